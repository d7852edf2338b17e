import type { ValidationReason } from './reasons.ts';

/** Errors of a form, one reason per field that fails. An empty object means valid. */
export type FieldErrors<F extends string> = Partial<Record<F, ValidationReason>>;

export function hasErrors<F extends string>(errors: FieldErrors<F>): boolean {
  return Object.values(errors).some((reason) => reason != null);
}

/** Length in characters as the user sees them: a Chinese character or an emoji counts once. */
export function charCount(value: string): number {
  return [...value].length;
}

/*
 * Characters a name shown to other people must not hold: control characters, format characters (the bidi
 * overrides and isolates such as U+202E that make a name read backwards, zero-width spaces that make two names
 * look the same), private-use characters, lone surrogates and line or paragraph separators. The zero-width joiner
 * is kept: emoji sequences need it and it changes no reading order.
 */
const unsafeNameCharacter = /(?!\u200D)[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}]/u;

/** True when a name holds a character that can spoof or hide how it reads (see above). */
export function hasUnsafeNameCharacters(value: string): boolean {
  return unsafeNameCharacter.test(value);
}

export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/** `'required'` for a blank value. */
export function validateRequired(value: string | null | undefined): ValidationReason | null {
  return isBlank(value) ? 'required' : null;
}

/** `'tooLong'` when the value has more than `max` characters. */
export function validateMaxLength(value: string, max: number): ValidationReason | null {
  return charCount(value) > max ? 'tooLong' : null;
}

/** Removes undefined/null entries so a form's result holds only failing fields. */
export function compactErrors<F extends string>(
  entries: Record<F, ValidationReason | null | undefined>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const key of Object.keys(entries) as F[]) {
    const reason = entries[key];
    if (reason != null) errors[key] = reason;
  }
  return errors;
}
