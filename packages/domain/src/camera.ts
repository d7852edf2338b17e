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
