import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../session/sessionStore.ts';
import {
  DEV_API_BASE_KEY,
  clearDevApiBase,
  devSessionUrl,
  normalizeApiBase,
  readDevApiBase,
  saveDevApiBase,
} from './devConfig.ts';

describe('developer configuration', () => {
  it('accepts http(s) URLs and site paths, without a trailing slash', () => {
    expect(normalizeApiBase(' https://api.example.com/api/ ')).toBe('https://api.example.com/api');
    expect(normalizeApiBase('http://127.0.0.1:4000/api')).toBe('http://127.0.0.1:4000/api');
    expect(normalizeApiBase('/api')).toBe('/api');
    expect(normalizeApiBase('ftp://example.com')).toBeNull();
    expect(normalizeApiBase('//example.com/api')).toBeNull();
    expect(normalizeApiBase('https://example.com/api?debug=1')).toBeNull();
    expect(normalizeApiBase('api.example.com')).toBeNull();
    expect(normalizeApiBase('')).toBeNull();
  });

  it('saves, reads and clears the override under its own key', () => {
    const storage = memoryStorage();
    expect(readDevApiBase(storage)).toBeNull();
    expect(saveDevApiBase('http://localhost:4000/api/', storage)).toBe(true);
    expect(storage.getItem(DEV_API_BASE_KEY)).toBe('http://localhost:4000/api');
    expect(readDevApiBase(storage)).toBe('http://localhost:4000/api');
    expect(saveDevApiBase('not an address', storage)).toBe(false);
    expect(readDevApiBase(storage)).toBe('http://localhost:4000/api');
    clearDevApiBase(storage);
    expect(readDevApiBase(storage)).toBeNull();
    expect(storage.getItem('token')).toBeNull();
  });

  it('ignores a hand-edited value that is not an address', () => {
    const storage = memoryStorage();
    storage.setItem(DEV_API_BASE_KEY, 'javascript:alert(1)');
    expect(readDevApiBase(storage)).toBeNull();
  });

  it('puts the token and language in the query string for the shell to store', () => {
    expect(devSessionUrl('/dev', { token: ' abc123 ', lang: 'en' })).toBe('/dev?token=abc123&lang=en');
    expect(devSessionUrl('/dev', { token: '', lang: 'zh' })).toBe('/dev?lang=zh');
    expect(devSessionUrl('/dev', {})).toBe('/dev');
  });
});
