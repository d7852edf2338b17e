export {
  SESSION_FREE_PATHS,
  call,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type FetchFunction,
} from './client.ts';
export { ApiError, type ApiErrorKind } from './errors.ts';
export { isApiError, refusedSerial } from './isApiError.ts';
export type { ApiData, ApiInit, ApiPath, ApiPaths, CallFlags, EnvelopeData, HttpMethod, UnwrapPaths } from './types.ts';
export type { components, operations, paths } from './generated/schema.d.ts';
export * from './react/index.ts';
