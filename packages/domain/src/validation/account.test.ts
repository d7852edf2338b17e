import { describe, expect, it } from 'vitest';
import {
  validateAgreement,
  validateCodeRequestAccount,
  validatePassword,
  validatePasswordConfirmation,
  validateUserName,
} from './account.ts';
import { sensitiveWordCheck } from './sensitive.ts';

describe('validatePassword (8-16, upper, lower, digits)', () => {
  it('refuses 7 characters as too short and accepts 8', () => {
    expect(validatePassword('Abcdef1')).toBe('passwordTooShort');
    expect(validatePassword('Abcdef12')).toBeNull();
  });

  it('accepts 16 characters and refuses 17', () => {
    expect(validatePassword('Abcdefghijklmn12')).toBeNull();
    expect(validatePassword('Abcdefghijklmno12')).toBe('passwordTooLong');
  });

  it('needs upper case, lower case and digits', () => {
    expect(validatePassword('abcdefg1')).toBe('passwordWeak');
    expect(validatePassword('ABCDEFG1')).toBe('passwordWeak');
    expect(validatePassword('Abcdefgh')).toBe('passwordWeak');
    expect(validatePassword('')).toBe('required');
  });

  it('checks the confirmation', () => {
    expect(validatePasswordConfirmation('Abcdef12', 'Abcdef12')).toBeNull();
    expect(validatePasswordConfirmation('Abcdef12', 'Abcdef13')).toBe('passwordMismatch');
    expect(validatePasswordConfirmation('Abcdef12', '')).toBe('required');
  });
});

describe('validateUserName (2-11, not blank, no sensitive words)', () => {
  it('refuses 1 and 12 characters, accepts 2 and 11', () => {
    expect(validateUserName('a')).toBe('userNameLength');
    expect(validateUserName('ab')).toBeNull();
    expect(validateUserName('abcdefghijk')).toBeNull();
    expect(validateUserName('abcdefghijkl')).toBe('userNameLength');
  });

  it('counts Chinese characters one each', () => {
    expect(validateUserName('张三')).toBeNull();
    expect(validateUserName('张'.repeat(12))).toBe('userNameLength');
  });

  it('refuses control and direction-changing characters', () => {
    expect(validateUserName('ad\u202Enim')).toBe('userNameChars');
    expect(validateUserName('ab\u200Bc')).toBe('userNameChars');
    expect(validateUserName('ab\u0007')).toBe('userNameChars');
    expect(validateUserName('李\u2067四')).toBe('userNameChars');
  });

  it('refuses a blank name', () => {
    expect(validateUserName('')).toBe('userNameRequired');
    expect(validateUserName('   ')).toBe('userNameRequired');
  });

  it('refuses sensitive words from the default or a given list', () => {
    expect(validateUserName('SuperAdmin')).toBe('userNameSensitive');
    expect(validateUserName('官方客服')).toBe('userNameSensitive');
    const check = sensitiveWordCheck(['badword']);
    expect(validateUserName('myBadWord', check)).toBe('userNameSensitive');
    expect(validateUserName('admin2', check)).toBeNull();
  });
});

describe('agreement and code request', () => {
  it('needs the terms accepted', () => {
    expect(validateAgreement(false)).toBe('agreementRequired');
    expect(validateAgreement(true)).toBeNull();
  });

  it('needs a phone or e-mail before a code is sent', () => {
    expect(validateCodeRequestAccount(' ')).toBe('accountRequired');
    expect(validateCodeRequestAccount('13812345678')).toBeNull();
    expect(validateCodeRequestAccount('1381234567')).toBe('phoneInvalid');
    expect(validateCodeRequestAccount('li.ming@example.com')).toBeNull();
    expect(validateCodeRequestAccount('li@ming')).toBe('emailInvalid');
    expect(validateCodeRequestAccount('2025550123', '1')).toBeNull();
  });
});
