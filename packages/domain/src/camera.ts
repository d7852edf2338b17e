import { CAMERA_TYPE, type CameraTypeId, type CameraTypeName } from './constants/ids.ts';

/** The prefix of a Pro camera's childName that is not shown. */
export const CAMERA_NAME_PREFIX = '4DKKPRO_';

/** A camera's childName as shown: without the 4DKKPRO_ prefix. */
export function cameraDisplayName(childName: string): string {
  return childName.startsWith(CAMERA_NAME_PREFIX) ? childName.slice(CAMERA_NAME_PREFIX.length) : childName;
}

export function cameraTypeName(type: number): CameraTypeName | undefined {
  const entry = (Object.entries(CAMERA_TYPE) as [CameraTypeName, CameraTypeId][]).find(([, id]) => id === type);
  return entry?.[0];
}

/** The account-area camera tabs in their order: Pro, Minion, Lite (spec 2.4 /device). */
export const CAMERA_TABS = ['pro', 'minion', 'lite'] as const satisfies readonly CameraTypeName[];

/** Cameras split by type for the tabs, keeping their order; unknown type ids are left out. */
export function camerasByType<T extends { readonly type: number }>(cameras: readonly T[]): Record<CameraTypeName, T[]> {
  const groups: Record<CameraTypeName, T[]> = { pro: [], minion: [], lite: [] };
  for (const camera of cameras) {
    const name = cameraTypeName(camera.type);
    if (name) groups[name].push(camera);
  }
  return groups;
}

/**
 * Whether the session may buy for a camera (top up points, buy or renew storage): a camera-account (device)
 * login may not (spec 6).
 */
export function canPurchaseForCamera(session: { readonly deviceLogin: boolean }): boolean {
  return !session.deviceLogin;
}
