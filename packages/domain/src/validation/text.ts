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
