import { addDays, differenceInCalendarDays } from 'date-fns';
import { MEMBERSHIP, VALIDITY } from './constants/business.ts';
import type { Moment } from './dates.ts';

/** A membership with this many calendar days left or fewer (but not today) is "expiring". */
export const MEMBERSHIP_EXPIRING_WINDOW_DAYS = 30;

/**
 * A storage plan with this many calendar days left or fewer is "expiring", and the camera list reminds the owner:
 * half a month leaves time to renew before scenes are archived, without warning for most of a monthly plan's life.
 */
export const PLAN_EXPIRING_WINDOW_DAYS = 15;

/** Where an expiry date stands today: valid, expiring (with the days left), expires today, or expired. */
export type ExpiryState =
  | { state: 'valid'; daysLeft: number }
  | { state: 'expiring'; daysLeft: number }
  | { state: 'expiresToday'; daysLeft: 0 }
  | { state: 'expired'; daysLeft: number };

export type MembershipState = ExpiryState;

/**
 * State of an expiry date. Days are calendar days in the runtime's time zone: expiry today → expiresToday (whatever
 * the hour); 1 to `windowDays` days ahead → expiring with the days left; later → valid; before today → expired
 * (daysLeft negative).
 */
export function expiryState({
  expiry,
  now,
  windowDays,
}: {
  expiry: Moment;
  now: Moment;
  windowDays: number;
}): ExpiryState {
  const daysLeft = differenceInCalendarDays(expiry, now);
  if (daysLeft < 0) return { state: 'expired', daysLeft };
  if (daysLeft === 0) return { state: 'expiresToday', daysLeft: 0 };
  if (daysLeft <= windowDays) return { state: 'expiring', daysLeft };
  return { state: 'valid', daysLeft };
}

/** State of a membership from its expiry date (expiring within 30 days). */
export function membershipState({ expiry, now }: { expiry: Moment; now: Moment }): MembershipState {
  return expiryState({ expiry, now, windowDays: MEMBERSHIP_EXPIRING_WINDOW_DAYS });
}

/** State of a camera's storage plan from its expiry date (expiring within 15 days). */
export function planExpiryState({ expiry, now }: { expiry: Moment; now: Moment }): ExpiryState {
  return expiryState({ expiry, now, windowDays: PLAN_EXPIRING_WINDOW_DAYS });
}

/** Default expiry of a membership bought at `purchasedAt`: one year of 365 days. */
export function membershipDefaultExpiry(purchasedAt: Moment): Date {
  return addDays(purchasedAt, MEMBERSHIP.validityYears * VALIDITY.yearDays);
}

/**
 * Expiry of a membership renewed at `now`: one more year, counted from its current expiry while it still runs (no
 * day paid for is lost) and from `now` once it has expired.
 */
export function membershipRenewalExpiry({ now, currentExpiry }: { now: Moment; currentExpiry: Moment }): Date {
  const from = Math.max(new Date(now).getTime(), new Date(currentExpiry).getTime());
  return membershipDefaultExpiry(from);
}

/** Whether a paid download is needed: members get 10 free downloads, then 99 yuan each. */
export function downloadPrice(downloadsUsed: number): number {
  return downloadsUsed < MEMBERSHIP.freeDownloads ? 0 : MEMBERSHIP.paidDownloadRmb;
}

/** The membership side of an authorisation: the camera it is authorised to, if any. */
export interface AuthorisableMembership {
  readonly cameraId: number | null;
}

/** The camera side: whether another membership is already authorised to it. */
export interface AuthorisationTarget {
  readonly id: number;
  readonly hasMembership: boolean;
}

/**
 * Why a membership cannot be authorised to a camera, as the server code that names it, or null when it can: a
 * membership already authorised to a camera must be deauthorised first (3031), and a camera with a membership
 * must have it deauthorised first (3032). Only the user's own cameras are offered (6005 otherwise).
 */
export function membershipAuthoriseBlockCode(
  membership: AuthorisableMembership,
  camera: AuthorisationTarget,
): 3031 | 3032 | null {
  if (membership.cameraId !== null) return 3031;
  if (camera.hasMembership) return 3032;
  return null;
}

/** An expired membership cannot be authorised to a camera until it is renewed. */
export function canAuthoriseMembership({ expiry, now }: { expiry: Moment; now: Moment }): boolean {
  return membershipState({ expiry, now }).state !== 'expired';
}
