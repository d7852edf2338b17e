import { describe, expect, it } from 'vitest';
import { isSupportOpen, supportHoursWords } from './support.ts';

describe('support hours (GMT+8)', () => {
  // 2026-01-12 is a Monday. 01:00 UTC is 09:00 in GMT+8.
  it('is open on weekdays in the two ranges only', () => {
    expect(isSupportOpen(Date.UTC(2026, 0, 12, 1, 0))).toBe(true);
    expect(isSupportOpen(Date.UTC(2026, 0, 12, 0, 59))).toBe(false);
    expect(isSupportOpen(Date.UTC(2026, 0, 12, 4, 29))).toBe(true); // 12:29
    expect(isSupportOpen(Date.UTC(2026, 0, 12, 4, 30))).toBe(false); // 12:30
    expect(isSupportOpen(Date.UTC(2026, 0, 12, 6, 0))).toBe(true); // 14:00
    expect(isSupportOpen(Date.UTC(2026, 0, 12, 10, 30))).toBe(false); // 18:30
    expect(isSupportOpen(Date.UTC(2026, 0, 17, 2, 0))).toBe(false); // Saturday 10:00
  });
});

describe('supportHoursWords (one wording of the hours everywhere)', () => {
  it('names the days in the language and writes the ranges and zone one way', () => {
    expect(supportHoursWords('en')).toEqual({
      firstDay: 'Monday',
      lastDay: 'Friday',
      ranges: ['09:00\u2060–\u206012:30', '14:00\u2060–\u206018:30'],
      hours: '09:00\u2060–\u206012:30, 14:00\u2060–\u206018:30',
      zone: 'GMT+8',
    });
    expect(supportHoursWords('zh')).toMatchObject({ firstDay: '星期一', lastDay: '星期五', zone: 'GMT+8' });
  });
});
