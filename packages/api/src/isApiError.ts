import type { ApiError } from './errors.ts';

/**
 * Whether a failure is an `ApiError` (a failed API call), by its name: in a module of its own, without the `ApiError`
 * class, so a screen that only tells an API failure from others does not need the class.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError';
}
