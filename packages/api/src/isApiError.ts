import type { ApiError } from './errors.ts';

/**
 * Whether a failure is an `ApiError` (a failed API call), by its name: in a module of its own, without the `ApiError`
 * class, so a screen that only tells an API failure from others does not need the class.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError';
}

/** The serial number a refused camera binding names (`data.snCode`), so the screen marks that row; else null. */
export function refusedSerial(error: unknown): string | null {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return null;
  const serial = (error.data as { snCode?: unknown }).snCode;
  return typeof serial === 'string' ? serial : null;
}
