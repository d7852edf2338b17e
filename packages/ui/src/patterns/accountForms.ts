/** Helpers shared by the account-area forms (password, profile, address, folder name). */
import type { ValidationReason } from '@kankan/domain';
import { messageForCode, messageForReason } from '@kankan/i18n';
import { useEffect, useMemo, useRef, useState } from 'react';

/** A server refusal as the patterns receive it: the answer's code. */
export interface ServerError {
  code: number;
}

/**
 * Client-side reasons of a form, set on submit and each cleared when its field changes; after a failed submit focus
 * moves to the first invalid input inside `formRef`.
 */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<Partial<Record<F, ValidationReason>>>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return {
    errors,
    formRef,
    /** Records the failing reasons; true when there are none. */
    check(next: Partial<Record<F, ValidationReason | null | undefined>>): boolean {
      const failing: Partial<Record<F, ValidationReason>> = {};
      for (const key of Object.keys(next) as F[]) {
        const reason = next[key];
        if (reason) failing[key] = reason;
      }
      setErrors(failing);
      setAttempt((n) => n + 1);
      return Object.keys(failing).length === 0;
    },
    clear(field: F) {
      setErrors((current) =>
        field in current
          ? (Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)) as typeof current)
          : current,
      );
    },
  };
}

/** The invalid state and message of a field with a client-side reason; server errors come through the Form. */
export function reasonProps(reason: ValidationReason | undefined, field: string) {
  return reason ? { isInvalid: true, errorMessage: messageForReason(reason, { field }) } : {};
}

/**
 * A server code placed where it belongs: at the field `fieldFor` names (as the Form's `validationErrors`, which a
 * field drops once the user edits it), or above the form. Stable while the error object is the same.
 */
export function useServerError<F extends string>(
  serverError: ServerError | null | undefined,
  fieldFor: Partial<Record<number, F>>,
): { validationErrors: Partial<Record<F, string>>; formError: string | null; field: F | null } {
  return useMemo(() => {
    if (!serverError) return { validationErrors: {}, formError: null, field: null };
    const message = messageForCode(serverError.code);
    const field = fieldFor[serverError.code] ?? null;
    if (field === null) return { validationErrors: {}, formError: message, field: null };
    const validationErrors: Partial<Record<F, string>> = {};
    validationErrors[field] = message;
    return { validationErrors, formError: null, field };
    // The field map is a constant of each pattern.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverError]);
}
