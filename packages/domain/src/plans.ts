import { addDays } from 'date-fns';
import { VALIDITY, type Currency } from './constants/business.ts';
import { charge } from './money.ts';
import {
  DATE_TYPE_BY_TERM,
  STORAGE_PLANS,
  type DateType,
  type PlanTermMonths,
  type StoragePlan,
  type StoragePlanId,
} from './constants/capacity.ts';
import { daysBetween, daysLeftRoundedUp, type Moment } from './dates.ts';

/*
 * Expiries are computed with date-fns `addDays`: calendar days in the runtime's time zone, keeping the wall-clock
 * time (a day across a DST change is 23 or 25 hours).
 */

export function storagePlan(id: StoragePlanId): StoragePlan {
  const plan = STORAGE_PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown storage plan ${id}`);
  return plan;
}

/** Plans ordered by size: negative when `a` is smaller than `b`. */
export function comparePlans(a: StoragePlanId, b: StoragePlanId): number {
  return storagePlan(a).sizeGb - storagePlan(b).sizeGb;
}

export type PlanPurchaseKind = 'new' | 'renew' | 'upgrade' | 'downgradeRefused';

/**
 * What buying `target` means for a camera whose current expansion plan is `current` (null: none, only the base
 * capacity). The same plan is only renewed; a larger plan is an upgrade that replaces the current one (plans are
 * never combined); a smaller plan is refused (client message 42). Whether an expired plan still counts as current
 * is the caller's choice: pass null for it.
 */
export function planPurchaseKind(current: StoragePlanId | null | undefined, target: StoragePlanId): PlanPurchaseKind {
  if (current == null) return 'new';
  const order = comparePlans(target, current);
  if (order === 0) return 'renew';
  return order > 0 ? 'upgrade' : 'downgradeRefused';
}

/**
 * Price of a plan for a term. A 12-month term is the yearly price (10 times monthly); 1, 3 and 6 months are the
 * monthly price times the months. The server's getExpansionPrice answer is authoritative; this is the spec's table.
 */
export function planPrice(id: StoragePlanId, term: PlanTermMonths, currency: Currency): number {
  return charge({ kind: 'storage', plan: id, term }, { region: currency === 'USD' ? 'international' : 'domestic' })
    .amount;
}

/** getExpansionPrice's dateType for a term: 1 → 1, 12 → 2, 3 → 3, 6 → 4. */
export function dateTypeForTerm(term: PlanTermMonths): DateType {
  return DATE_TYPE_BY_TERM[term];
}

/** Validity of a term in days: 12 months are a year of 365 days, other terms 31 days a month. */
export function termDays(term: PlanTermMonths): number {
  return term === 12 ? VALIDITY.yearDays : term * VALIDITY.monthDays;
}

/** Time left on a plan in months of 31 days, as a fraction; 0 once expired. */
export function remainingMonths(now: Moment, expiry: Moment): number {
  return daysBetween(now, expiry) / VALIDITY.monthDays;
}

/**
 * Upgrade: the time left on the old plan becomes extension days on the new one. The rounded unit is the month
 * (31 days): the remaining time in months is rounded up to a whole number (1.01 to 1.99 months count as 2), then
 * converted to days (× 31). Nothing left gives 0.
 */
export function upgradeExtension(now: Moment, currentExpiry: Moment): { months: number; days: number } {
  const months = Math.ceil(remainingMonths(now, currentExpiry));
  return { months, days: months * VALIDITY.monthDays };
}

/**
 * Expiry after an upgrade bought now for `term`: effective at once, so now + the term's days + the extension days
 * converted from the old plan.
 */
export function upgradeExpiry({
  now,
  currentExpiry,
  term,
}: {
  now: Moment;
  currentExpiry: Moment;
  term: PlanTermMonths;
}): { expiry: Date; extensionDays: number } {
  const extensionDays = upgradeExtension(now, currentExpiry).days;
  return { expiry: addDays(now, termDays(term) + extensionDays), extensionDays };
}

/**
 * Renewal of the same plan for `term`. If the old plan has not expired, the days it still has (rounded up to whole
 * days) are the delay days: they are added to the new expiry and shown to the user. Expired: no delay.
 */
export function renewalExpiry({
  now,
  currentExpiry,
  term,
}: {
  now: Moment;
  currentExpiry: Moment | null | undefined;
  term: PlanTermMonths;
}): { expiry: Date; delayDays: number } {
  const delayDays = currentExpiry == null ? 0 : daysLeftRoundedUp(now, currentExpiry);
  return { expiry: addDays(now, termDays(term) + delayDays), delayDays };
}

export interface PlanPurchasePreview {
  kind: PlanPurchaseKind;
  /** Days added to the new expiry: a renewal's carried-over days, an upgrade's extension days; else 0. */
  carriedDays: number;
  /** The expiry after buying now; null when the purchase is refused (downgrade). */
  expiry: Date | null;
}

/**
 * What buying `target` for `term` now does to a camera whose plan is `currentPlan` until `currentExpiry` (both
 * null on the base capacity): the kind of purchase, the days carried over and the new expiry. A plan that has
 * expired counts as none. The purchase dialog shows this before paying; the server grants the same.
 */
export function planPurchasePreview({
  now,
  currentPlan,
  currentExpiry,
  target,
  term,
}: {
  now: Moment;
  currentPlan: StoragePlanId | null | undefined;
  currentExpiry: Moment | null | undefined;
  target: StoragePlanId;
  term: PlanTermMonths;
}): PlanPurchasePreview {
  const running = currentPlan != null && currentExpiry != null && daysBetween(now, currentExpiry) > 0;
  const kind = planPurchaseKind(running ? currentPlan : null, target);
  if (kind === 'downgradeRefused') return { kind, carriedDays: 0, expiry: null };
  if (kind === 'renew' && currentExpiry != null) {
    const renewal = renewalExpiry({ now, currentExpiry, term });
    return { kind, carriedDays: renewal.delayDays, expiry: renewal.expiry };
  }
  if (kind === 'upgrade' && currentExpiry != null) {
    const upgrade = upgradeExpiry({ now, currentExpiry, term });
    return { kind, carriedDays: upgrade.extensionDays, expiry: upgrade.expiry };
  }
  return { kind, carriedDays: 0, expiry: addDays(now, termDays(term)) };
}
