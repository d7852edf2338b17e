/** Cameras as the API shows them and their effective capacity (archiving lives in handlers/scenes.ts). */
import { BASE_CAPACITY_GB, CAMERA_TYPE, LITE_CAPACITY_GB, type StoragePlanId } from '@kankan/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { CamerasTable } from '../db/schema.ts';
import { GB, iso, isoOrNull, num, type Schemas } from '../handlers/common.ts';

export type CameraRow = Selectable<CamerasTable>;

/** The capacity every camera has without a plan: 10G, 5G for Lite. */
export function baseCapacity(type: number): { unit: string; bytes: number } {
  const gb = type === CAMERA_TYPE.lite ? LITE_CAPACITY_GB : BASE_CAPACITY_GB;
  return { unit: `${gb}G`, bytes: gb * GB };
}

/** Whether the camera's storage plan is running at `now`. */
export function planActive(camera: Pick<CameraRow, 'space_id' | 'expiry_time'>, now: Date): boolean {
  return camera.space_id != null && camera.expiry_time != null && camera.expiry_time.getTime() > now.getTime();
}

/** The plan that counts as current for buying (renew / upgrade / downgrade): null when none runs. */
export function currentPlan(camera: CameraRow, now: Date): StoragePlanId | null {
  return planActive(camera, now) ? (camera.capacity_unit as StoragePlanId) : null;
}

/** Unit and bytes the camera has now: the running plan, else the base capacity. */
export function effectiveCapacity(camera: CameraRow, now: Date): { unit: string; bytes: number } {
  return planActive(camera, now)
    ? { unit: camera.capacity_unit, bytes: num(camera.total_bytes) }
    : baseCapacity(camera.type);
}

/** The Camera schema of the contract for these rows (scene counts, used space and collaborators looked up). */
export async function cameraViews(db: Db, cameras: CameraRow[], now: Date): Promise<Schemas['Camera'][]> {
  if (cameras.length === 0) return [];
  const ids = cameras.map((c) => c.id);
  const stats = await db
    .selectFrom('scenes')
    .select((eb) => [
      'camera_id',
      eb.fn.countAll<string | number>().as('scenes'),
      eb.fn.sum<string | number | null>('size_bytes').as('used'),
    ])
    .where('camera_id', 'in', ids)
    .groupBy('camera_id')
    .execute();
  const collaborators = await db
    .selectFrom('cooperations')
    .innerJoin('users', 'users.id', 'cooperations.collaborator_id')
    .select(['cooperations.camera_id', 'users.user_name'])
    .where('cooperations.camera_id', 'in', ids)
    .execute();
  return cameras.map((camera) => {
    const stat = stats.find((s) => s.camera_id === camera.id);
    const capacity = effectiveCapacity(camera, now);
    return {
      id: camera.id,
      deviceId: camera.device_id,
      snCode: camera.sn_code,
      macAddress: camera.mac_address,
      childName: camera.child_name,
      type: camera.type as Schemas['CameraType'],
      country: camera.country as Schemas['CameraCountry'],
      spaceId: camera.space_id,
      capacity: capacity.unit,
      usedSpace: num(stat?.used),
      totalSpace: capacity.bytes,
      expiryTime: isoOrNull(camera.expiry_time),
      exDot: camera.points,
      availablePoints: Math.max(0, camera.points - camera.reserved_points),
      sceneCount: num(stat?.scenes),
      lastShootTime: camera.last_shoot_time ? iso(camera.last_shoot_time) : null,
      cooperationUser: collaborators.find((c) => c.camera_id === camera.id)?.user_name ?? null,
    };
  });
}

/** One camera of the user, or null (unbound, missing, or another account's). */
export async function ownCamera(db: Db, userId: number, cameraId: number): Promise<CameraRow | null> {
  const row = await db
    .selectFrom('cameras')
    .selectAll()
    .where('id', '=', cameraId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}
