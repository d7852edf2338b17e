/** Helpers shared by the account-area forms (password, profile, address, folder name). */
import { messageForCode } from '@kankan/i18n';
import { useMemo } from 'react';

export { reasonProps, useFieldErrors } from './fieldErrors.ts';

/** A server refusal as the patterns receive it: the answer's code. */
export interface ServerError {
  code: number;
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
