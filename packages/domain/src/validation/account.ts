import { PASSWORD_LENGTH, USER_NAME_LENGTH } from '../constants/limits.ts';
import { validateEmail, validatePhone } from './contact.ts';
import type { ValidationReason } from './reasons.ts';
import { defaultSensitiveWordCheck, type SensitiveWordCheck } from './sensitive.ts';
import { charCount, hasUnsafeNameCharacters, isBlank } from './text.ts';

/**
 * Password: 8-16 characters containing upper-case letters, lower-case letters and digits.
 * Checked in this order: blank, under 8 (`passwordTooShort`), over 16, missing a character class (`passwordWeak`).
 */
export function validatePassword(password: string): ValidationReason | null {
  if (password === '') return 'required';
  const length = charCount(password);
  if (length < PASSWORD_LENGTH.min) return 'passwordTooShort';
  if (length > PASSWORD_LENGTH.max) return 'passwordTooLong';
  if (!/[A-Z]/.test(password) || !/[a-z]/.test(password) || !/\d/.test(password)) return 'passwordWeak';
  return null;
}

/** The confirmation must repeat the password exactly. */
export function validatePasswordConfirmation(password: string, confirmation: string): ValidationReason | null {
  if (confirmation === '') return 'required';
  return password === confirmation ? null : 'passwordMismatch';
}

/**
 * User name: not blank, 2-11 characters (after trimming), no control or direction-changing characters, no
 * sensitive words. Uniqueness is the server's
 * (code 3007).
 */
export function validateUserName(
  userName: string,
  check: SensitiveWordCheck = defaultSensitiveWordCheck,
): ValidationReason | null {
  const name = userName.trim();
  if (name === '') return 'userNameRequired';
  const length = charCount(name);
  if (length < USER_NAME_LENGTH.min || length > USER_NAME_LENGTH.max) return 'userNameLength';
  if (hasUnsafeNameCharacters(name)) return 'userNameChars';
  if (check(name)) return 'userNameSensitive';
  return null;
}

/** The terms must be accepted before registering or ordering. */
export function validateAgreement(accepted: boolean): ValidationReason | null {
  return accepted ? null : 'agreementRequired';
}

/**
 * Before a verification code is requested: a phone number or an e-mail is required; a value with "@" is checked as
 * an e-mail, anything else as a phone number (with the given area code, default 86).
 */
export function validateCodeRequestAccount(account: string, areaCode?: string): ValidationReason | null {
  if (isBlank(account)) return 'accountRequired';
  const value = account.trim();
  if (value.includes('@')) return validateEmail(value);
  return validatePhone(value, areaCode === undefined ? {} : { areaCode });
}
