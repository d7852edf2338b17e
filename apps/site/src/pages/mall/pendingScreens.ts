/** The shop and payment screens registered behind the login (spec 2.2, 2.3); they are built in a later issue. */
export const pendingScreenIds = ['cart', 'confirm', 'pay', 'payrecharge', 'privilege'] as const;
export type PendingScreenId = (typeof pendingScreenIds)[number];

/** The route `handle` telling the screen which one it is. */
export interface PendingScreenHandle {
  pendingScreen: PendingScreenId;
}

export function pendingScreenOf(handle: unknown): PendingScreenId | undefined {
  const value = (handle as Partial<PendingScreenHandle> | undefined)?.pendingScreen;
  return value && (pendingScreenIds as readonly string[]).includes(value) ? value : undefined;
}
