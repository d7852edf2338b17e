import type { ApiError } from './errors.ts';

/**
 * Whether a failure is an `ApiError` (a failed API call). In a module of its own, without the `ApiError` class: a
 * screen that only tells an API failure from others does not bundle the class and, with it, every server and client
 * message (the error catalogue's ids, which its first load would then have to load).
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError';
}
