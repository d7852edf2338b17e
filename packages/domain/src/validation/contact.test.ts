import { describe, expect, it } from 'vitest';
import {
  isLandline,
  isPhoneNumber,
  validateContact,
  validateEmail,
  validateIdCard,
  validateLandline,
  validatePhone,
} from './contact.ts';

describe('phones', () => {
  it('accepts mainland mobiles of 11 digits starting with 1', () => {
    expect(validatePhone('13812345678')).toBeNull();
    expect(validatePhone('+86 138 1234 5678')).toBeNull();
    expect(validatePhone('1381234567')).toBe('phoneInvalid');
    expect(validatePhone('138123456789')).toBe('phoneInvalid');
    expect(validatePhone('23812345678')).toBe('phoneInvalid');
    expect(validatePhone('')).toBe('phoneRequired');
  });

  it('accepts international numbers by area code or + prefix', () => {
    expect(validatePhone('2025550123', { areaCode: '1' })).toBeNull();
    expect(validatePhone('+1 202 555 0123')).toBeNull();
    expect(validatePhone('+44 20 7946 0958')).toBeNull();
    expect(validatePhone('07700900123', { areaCode: '44' })).toBeNull();
    expect(validatePhone('12', { areaCode: '1' })).toBe('phoneInvalid');
    expect(validatePhone('+1 12')).toBe('phoneInvalid');
    expect(isPhoneNumber('abc', '1')).toBe(false);
  });

  it('recognises landlines with optional area code and extension', () => {
    expect(isLandline('010-12345678')).toBe(true);
    expect(isLandline('0755-1234567')).toBe(true);
    expect(isLandline('02112345678')).toBe(true);
    expect(isLandline('12345678')).toBe(true);
    expect(isLandline('010-12345678-123')).toBe(true);
    expect(validateLandline('010-123')).toBe('landlineInvalid');
    expect(validateLandline('abc')).toBe('landlineInvalid');
  });
});

describe('validateEmail', () => {
  it('accepts letters and digits with _ . - separators and a 2-4 letter suffix', () => {
    expect(validateEmail('li_ming.2024-x@mail-box.example.com')).toBeNull();
    expect(validateEmail('a@b.cn')).toBeNull();
    expect(validateEmail('a@b.info')).toBeNull();
  });

  it('refuses other shapes', () => {
    expect(validateEmail('a@b.c')).toBe('emailInvalid');
    expect(validateEmail('a@b.museum')).toBe('emailInvalid');
    expect(validateEmail('a..b@c.com')).toBe('emailInvalid');
    expect(validateEmail('a+b@c.com')).toBe('emailInvalid');
    expect(validateEmail('ab.com')).toBe('emailInvalid');
    expect(validateEmail(' ')).toBe('emailRequired');
  });

  it('enforces a maximum length when given', () => {
    const thirty = `${'a'.repeat(24)}@b.com`;
    expect(thirty).toHaveLength(30);
    expect(validateEmail(thirty, { max: 30 })).toBeNull();
    expect(validateEmail(`a${thirty}`, { max: 30 })).toBe('emailTooLong');
  });
});

describe('validateIdCard', () => {
  it('accepts 15 or 18 digits (18th may be X)', () => {
    expect(validateIdCard('110105198001010011')).toBeNull();
    expect(validateIdCard('11010519800101001X')).toBeNull();
    expect(validateIdCard('110105800101001')).toBeNull();
    expect(validateIdCard('11010519800101001')).toBe('idCardInvalid');
    expect(validateIdCard('1101051980010100111')).toBe('idCardInvalid');
    expect(validateIdCard('')).toBe('required');
  });
});

describe('validateContact', () => {
  it('accepts an e-mail, a phone or a landline', () => {
    expect(validateContact('li@example.com')).toBeNull();
    expect(validateContact('13812345678')).toBeNull();
    expect(validateContact('010-12345678')).toBeNull();
    expect(validateContact('+44 20 7946 0958')).toBeNull();
  });

  it('refuses anything else', () => {
    expect(validateContact('call me')).toBe('contactInvalid');
    expect(validateContact('12345')).toBe('contactInvalid');
    expect(validateContact('')).toBe('contactRequired');
  });
});
