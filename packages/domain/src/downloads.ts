import { MEMBERSHIP } from './constants/business.ts';

import { charge } from './money.ts';

/** The price of a paid download abroad (designed, see `MEMBERSHIP.paidDownloadUsd`). */
export const PAID_DOWNLOAD_USD = MEMBERSHIP.paidDownloadUsd;

/** The scene download states of the download area: waiting for its payment, or ready to save. */
export const SCENE_DOWNLOAD_STATUS = { awaitingPayment: 0, ready: 1 } as const;
export type SceneDownloadStatus = (typeof SCENE_DOWNLOAD_STATUS)[keyof typeof SCENE_DOWNLOAD_STATUS];

export interface DownloadQuota {
  /** Free downloads the account has: a member's 10, none otherwise. */
  freeTotal: number;
  freeUsed: number;
  freeLeft: number;
}

/** A member's free downloads (spec 6, 9: 10), then each download is paid. */
export function downloadQuota(isMember: boolean, freeUsed: number): DownloadQuota {
  const freeTotal = isMember ? MEMBERSHIP.freeDownloads : 0;
  return { freeTotal, freeUsed, freeLeft: Math.max(0, freeTotal - freeUsed) };
}

/** What one paid download costs in the order's currency. */
export function paidDownloadPrice(currency: 'CNY' | 'USD'): number {
  return charge({ kind: 'download' }, { region: currency === 'USD' ? 'international' : 'domestic' }).amount;
}
