import { isApiError } from '@kankan/api';
import { SESSION_EXPIRED_CODE } from '@kankan/i18n';
import type { ShowToastOptions } from '@kankan/ui';

/**
 * The toast a failed call shows when its screen does not show the error itself (spec 7.5): a server code's
 * catalogue message as a warning; "Network request failed", a timeout or a broken answer as an error. Nothing for
 * 3004 (the session-expired flow has its own message) or for a call its caller cancelled.
 */
export function toastForError(error: unknown): ShowToastOptions | null {
  if (!isApiError(error)) return null;
  if (error.kind === 'server') {
    return error.code === SESSION_EXPIRED_CODE ? null : { tone: 'caution', title: error.message };
  }
  return { tone: 'critical', title: error.message };
}
