import { describe, expect, it } from 'vitest';
import { userNameKey } from './userNameKey.ts';

describe('userNameKey', () => {
  it('makes look-alike names equal', () => {
    const key = userNameKey('demo');
    expect(userNameKey('Demo')).toBe(key);
    expect(userNameKey('DEMO')).toBe(key);
    expect(userNameKey('dem\u043e')).toBe(key); // Cyrillic о
    expect(userNameKey('\u0501em\u03bf')).toBe(key); // Cyrillic ԁ, Greek ο
    expect(userNameKey('ｄｅｍｏ')).toBe(key); // full-width
    expect(userNameKey('ＤＥＭＯ')).toBe(key);
    expect(userNameKey(' demo ')).toBe(key);
  });

  it('keeps different names apart', () => {
    expect(userNameKey('demo1')).not.toBe(userNameKey('demo'));
    expect(userNameKey('王芳')).not.toBe(userNameKey('王方'));
    expect(userNameKey('王芳')).toBe('王芳');
    expect(userNameKey('Иван')).not.toBe(userNameKey('ивa'));
  });
});
