import { describe, expect, it } from 'vitest';
import {
  canAuthoriseMembership,
  downloadPrice,
  membershipAuthoriseBlockCode,
  MEMBERSHIP_EXPIRING_WINDOW_DAYS,
  membershipDefaultExpiry,
  membershipState,
  membershipRenewalExpiry,
  planExpiryState,
} from './membership.ts';

// Local-time dates: calendar days are counted in the runtime's time zone.
const now = new Date(2026, 5, 10, 15, 30);

describe('membershipState', () => {
  it('expires today whatever the hour of the expiry', () => {
    expect(membershipState({ expiry: new Date(2026, 5, 10, 23, 59), now })).toEqual({
      state: 'expiresToday',
      daysLeft: 0,
    });
    expect(membershipState({ expiry: new Date(2026, 5, 10, 0, 0), now }).state).toBe('expiresToday');
  });

  it('is expiring tomorrow and in 3 days, with the days left', () => {
    expect(membershipState({ expiry: new Date(2026, 5, 11), now })).toEqual({ state: 'expiring', daysLeft: 1 });
    expect(membershipState({ expiry: new Date(2026, 5, 13), now })).toEqual({ state: 'expiring', daysLeft: 3 });
  });

  it('is expired from yesterday on', () => {
    expect(membershipState({ expiry: new Date(2026, 5, 9, 23, 59), now })).toEqual({ state: 'expired', daysLeft: -1 });
  });

  it('is expiring up to the window and valid beyond it', () => {
    expect(MEMBERSHIP_EXPIRING_WINDOW_DAYS).toBe(30);
    expect(membershipState({ expiry: new Date(2026, 6, 10), now })).toEqual({ state: 'expiring', daysLeft: 30 });
    expect(membershipState({ expiry: new Date(2026, 6, 11), now })).toEqual({ state: 'valid', daysLeft: 31 });
  });

  it('accepts timestamps', () => {
    expect(membershipState({ expiry: +new Date(2026, 5, 12), now: +now }).daysLeft).toBe(2);
  });
});

describe('membership defaults', () => {
  it('lasts 365 days by default', () => {
    const purchased = Date.UTC(2026, 0, 1, 12);
    expect(+membershipDefaultExpiry(purchased) - purchased).toBe(365 * 24 * 60 * 60 * 1000);
  });

  it('gives 10 free downloads, then 99 yuan each', () => {
    expect(downloadPrice(0)).toBe(0);
    expect(downloadPrice(9)).toBe(0);
    expect(downloadPrice(10)).toBe(99);
  });
});

describe('membership authorisation', () => {
  it('must be deauthorised from its camera first (3031)', () => {
    expect(membershipAuthoriseBlockCode({ cameraId: 12 }, { id: 13, hasMembership: false })).toBe(3031);
  });

  it('needs the camera to be free of another membership (3032)', () => {
    expect(membershipAuthoriseBlockCode({ cameraId: null }, { id: 13, hasMembership: true })).toBe(3032);
  });

  it('allows a free membership on a free camera', () => {
    expect(membershipAuthoriseBlockCode({ cameraId: null }, { id: 13, hasMembership: false })).toBeNull();
  });

  it('cannot authorise an expired membership, up to and including its last day it can', () => {
    expect(canAuthoriseMembership({ expiry: new Date(2026, 5, 9), now })).toBe(false);
    expect(canAuthoriseMembership({ expiry: new Date(2026, 5, 10), now })).toBe(true);
    expect(canAuthoriseMembership({ expiry: new Date(2027, 5, 10), now })).toBe(true);
  });
});

describe('planExpiryState', () => {
  const now = new Date(2026, 5, 10, 9, 0);
  it('warns 15 days ahead, not 16', () => {
    expect(planExpiryState({ expiry: new Date(2026, 5, 25), now })).toEqual({ state: 'expiring', daysLeft: 15 });
    expect(planExpiryState({ expiry: new Date(2026, 5, 26), now })).toEqual({ state: 'valid', daysLeft: 16 });
  });
  it('says today and expired as the membership does', () => {
    expect(planExpiryState({ expiry: new Date(2026, 5, 10, 20, 0), now }).state).toBe('expiresToday');
    expect(planExpiryState({ expiry: new Date(2026, 5, 8), now })).toEqual({ state: 'expired', daysLeft: -2 });
  });
});

describe('membershipRenewalExpiry', () => {
  const now = new Date('2026-06-10T00:00:00Z');
  it('adds a year to a running membership from its own expiry', () => {
    const currentExpiry = new Date('2026-07-01T00:00:00Z');
    expect(membershipRenewalExpiry({ now, currentExpiry })).toEqual(new Date('2027-07-01T00:00:00Z'));
  });
  it('counts an expired membership from today', () => {
    const currentExpiry = new Date('2026-01-01T00:00:00Z');
    expect(membershipRenewalExpiry({ now, currentExpiry })).toEqual(new Date('2027-06-10T00:00:00Z'));
  });
});
