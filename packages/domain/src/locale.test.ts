import { describe, expect, it } from 'vitest';
import { detectLocale } from './locale.ts';

describe('detectLocale', () => {
  it('prefers a saved choice, else zh* browsers are Chinese, everything else English', () => {
    expect(detectLocale({ saved: 'en', browser: 'zh-CN' })).toBe('en');
    expect(detectLocale({ saved: 'zh', browser: 'en-US' })).toBe('zh');
    expect(detectLocale({ saved: null, browser: 'zh-TW' })).toBe('zh');
    expect(detectLocale({ saved: 'fr', browser: 'ZH' })).toBe('zh');
    expect(detectLocale({ saved: undefined, browser: 'ja-JP' })).toBe('en');
    expect(detectLocale({ saved: null, browser: null })).toBe('en');
  });
});
