import { describe, expect, it } from 'vitest';
import { pendingDeletion } from './account.ts';

const DAY = 24 * 60 * 60 * 1000;
const requested = Date.UTC(2026, 10, 1, 8, 0, 0);

describe('pendingDeletion', () => {
  it('takes effect 15 days after the request', () => {
    expect(pendingDeletion(requested, requested)).toEqual({ effectiveAt: requested + 15 * DAY, daysLeft: 15 });
  });

  it('counts a part day as a whole one, and none once it has taken effect', () => {
    expect(pendingDeletion(requested, requested + 1).daysLeft).toBe(15);
    expect(pendingDeletion(requested, requested + DAY).daysLeft).toBe(14);
    expect(pendingDeletion(requested, requested + 15 * DAY - 1).daysLeft).toBe(1);
    expect(pendingDeletion(requested, requested + 15 * DAY).daysLeft).toBe(0);
    expect(pendingDeletion(requested, requested + 20 * DAY).daysLeft).toBe(0);
  });
});
