import { describe, expect, it } from 'vitest';
import { DATE_TYPE_BY_TERM, PLAN_TERMS_MONTHS, STORAGE_PLANS, STORAGE_PLAN_IDS } from './constants/capacity.ts';
import {
  comparePlans,
  dateTypeForTerm,
  planPrice,
  planPurchaseKind,
  remainingMonths,
  renewalExpiry,
  termDays,
  upgradeExpiry,
  upgradeExtension,
} from './plans.ts';

const DAY = 24 * 60 * 60 * 1000;
// Local noon on 15 January: short spans from here cross no DST change; expiries are local calendar days later at
// the same wall-clock time, whatever the runtime's time zone.
const now = +new Date(2026, 0, 15, 12);
const localDaysLater = (days: number) => new Date(2026, 0, 15 + days, 12);

describe('storage plan prices (spec 9)', () => {
  it.each([
    ['20G', 129, 1290, 19, 190],
    ['50G', 509, 5090, 76, 760],
    ['200G', 2399, 23990, 349, 3490],
    ['1T', 12599, 125990, 1799, 17990],
  ] as const)('%s costs %i/%i RMB and %i/%i USD per month/year', (id, cnyMonth, cnyYear, usdMonth, usdYear) => {
    expect(planPrice(id, 1, 'CNY')).toBe(cnyMonth);
    expect(planPrice(id, 12, 'CNY')).toBe(cnyYear);
    expect(planPrice(id, 1, 'USD')).toBe(usdMonth);
    expect(planPrice(id, 12, 'USD')).toBe(usdYear);
  });

  it('yearly is 10 times monthly for every plan and currency', () => {
    for (const plan of STORAGE_PLANS) {
      expect(plan.yearly.CNY).toBe(plan.monthly.CNY * 10);
      expect(plan.yearly.USD).toBe(plan.monthly.USD * 10);
    }
  });

  it('3 and 6 months are the monthly price times the months', () => {
    expect(planPrice('20G', 3, 'CNY')).toBe(387);
    expect(planPrice('50G', 6, 'USD')).toBe(456);
  });
});

describe('plan order and purchase kind (spec 4)', () => {
  it('orders plans by size', () => {
    expect([...STORAGE_PLAN_IDS].sort(comparePlans)).toEqual(['20G', '50G', '200G', '1T']);
    expect(comparePlans('1T', '200G')).toBeGreaterThan(0);
    expect(comparePlans('20G', '50G')).toBeLessThan(0);
  });

  it('is new without a plan, renew for the same plan, upgrade for a larger one, refused for a smaller one', () => {
    expect(planPurchaseKind(null, '50G')).toBe('new');
    expect(planPurchaseKind(undefined, '20G')).toBe('new');
    expect(planPurchaseKind('50G', '50G')).toBe('renew');
    expect(planPurchaseKind('50G', '200G')).toBe('upgrade');
    expect(planPurchaseKind('20G', '1T')).toBe('upgrade');
    expect(planPurchaseKind('200G', '50G')).toBe('downgradeRefused');
    expect(planPurchaseKind('1T', '20G')).toBe('downgradeRefused');
  });
});

describe('terms', () => {
  it('maps terms to dateType 1→1, 12→2, 3→3, 6→4', () => {
    expect(PLAN_TERMS_MONTHS.map(dateTypeForTerm)).toEqual([1, 3, 4, 2]);
    expect(DATE_TYPE_BY_TERM[12]).toBe(2);
  });

  it('counts a year as 365 days and a month as 31', () => {
    expect(termDays(12)).toBe(365);
    expect(termDays(1)).toBe(31);
    expect(termDays(3)).toBe(93);
    expect(termDays(6)).toBe(186);
  });
});

describe('upgrade extension (spec 4: rounded up, 1.01 to 1.99 counts as 2)', () => {
  it('gives 2 months (62 days) for 1.01 months left', () => {
    const expiry = now + 1.01 * 31 * DAY;
    expect(remainingMonths(now, expiry)).toBeCloseTo(1.01, 10);
    expect(upgradeExtension(now, expiry)).toEqual({ months: 2, days: 62 });
  });

  it('gives 2 months for 1.99 months left, 1 for exactly one month, 3 just over two', () => {
    expect(upgradeExtension(now, now + 1.99 * 31 * DAY).months).toBe(2);
    expect(upgradeExtension(now, now + 31 * DAY)).toEqual({ months: 1, days: 31 });
    expect(upgradeExtension(now, now + 62 * DAY + 1000).months).toBe(3);
  });

  it('gives nothing once the old plan has expired', () => {
    expect(upgradeExtension(now, now - DAY)).toEqual({ months: 0, days: 0 });
    expect(upgradeExtension(now, now)).toEqual({ months: 0, days: 0 });
  });

  it('adds the extension to the new term, starting now', () => {
    const { expiry, extensionDays } = upgradeExpiry({ now, currentExpiry: now + 40 * DAY, term: 12 });
    expect(extensionDays).toBe(62);
    expect(expiry).toEqual(localDaysLater(365 + 62));
  });
});

describe('renewal delay days (spec 4)', () => {
  it('adds the days left on an unexpired plan to the new expiry', () => {
    const { expiry, delayDays } = renewalExpiry({ now, currentExpiry: now + 10 * DAY, term: 1 });
    expect(delayDays).toBe(10);
    expect(expiry).toEqual(localDaysLater(31 + 10));
  });

  it('rounds partial days up', () => {
    expect(renewalExpiry({ now, currentExpiry: now + 2 * DAY + 60_000, term: 3 }).delayDays).toBe(3);
  });

  it('adds nothing when the old plan has expired or there is none', () => {
    const expired = renewalExpiry({ now, currentExpiry: now - 5 * DAY, term: 6 });
    expect(expired.delayDays).toBe(0);
    expect(expired.expiry).toEqual(localDaysLater(186));
    expect(renewalExpiry({ now, currentExpiry: null, term: 12 })).toEqual({
      expiry: localDaysLater(365),
      delayDays: 0,
    });
  });
});
