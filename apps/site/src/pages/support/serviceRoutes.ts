/** The support pages of /service/{id}/{active} (spec 2.1): app download, user tutorials, FAQ, warranty and terms. */
export const SERVICE_IDS = ['app', 'use', 'qa', 'clause'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** `active` names the camera the page is about; the spec has only `pro`, which is also the default. */
export const SERVICE_ACTIVE = 'pro';

export function isServiceId(id: string | undefined): id is ServiceId {
  return (SERVICE_IDS as readonly (string | undefined)[]).includes(id);
}

export function servicePath(id: ServiceId): string {
  return `/service/${id}/${SERVICE_ACTIVE}`;
}
