import { describe, expect, it } from 'vitest';
import { downloadQuota, paidDownloadPrice } from './downloads.ts';

describe('downloadQuota', () => {
  it('gives a member 10 free downloads and counts down to none', () => {
    expect(downloadQuota(true, 0)).toEqual({ freeTotal: 10, freeUsed: 0, freeLeft: 10 });
    expect(downloadQuota(true, 9).freeLeft).toBe(1);
    expect(downloadQuota(true, 10).freeLeft).toBe(0);
    expect(downloadQuota(true, 12).freeLeft).toBe(0);
  });

  it('gives no free downloads without a membership', () => {
    expect(downloadQuota(false, 0)).toEqual({ freeTotal: 0, freeUsed: 0, freeLeft: 0 });
  });
});

describe('paidDownloadPrice', () => {
  it('is 99 yuan at home and a whole-dollar price abroad', () => {
    expect(paidDownloadPrice('CNY')).toBe(99);
    expect(paidDownloadPrice('USD')).toBe(14);
  });
});
