import { describe, expect, it } from 'vitest';
import { detectLocale } from './detect.ts';

describe('detectLocale', () => {
  it('prefers the saved choice over the browser', () => {
    expect(detectLocale({ saved: 'en', browser: 'zh-CN' })).toBe('en');
    expect(detectLocale({ saved: 'zh', browser: 'fr-FR' })).toBe('zh');
  });
  it('uses Chinese only for browser languages starting with zh', () => {
    expect(detectLocale({ saved: null, browser: 'zh-TW' })).toBe('zh');
    expect(detectLocale({ saved: null, browser: 'ZH' })).toBe('zh');
    expect(detectLocale({ saved: null, browser: 'en-US' })).toBe('en');
    expect(detectLocale({ saved: null, browser: 'ja' })).toBe('en');
    expect(detectLocale({ saved: 'de', browser: undefined })).toBe('en');
  });
});
