import { addDays } from 'date-fns';
import { ACCOUNT_DELETION_COOLING_OFF_DAYS } from './constants/business.ts';
import { daysLeftRoundedUp, type Moment } from './dates.ts';

/** A pending account deletion: when it takes effect and the whole days left until then (a part day counts). */
export interface PendingDeletion {
  effectiveAt: number;
  daysLeft: number;
}

/**
 * Where an account deletion requested at `requestedAt` stands at `now` (spec 4: a 15-day cooling-off period):
 * the moment it takes effect and the days left, rounded up so the last hours still say "1 day".
 */
export function pendingDeletion(requestedAt: Moment, now: Moment): PendingDeletion {
  const effectiveAt = +addDays(requestedAt, ACCOUNT_DELETION_COOLING_OFF_DAYS);
  return { effectiveAt, daysLeft: daysLeftRoundedUp(now, effectiveAt) };
}
