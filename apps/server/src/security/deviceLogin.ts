import type { Kysely } from 'kysely';
import type { Session } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { ApiFailure } from '../envelope.ts';

/**
 * What a device (camera-account) login may call: spec section 6 gives it only the scene and consumption screens, so
 * it reaches its own scenes, their folders, the consumption records and its own session, and nothing else of the
 * account. The router answers 3016 to every other call that needs a session, so a new operation is closed to a
 * device login until it is listed here.
 */
export const DEVICE_LOGIN_OPERATIONS: ReadonlySet<string> = new Set([
  // The session itself; getUserInfo answers the name and avatar without the phone, e-mail or cart.
  'checkToken',
  'logout',
  'getUserInfo',
  // The scene screen: the camera's own scenes (not the scenes others shared with the account) and folders.
  'listDeviceScenes',
  'listScenes',
  'getSceneNumber',
  'getOnlySceneList',
  'getOldSceneList',
  'searchScenes',
  'renameScene',
  'deleteScenes',
  'moveScenes',
  'saveFolder',
  'getFolderTree',
  'moveFolder',
  'deleteFolder',
  'findFoldersByName',
  'updateFolder',
  // The consumption screen.
  'listExpansionRecords',
  'listChargeRecords',
]);

/** Code answered to a device login on any other call. */
export const DEVICE_LOGIN_REFUSED = 3016;

/**
 * A device login shares its account's folders with the account's other cameras. It may rename, move or delete a
 * folder only while the folder and its sub-folders hold no scene of another camera (3016 otherwise), so one camera
 * cannot reorganise or scatter another's scenes.
 */
export async function assertDeviceMayChangeFolder(
  db: Kysely<Database>,
  session: Session,
  folderId: number,
): Promise<void> {
  if (!session.deviceLogin || session.cameraId === null) return;
  const cameraId = session.cameraId;
  const foreign = await db
    .withRecursive('tree(id)', (qb) =>
      qb
        .selectFrom('folders')
        .select('id')
        .where('id', '=', folderId)
        .where('user_id', '=', session.userId)
        .unionAll((q) =>
          q.selectFrom('folders').innerJoin('tree', 'tree.id', 'folders.parent_id').select('folders.id'),
        ),
    )
    .selectFrom('scenes')
    .select('scenes.id')
    .where('scenes.folder_id', 'in', (q) => q.selectFrom('tree').select('tree.id'))
    .where((eb) => eb.or([eb('scenes.camera_id', 'is', null), eb('scenes.camera_id', '<>', cameraId)]))
    .limit(1)
    .executeTakeFirst();
  if (foreign) throw new ApiFailure(DEVICE_LOGIN_REFUSED);
}
