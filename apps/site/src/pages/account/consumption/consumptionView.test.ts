import { describe, expect, it } from 'vitest';
import { filtersOf, isRangeReversed, paramsOf, rangeOf } from './consumptionView.ts';

describe('consumption filters in the address', () => {
  it('reads the tab, camera, days and page, ignoring what is malformed', () => {
    expect(filtersOf(new URLSearchParams('tab=storage&camera=12&from=2026-11-01&to=2026-11-20&page=3'))).toEqual({
      tab: 'storage',
      cameraId: 12,
      from: '2026-11-01',
      to: '2026-11-20',
      page: 3,
    });
    expect(filtersOf(new URLSearchParams('tab=x&camera=-1&from=yesterday&to=2026-13-45&page=0'))).toEqual({
      tab: 'points',
      cameraId: null,
      from: null,
      to: null,
      page: 1,
    });
  });

  it('writes back only what differs from the defaults', () => {
    const filters = { tab: 'points' as const, cameraId: null, from: '2026-11-01', to: null, page: 1 };
    expect(paramsOf(filters).toString()).toBe('from=2026-11-01');
    expect(paramsOf({ ...filters, tab: 'storage', cameraId: 5, page: 2 }).toString()).toBe(
      'tab=storage&camera=5&from=2026-11-01&page=2',
    );
  });

  it('turns the days into bounds from the first day start to the day after the last, and drops a reversed range', () => {
    const range = rangeOf({ from: '2026-11-01', to: '2026-11-30' });
    expect(range.startTime).toBe(new Date(2026, 10, 1).toISOString());
    expect(range.endTime).toBe(new Date(2026, 11, 1).toISOString());
    expect(isRangeReversed({ from: '2026-11-30', to: '2026-11-01' })).toBe(true);
    expect(rangeOf({ from: '2026-11-30', to: '2026-11-01' })).toEqual({});
    expect(rangeOf({ from: null, to: null })).toEqual({});
  });
});
