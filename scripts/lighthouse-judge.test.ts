import { describe, expect, it } from 'vitest';
import { FLOORS, median, shortfalls } from './lighthouse-judge.mjs';

const passing = { performance: 99, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 640, cls: 0 };

describe('the Lighthouse judge', () => {
  it('takes the middle run, so one slow run of three does not decide', () => {
    expect(median([97, 61, 98])).toBe(97);
    expect(median([1200, 700, 650])).toBe(700);
    expect(median([1, 2, 3, 4])).toBe(2.5);
  });

  it('passes a page at every floor exactly', () => {
    expect(shortfalls({ ...FLOORS })).toEqual([]);
    expect(shortfalls(passing)).toEqual([]);
  });

  it('names each measure that falls short', () => {
    expect(shortfalls({ ...passing, performance: 94 })).toEqual(['performance 94 < 95']);
    expect(shortfalls({ ...passing, seo: 82, lcpMs: 1402 })).toEqual(['SEO 82 < 100', 'LCP 1402 ms > 1000 ms']);
    expect(shortfalls({ ...passing, accessibility: 98, bestPractices: 96, cls: 0.02 })).toEqual([
      'accessibility 98 < 100',
      'best practices 96 < 100',
      'CLS 0.02 > 0.01',
    ]);
  });
});
