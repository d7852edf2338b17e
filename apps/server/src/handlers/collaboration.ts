/**
 * Collaboration operations (tag `collaboration`): inviting one collaborator to a scene, several scenes or a camera
 * with chosen permission resources, cancelling, and reading the resources. One collaborator per scene (3022, or
 * 3026 when several scenes are asked for) and per camera (6015, 6016); never yourself (3024 scene, 3025 camera);
 * the invited user must exist (3015); only normal scenes can be shared and folders never (3002). Inviting and
 * cancelling are account calls: a device (camera-account) login answers 3016.
 */
import { canAssignCollaborator, validateCooperation } from '@kankan/domain';
import type { Kysely } from 'kysely';
import type { Handlers, Session } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { ApiFailure } from '../envelope.ts';
import { accountSessionOf, bodyOf, NotYours, sessionOf, type Schemas } from './common.ts';
import { inTransaction, lockOwnScenes, SceneCode, sceneStatusName } from './scenes.ts';

export const CooperationCode = {
  missing: 3001,
  /** A permission resource that does not exist or is never offered; a scene that is not normal; a folder. */
  notAssignable: 3002,
  unknownUser: 3015,
  sceneTaken: 3022,
  someScenesTaken: 3026,
  selfScene: 3024,
  selfCamera: 3025,
  /** The camera already has another collaborator. */
  cameraTaken: 6015,
  /** The invited user already is the camera's collaborator. */
  cameraTakenBySameUser: 6016,
} as const;

type SingleBody = Schemas['SingleSceneCooperationSaveRequest'];
type MultiBody = Schemas['MultiSceneCooperationSaveRequest'];
type CameraBody = Schemas['CameraCooperationSaveRequest'];
type SceneNumBody = Schemas['SceneNumRequest'];
type CameraIdBody = Schemas['CameraIdRequest'];

function parseIds(text: string): number[] {
  return [...new Set(text.split(',').map(Number))].sort((a, b) => a - b);
}

/**
 * The checks shared by scene and camera invitations, in the order the dialog reports them: user name and at least
 * one permission (3001), not yourself, the permissions offered (3002), the user exists (3015). Returns the
 * collaborator's id and the normalised resource id list.
 */
async function checkInvitation(
  db: Kysely<Database>,
  session: Session,
  body: { userName: string; resourceIds: string },
  selfCode: number,
): Promise<{ collaboratorId: number; resourceIds: string }> {
  const ids = parseIds(body.resourceIds);
  const me = await db.selectFrom('users').select('user_name').where('id', '=', session.userId).executeTakeFirst();
  const errors = validateCooperation({ userName: body.userName, resourceIds: ids }, me?.user_name);
  if (errors.userName === 'selfAssign') throw new ApiFailure(selfCode);
  if (errors.userName || errors.resourceIds) throw new ApiFailure(CooperationCode.missing);
  const offered = await db
    .selectFrom('permission_resources')
    .select('id')
    .where('id', 'in', ids)
    .where('included', '=', true)
    .execute();
  if (offered.length !== ids.length) throw new ApiFailure(CooperationCode.notAssignable);
  const collaborator = await db
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', body.userName.trim())
    .executeTakeFirst();
  if (!collaborator) throw new ApiFailure(CooperationCode.unknownUser);
  if (collaborator.id === session.userId) throw new ApiFailure(selfCode);
  return { collaboratorId: collaborator.id, resourceIds: ids.join(',') };
}

/** The permission resources offered to collaborators, with `hasAuth` for those in `granted`. */
async function offeredResources(
  db: Kysely<Database>,
  granted: string | null,
): Promise<Schemas['PermissionResource'][]> {
  const grantedIds = new Set(granted === null ? [] : parseIds(granted));
  const rows = await db
    .selectFrom('permission_resources')
    .select(['id', 'name', 'en_name', 'key_word'])
    .where('included', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    enName: row.en_name,
    keyWord: row.key_word,
    hasAuth: grantedIds.has(row.id),
  }));
}

/** 6012 unless the camera is bound to the user; locks the camera row inside a transaction. */
async function lockOwnCamera(trx: Kysely<Database>, userId: number, cameraId: number): Promise<void> {
  const camera = await trx
    .selectFrom('cameras')
    .select('id')
    .where('id', '=', cameraId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!camera) throw new ApiFailure(NotYours.camera);
}

export const collaborationHandlers: Handlers = {
  async saveSceneCooperation(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<SingleBody | MultiBody>(ctx);
    const several = 'ids' in body;
    const sceneNums = several ? [...new Set(body.ids.split(','))] : [body.sceneNum];
    await inTransaction(ctx.db, async (trx) => {
      // A folder is never assigned: a folder id sent among the scene codes is refused as such.
      const found = await trx.selectFrom('scenes').select('scene_num').where('scene_num', 'in', sceneNums).execute();
      const known = new Set(found.map((row) => row.scene_num));
      const folderIds = sceneNums.filter((num) => !known.has(num) && /^[1-9][0-9]{0,9}$/.test(num)).map(Number);
      if (folderIds.length > 0) {
        const folder = await trx
          .selectFrom('folders')
          .select('id')
          .where('user_id', '=', session.userId)
          .where('id', 'in', folderIds)
          .executeTakeFirst();
        if (folder && !canAssignCollaborator({ kind: 'folder' })) throw new ApiFailure(CooperationCode.notAssignable);
      }
      const scenes = await lockOwnScenes(trx, session, sceneNums);
      const { collaboratorId, resourceIds } = await checkInvitation(trx, session, body, CooperationCode.selfScene);
      for (const scene of scenes) {
        if (!canAssignCollaborator({ kind: 'scene', status: sceneStatusName(scene.status) })) {
          throw new ApiFailure(CooperationCode.notAssignable);
        }
      }
      const taken = await trx
        .selectFrom('cooperations')
        .select('id')
        .where(
          'scene_id',
          'in',
          scenes.map((scene) => scene.id),
        )
        .executeTakeFirst();
      if (taken) throw new ApiFailure(several ? CooperationCode.someScenesTaken : CooperationCode.sceneTaken);
      await trx
        .insertInto('cooperations')
        .values(
          scenes.map((scene) => ({
            owner_id: session.userId,
            collaborator_id: collaboratorId,
            scene_id: scene.id,
            camera_id: null,
            resource_ids: resourceIds,
          })),
        )
        .execute();
    });
    return null;
  },

  async saveCameraCooperation(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<CameraBody>(ctx);
    await inTransaction(ctx.db, async (trx) => {
      await lockOwnCamera(trx, session.userId, body.cameraId);
      const { collaboratorId, resourceIds } = await checkInvitation(trx, session, body, CooperationCode.selfCamera);
      const current = await trx
        .selectFrom('cooperations')
        .select('collaborator_id')
        .where('camera_id', '=', body.cameraId)
        .executeTakeFirst();
      if (current) {
        throw new ApiFailure(
          current.collaborator_id === collaboratorId
            ? CooperationCode.cameraTakenBySameUser
            : CooperationCode.cameraTaken,
        );
      }
      await trx
        .insertInto('cooperations')
        .values({
          owner_id: session.userId,
          collaborator_id: collaboratorId,
          scene_id: null,
          camera_id: body.cameraId,
          resource_ids: resourceIds,
        })
        .execute();
    });
    return null;
  },

  async deleteSceneCooperation(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<SceneNumBody>(ctx);
    await inTransaction(ctx.db, async (trx) => {
      const [scene] = await lockOwnScenes(trx, session, [body.sceneNum]);
      if (!scene) throw new ApiFailure(SceneCode.notYours);
      await trx.deleteFrom('cooperations').where('scene_id', '=', scene.id).execute();
    });
    return null;
  },

  async deleteCameraCooperation(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<CameraIdBody>(ctx);
    await inTransaction(ctx.db, async (trx) => {
      await lockOwnCamera(trx, session.userId, body.cameraId);
      await trx.deleteFrom('cooperations').where('camera_id', '=', body.cameraId).execute();
    });
    return null;
  },

  async findSceneResource(ctx) {
    const session = sessionOf(ctx);
    const body = bodyOf<SceneNumBody>(ctx);
    const scene = await ctx.db
      .selectFrom('scenes')
      .select(['id', 'user_id', 'camera_id'])
      .where('scene_num', '=', body.sceneNum)
      .executeTakeFirst();
    if (!scene) throw new ApiFailure(SceneCode.notYours);
    // The scene's own collaborator first, else a collaborator on the whole camera it was made with.
    const cooperations = await ctx.db
      .selectFrom('cooperations')
      .select(['collaborator_id', 'resource_ids', 'scene_id'])
      .where((eb) =>
        eb.or([
          eb('scene_id', '=', scene.id),
          eb.and([eb('camera_id', '=', scene.camera_id), eb('owner_id', '=', scene.user_id)]),
        ]),
      )
      .execute();
    const cooperation = cooperations.find((c) => c.scene_id !== null) ?? cooperations[0];
    const allowed = scene.user_id === session.userId || cooperations.some((c) => c.collaborator_id === session.userId);
    if (!allowed) throw new ApiFailure(SceneCode.notYours);
    return offeredResources(ctx.db, cooperation?.resource_ids ?? null);
  },

  async getCameraSceneResource(ctx) {
    const session = sessionOf(ctx);
    const body = bodyOf<CameraIdBody>(ctx);
    const camera = await ctx.db
      .selectFrom('cameras')
      .leftJoin('cooperations', 'cooperations.camera_id', 'cameras.id')
      .select(['cameras.user_id', 'cooperations.collaborator_id', 'cooperations.resource_ids'])
      .where('cameras.id', '=', body.cameraId)
      .executeTakeFirst();
    const allowed =
      camera !== undefined && (camera.user_id === session.userId || camera.collaborator_id === session.userId);
    if (!allowed) throw new ApiFailure(NotYours.camera);
    return offeredResources(ctx.db, camera.resource_ids);
  },

  async getSceneResourceList(ctx) {
    sessionOf(ctx);
    const rows = await ctx.db
      .selectFrom('permission_resources')
      .select(['id', 'name', 'en_name', 'key_word', 'included'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const toResource = (row: (typeof rows)[number]): Schemas['PermissionResource'] => ({
      id: row.id,
      name: row.name,
      enName: row.en_name,
      keyWord: row.key_word,
      hasAuth: false,
    });
    return {
      include: rows.filter((row) => row.included).map(toResource),
      exclude: rows.filter((row) => !row.included).map(toResource),
    } satisfies Schemas['SceneResourceLists'];
  },
};
