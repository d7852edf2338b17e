import { beforeAll, describe, expect, it } from 'vitest';
import {
  daysLeft,
  formatCapacity,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatDaysLeft,
  formatNumber,
  formatRmb,
  formatUsd,
} from './format.ts';
import { activateLocale } from './instance.ts';

describe('money', () => {
  it('shows RMB with ¥ and dollars with US$ in both languages', () => {
    for (const locale of ['zh', 'en'] as const) {
      expect(formatRmb(12800, { locale })).toBe('¥12,800');
      expect(formatUsd(1799, { locale })).toBe('US$1,799');
      expect(formatRmb(0.42, { locale })).toBe('¥0.42');
      expect(formatUsd(19.5, { locale })).toBe('US$19.50');
    }
  });

  it('always shows cents when asked, for columns of amounts', () => {
    expect(formatRmb(129, { locale: 'zh', decimals: 2 })).toBe('¥129.00');
    expect(formatUsd(1799, { locale: 'en', decimals: 2 })).toBe('US$1,799.00');
  });
});

describe('dates', () => {
  const t = Date.UTC(2026, 10, 21, 5, 30); // 21 Nov 2026 05:30 UTC
  it('formats a day per language', () => {
    expect(formatDate(t, { locale: 'zh', timeZone: 'Asia/Shanghai' })).toBe('2026年11月21日');
    expect(formatDate(t, { locale: 'en', timeZone: 'Asia/Shanghai' })).toBe('Nov 21, 2026');
  });
  it('formats a day and time per language, in the given time zone', () => {
    expect(formatDateTime(t, { locale: 'zh', timeZone: 'Asia/Shanghai' })).toBe('2026年11月21日 13:30');
    expect(formatDateTime(t, { locale: 'en', timeZone: 'UTC' })).toBe('Nov 21, 2026, 5:30 AM');
  });
});

describe('numbers', () => {
  it('groups digits in the given language', () => {
    expect(formatNumber(1234567, { locale: 'en' })).toBe('1,234,567');
    expect(formatNumber(1234567, { locale: 'zh' })).toBe('1,234,567');
  });
});

describe('formatters kept between calls', () => {
  const t = Date.UTC(2026, 10, 21, 5, 30);
  it('keeps each language and time zone apart, whichever was asked for first', () => {
    const days = [
      formatDate(t, { locale: 'en', timeZone: 'Pacific/Kiritimati' }),
      formatDate(t, { locale: 'zh', timeZone: 'Pacific/Kiritimati' }),
      formatDate(t, { locale: 'en', timeZone: 'Pacific/Pago_Pago' }),
      formatDate(t, { locale: 'en', timeZone: 'Pacific/Kiritimati' }),
    ];
    expect(days).toEqual(['Nov 21, 2026', '2026年11月21日', 'Nov 20, 2026', 'Nov 21, 2026']);
  });
  it('keeps whole and cent amounts apart', () => {
    expect([formatRmb(5, { locale: 'en' }), formatRmb(5.5, { locale: 'en' }), formatRmb(5, { locale: 'en' })]).toEqual([
      '¥5',
      '¥5.50',
      '¥5',
    ]);
  });
});

describe('capacity', () => {
  it('shows GB under 1024 GB and TB from there', () => {
    expect(formatCapacity(10, { unit: 'GB', locale: 'en' })).toBe('10 GB');
    expect(formatCapacity(200, { unit: 'GB', locale: 'zh' })).toBe('200 GB');
    expect(formatCapacity(1024, { unit: 'GB', locale: 'en' })).toBe('1 TB');
    expect(formatCapacity(1536, { unit: 'GB', locale: 'en' })).toBe('1.5 TB');
  });
  it('converts bytes and rounds to two decimals', () => {
    expect(formatCapacity(5 * 1024 ** 3, { locale: 'en' })).toBe('5 GB');
    expect(formatCapacity(1.234567 * 1024 ** 3, { locale: 'zh' })).toBe('1.23 GB');
    expect(formatCapacity(0, { locale: 'en' })).toBe('0 GB');
    expect(formatCapacity(1024, { locale: 'en' })).toBe('<0.01 GB');
  });
});

describe('words in the active language', () => {
  describe('English', () => {
    beforeAll(() => activateLocale('en'));
    it('counts down in seconds under a minute, then mm:ss', () => {
      expect(formatCountdown(59)).toBe('59 s');
      expect(formatCountdown(0)).toBe('0 s');
      expect(formatCountdown(60)).toBe('01:00');
      expect(formatCountdown(605)).toBe('10:05');
    });
    it('says how many days are left', () => {
      expect(formatDaysLeft(1)).toBe('1 day left');
      expect(formatDaysLeft(3)).toBe('3 days left');
      expect(formatDaysLeft(0)).toBe('Expires today');
      expect(formatDaysLeft(-2)).toBe('Expired');
    });
  });

  describe('Chinese', () => {
    beforeAll(() => activateLocale('zh'));
    it('counts down in seconds under a minute, then mm:ss', () => {
      expect(formatCountdown(59)).toBe('59 秒');
      expect(formatCountdown(125)).toBe('02:05');
    });
    it('says how many days are left', () => {
      expect(formatDaysLeft(3)).toBe('剩余 3 天');
      expect(formatDaysLeft(0)).toBe('今天到期');
      expect(formatDaysLeft(-1)).toBe('已过期');
    });
  });
});

describe('daysLeft', () => {
  it('counts calendar days between two moments', () => {
    const now = new Date(2026, 10, 21, 23, 0).getTime();
    expect(daysLeft(new Date(2026, 10, 22, 1, 0).getTime(), now)).toBe(1);
    expect(daysLeft(new Date(2026, 10, 21, 8, 0).getTime(), now)).toBe(0);
    expect(daysLeft(new Date(2026, 10, 20, 23, 59).getTime(), now)).toBe(-1);
    expect(daysLeft(new Date(2026, 11, 21, 0, 0).getTime(), now)).toBe(30);
  });
});
