import { describe, expect, it } from 'vitest';
import { isValidationReason, VALIDATION_REASONS } from './reasons.ts';
import { sensitiveWordCheck, validateSensitiveWords } from './sensitive.ts';
import { charCount, hasErrors, hasUnsafeNameCharacters, validateMaxLength, validateRequired } from './text.ts';

describe('generic rules', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(charCount('看看')).toBe(2);
    expect(charCount('😀a')).toBe(2);
  });

  it('checks required and maximum length', () => {
    expect(validateRequired(' ')).toBe('required');
    expect(validateRequired(null)).toBe('required');
    expect(validateRequired('x')).toBeNull();
    expect(validateMaxLength('abc', 3)).toBeNull();
    expect(validateMaxLength('abcd', 3)).toBe('tooLong');
  });

  it('tells a form with errors apart', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ title: 'required' })).toBe(true);
  });

  it('refuses titles and contents with sensitive words', () => {
    const check = sensitiveWordCheck(['forbidden', '禁词']);
    expect(validateSensitiveWords('A FORBIDDEN tour', check)).toBe('sensitiveWords');
    expect(validateSensitiveWords('客厅禁 词', check)).toBe('sensitiveWords');
    expect(validateSensitiveWords('Living room', check)).toBeNull();
    expect(validateSensitiveWords('Living room', (text) => text.includes('room'))).toBe('sensitiveWords');
  });

  it('lists unique reason codes', () => {
    expect(new Set(VALIDATION_REASONS).size).toBe(VALIDATION_REASONS.length);
    expect(isValidationReason('passwordTooShort')).toBe(true);
    expect(isValidationReason('nope')).toBe(false);
  });
});

describe('hasUnsafeNameCharacters', () => {
  it('finds bidi overrides and isolates, zero-width and control characters, lone surrogates', () => {
    for (const bad of ['\u202Egpj.exe', 'a\u202Ab', 'a\u2066b\u2069', 'a\u200Bb', 'a\u200Eb', 'a\u0000b', 'a\tb']) {
      expect(hasUnsafeNameCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
    expect(hasUnsafeNameCharacters('a\u2028b')).toBe(true);
    expect(hasUnsafeNameCharacters('a\uFEFFb')).toBe(true);
    expect(hasUnsafeNameCharacters('a\uE000b')).toBe(true);
    expect(hasUnsafeNameCharacters('a\uD800b')).toBe(true);
  });

  it('accepts letters of any script, spaces, punctuation and emoji (joined ones too)', () => {
    for (const good of ['张三', 'Zoë Li', 'محمد', 'a-b_c.d', '😀', '👩\u200D💻 dev', '❤\uFE0F']) {
      expect(hasUnsafeNameCharacters(good), JSON.stringify(good)).toBe(false);
    }
  });
});
