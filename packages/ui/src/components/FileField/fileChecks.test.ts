import { describe, expect, it } from 'vitest';
import { acceptedTypeNames, checkFile, formatFileSize } from './fileChecks.ts';

const avatar = { mimeTypes: ['image/jpeg', 'image/png'], extensions: ['jpg', 'jpeg', 'png'], maxBytes: 1024 * 1024 };

describe('checkFile', () => {
  it('accepts a JPG or PNG under the limit', () => {
    expect(checkFile({ name: 'me.jpg', type: 'image/jpeg', size: 200_000 }, avatar)).toBeNull();
    expect(checkFile({ name: 'me.PNG', type: 'image/png', size: 1024 * 1024 - 1 }, avatar)).toBeNull();
  });

  it('rejects other types, whatever the extension says', () => {
    expect(checkFile({ name: 'me.gif', type: 'image/gif', size: 10 }, avatar)).toBe('type');
    expect(checkFile({ name: 'me.png', type: 'image/webp', size: 10 }, avatar)).toBe('type');
  });

  it('falls back to the extension only when the browser gives no type', () => {
    expect(checkFile({ name: 'me.JPEG', type: '', size: 10 }, avatar)).toBeNull();
    expect(checkFile({ name: 'me.heic', type: '', size: 10 }, avatar)).toBe('type');
    expect(checkFile({ name: 'noextension', type: '', size: 10 }, avatar)).toBe('type');
  });

  it('treats the size limit as exclusive ("under 1 MB")', () => {
    expect(checkFile({ name: 'big.png', type: 'image/png', size: 1024 * 1024 }, avatar)).toBe('size');
  });

  it('reports the type before the size', () => {
    expect(checkFile({ name: 'big.gif', type: 'image/gif', size: 5 * 1024 * 1024 }, avatar)).toBe('type');
  });

  it('accepts anything when no rules are given', () => {
    expect(checkFile({ name: 'a.bin', type: 'application/octet-stream', size: 1e9 }, {})).toBeNull();
  });
});

describe('messages helpers', () => {
  it('names the accepted types once each, JPEG folded into JPG', () => {
    expect(acceptedTypeNames(avatar)).toEqual(['JPG', 'PNG']);
    expect(acceptedTypeNames({ mimeTypes: ['image/png', 'application/pdf'] })).toEqual(['PNG', 'PDF']);
  });

  it('formats sizes in the user language', () => {
    expect(formatFileSize(1024 * 1024, 'en')).toBe('1 MB');
    expect(formatFileSize(500 * 1024, 'en')).toBe('500 kB');
    expect(formatFileSize(1536 * 1024, 'zh')).toBe('1.5 MB');
  });
});
