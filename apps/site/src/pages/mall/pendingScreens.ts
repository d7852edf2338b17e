/** The shop and payment screens registered behind the login (spec 2.2, 2.3); they are built in a later issue. */
export const pendingScreenIds = ['cart', 'confirm', 'pay'] as const;
export type PendingScreenId = (typeof pendingScreenIds)[number];
