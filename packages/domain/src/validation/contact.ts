import { DEFAULT_AREA_CODE } from '../constants/request.ts';
import { isInternationalNumber } from './international.ts';
import type { ValidationReason } from './reasons.ts';
import { charCount, isBlank } from './text.ts';

/** Mainland mobile: 11 digits starting with 1. */
export const MAINLAND_MOBILE_PATTERN = /^1\d{10}$/;

/** Landline: optional area code (0 + 2-3 digits, optional dash), 7-8 digits, optional dash and 1-6 digit extension. */
export const LANDLINE_PATTERN = /^(?:0\d{2,3}-?)?[1-9]\d{6,7}(?:-\d{1,6})?$/;

/** E-mail: letters and digits joined by single _ . - separators, an @, the same for the domain, a 2-4 letter suffix. */
export const EMAIL_PATTERN = /^[A-Za-z0-9]+(?:[_.-][A-Za-z0-9]+)*@[A-Za-z0-9]+(?:[_.-][A-Za-z0-9]+)*\.[A-Za-z]{2,4}$/;

/** ID card: 15 digits, or 17 digits and a check character (a digit or X). */
export const ID_CARD_PATTERN = /^(?:\d{15}|\d{17}[\dXx])$/;

export function isMainlandMobile(value: string): boolean {
  return MAINLAND_MOBILE_PATTERN.test(value.trim());
}

export function isLandline(value: string): boolean {
  return LANDLINE_PATTERN.test(value.trim());
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The number with spaces and dashes removed, and the calling code it is checked against ("+" numbers carry theirs). */
function phoneParts(value: string, areaCode: string): { number: string; code: string | undefined } {
  const number = value.trim().replace(/[\s-]/g, '');
  if (number.startsWith('+')) {
    return number.startsWith(`+${DEFAULT_AREA_CODE}`)
      ? { number: number.slice(DEFAULT_AREA_CODE.length + 1), code: DEFAULT_AREA_CODE }
      : { number, code: undefined };
  }
  return { number, code: areaCode.replace(/^\+/, '') };
}

/**
 * A phone number valid for its country. With area code 86 (the default) the mainland pattern applies; a number
 * written with a leading "+" or another area code is checked by libphonenumber-js.
 */
export function isPhoneNumber(value: string, areaCode: string = DEFAULT_AREA_CODE): boolean {
  const { number, code } = phoneParts(value, areaCode);
  if (number === '') return false;
  if (code === DEFAULT_AREA_CODE) return isMainlandMobile(number);
  if (code !== undefined && !/^\d+$/.test(number)) return false;
  return isInternationalNumber(number, code);
}

/** Mobile phone: required, then valid for the area code (default 86, the mainland pattern). */
export function validatePhone(value: string, options: { areaCode?: string } = {}): ValidationReason | null {
  if (isBlank(value)) return 'phoneRequired';
  return isPhoneNumber(value, options.areaCode) ? null : 'phoneInvalid';
}

export function validateLandline(value: string): ValidationReason | null {
  if (isBlank(value)) return 'phoneRequired';
  return isLandline(value) ? null : 'landlineInvalid';
}

/** E-mail: required, valid pattern, and at most `max` characters when a limit is given. */
export function validateEmail(value: string, options: { max?: number } = {}): ValidationReason | null {
  if (isBlank(value)) return 'emailRequired';
  const email = value.trim();
  if (options.max !== undefined && charCount(email) > options.max) return 'emailTooLong';
  return isEmail(email) ? null : 'emailInvalid';
}

export function validateIdCard(value: string): ValidationReason | null {
  if (isBlank(value)) return 'required';
  return ID_CARD_PATTERN.test(value.trim()) ? null : 'idCardInvalid';
}

/** Contact of a customer message: an e-mail, a mobile number (mainland or "+"-prefixed) or a landline. */
export function validateContact(value: string): ValidationReason | null {
  if (isBlank(value)) return 'contactRequired';
  const contact = value.trim();
  return isEmail(contact) || isPhoneNumber(contact) || isLandline(contact) ? null : 'contactInvalid';
}
