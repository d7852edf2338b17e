/**
 * Client-side field errors shared by the sign-in panel and the account-area forms. Kept apart from the server-error
 * helpers (accountForms.ts), which bring the server's error catalogue that the sign-in page does not load.
 */
import type { ValidationReason } from '@kankan/domain';
import { messageForReason } from '@kankan/i18n';
import { useEffect, useRef, useState } from 'react';

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
