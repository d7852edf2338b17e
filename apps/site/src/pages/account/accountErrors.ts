import { isApiError } from '@kankan/api';
import { useCallback } from 'react';
import { useSite } from '../../app/SiteContext.tsx';
import { toastForError } from '../../rules/errorFeedback.ts';

/** A server refusal as the account patterns take it. */
export interface CodeError {
  code: number;
}

/** The code of a failed API call (a server's, or the client's for no answer or a timeout); null for other errors. */
export function codeOf(error: unknown): number | null {
  return isApiError(error) ? error.code : null;
}

/**
 * Turns a failed call of a form into what its pattern shows at the field: the server's code. A failure without a
 * code (network, timeout) has no field to go to, so it is shown as the site's toast and the form keeps its input.
 */
export function useCodeError(): (error: unknown) => CodeError | null {
  const site = useSite();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.kind === 'server') return { code: error.code };
      const toast = toastForError(error);
      if (toast) site.notify(toast);
      return null;
    },
    [site],
  );
}
