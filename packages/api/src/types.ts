import type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import type { ApiError } from './errors.ts';
import type { paths } from './generated/schema.d.ts';

/*
 * Every answer of the API is the `{code, msg, data}` envelope. The client unwraps it (code 0 gives `data`, any
 * other code throws an ApiError), so the operations are re-typed here with `data` as their JSON response.
 */

/** What a successful call returns: the envelope's `data`, or null when the server sends none. */
export type EnvelopeData<Body> = Body extends { code: number }
  ? Body extends { data?: infer Data }
    ? undefined extends Data
      ? Exclude<Data, undefined> | null
      : Data
    : null
  : Body;

type UnwrapResponse<R> = R extends { content: { 'application/json': infer Body } }
  ? Omit<R, 'content'> & { content: { 'application/json': EnvelopeData<Body> } }
  : R;

/**
 * Failures never come back as values: the client throws them as `ApiError`. The `default` response says so, so
 * the error type openapi-fetch and openapi-react-query report (a query's `error`) is `ApiError`.
 */
interface ThrownApiError {
  headers: { [name: string]: unknown };
  content: { 'application/json': ApiError };
}

type UnwrapOperation<Op> = Op extends { responses: infer Responses }
  ? Omit<Op, 'responses'> & {
      responses: { [Status in keyof Responses]: UnwrapResponse<Responses[Status]> } & { default: ThrownApiError };
    }
  : Op;

/** Unwraps the envelope of every operation of a generated `paths` type. */
export type UnwrapPaths<Paths> = {
  [Path in keyof Paths]: {
    [Key in keyof Paths[Path]]: Key extends HttpMethod ? UnwrapOperation<Paths[Path][Key]> : Paths[Path][Key];
  };
};

/** The API as the client sees it: the generated contract with each response's envelope unwrapped. */
export type ApiPaths = UnwrapPaths<paths>;

export type { HttpMethod };

export type ApiPath<Method extends HttpMethod> = PathsWithMethod<ApiPaths, Method>;

/** The request options of one operation (`params`, `body`) plus the client's own flags. */
export type ApiInit<Method extends HttpMethod, Path extends ApiPath<Method>> = MaybeOptionalInit<
  ApiPaths[Path],
  Method
>;

/** The client's own per-call flags, read by its middleware. */
export interface CallFlags {
  /** No loading indicator for this call (spec 7: `hideLoading`). */
  hideLoading?: boolean;
}

/** The trailing init argument: required only when the operation has required parameters or a body. */
export type InitArg<Init> = RequiredKeysOf<Init> extends never ? [init?: Init & CallFlags] : [init: Init & CallFlags];

/** The unwrapped `data` an operation answers with. */
export type ApiData<Method extends HttpMethod, Path extends ApiPath<Method>, Init = ApiInit<Method, Path>> = Exclude<
  FetchResponse<ApiPaths[Path][Method] & Record<string | number, unknown>, Init, 'application/json'>,
  { data?: never }
>['data'];
