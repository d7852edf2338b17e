import { REQUEST } from '@kankan/domain';
import { networkFailedMessage, SESSION_EXPIRED_CODE, type Locale } from '@kankan/i18n';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, type ApiErrorInit } from './errors.ts';
import type { ApiData, ApiInit, ApiPath, ApiPaths, CallFlags, HttpMethod, InitArg } from './types.ts';

/**
 * Calls that are sent without the token and whose 3004 does not end the session (spec 7): logout, sendUserInfo,
 * queryOrderStatus and checkToken.
 */
export const SESSION_FREE_PATHS: readonly string[] = [
  '/sso/user/logout',
  '/sso/user/sendUserInfo',
  '/user/order/queryOrderStatus',
  '/user/checkToken',
];

export type FetchFunction = (input: Request, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Where `/api` lives, e.g. `/api` or `https://example.com/api`. */
  baseUrl: string;
  /** The session token, sent as the `token` header; null when logged out. */
  getToken: () => string | null | undefined;
  /** The site's language, sent as `Accept-Language` so the server answers in it. */
  getLocale?: () => Locale;
  /**
   * Code 3004 on a call outside the session-free list: the session has ended (log out, go to login). `sentToken` is
   * the token the call carried, so an answer for a session already replaced can be told apart.
   */
  onSessionExpired?: (error: ApiError, sentToken: string | null) => void;
  /** The number of calls in flight that show the loading indicator, after every change. */
  onLoading?: (inFlight: number) => void;
  /** Per-attempt timeout (spec: 1,500,000 ms). */
  timeoutMs?: number;
  /** Retries after a timeout (spec: 2). */
  retries?: number;
  /** Wait before each retry (spec: 1000 ms). */
  retryDelayMs?: number;
  /** The fetch to use (tests pass a fake); the global one by default. */
  fetch?: FetchFunction;
  /** Paths sent without the token and not ending the session on 3004; `SESSION_FREE_PATHS` by default. */
  sessionFreePaths?: readonly string[];
}

/** The typed openapi-fetch client: responses are the envelopes' `data`, failures throw `ApiError`. */
export type ApiClient = Client<ApiPaths, 'application/json'>;

/** Thrown by the fetch wrapper when an attempt gets no answer in time. */
class AttemptTimeout extends Error {}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function wait(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A fetch that gives each attempt `timeoutMs` and retries timeouts (only timeouts) `retries` times. */
function fetchWithTimeout(
  baseFetch: FetchFunction,
  { timeoutMs, retries, retryDelayMs }: { timeoutMs: number; retries: number; retryDelayMs: number },
): (request: Request) => Promise<Response> {
  async function attempt(request: Request): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const outer = request.signal;
    const onOuterAbort = () => controller.abort(outer.reason);
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    try {
      return await baseFetch(request, { signal: controller.signal });
    } catch (error) {
      if (timedOut) throw new AttemptTimeout();
      throw error;
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    }
  }

  return async (request) => {
    for (let tries = 0; ; tries += 1) {
      try {
        return await attempt(request.clone());
      } catch (error) {
        if (!(error instanceof AttemptTimeout) || tries >= retries) throw error;
        await wait(retryDelayMs, request.signal);
      }
    }
  };
}

interface Envelope {
  code: number;
  msg?: unknown;
  data?: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

function readFlag(request: Request, flag: keyof CallFlags): boolean {
  return (request as Request & CallFlags)[flag] === true;
}

const acceptLanguage: Record<Locale, string> = { zh: 'zh-CN,zh;q=0.9', en: 'en' };

/**
 * The API client with the spec's request rules (section 7): token header except on the session-free calls, a
 * random `rnd` on every GET, the envelope unwrapped, catalogue errors as `ApiError`, 3004 ending the session,
 * timeouts retried, and a loading counter unless a call passes `hideLoading: true`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const {
    baseUrl,
    getToken,
    getLocale,
    onSessionExpired,
    onLoading,
    timeoutMs = REQUEST.timeoutMs,
    retries = REQUEST.retries,
    retryDelayMs = REQUEST.retryDelayMs,
    sessionFreePaths = SESSION_FREE_PATHS,
  } = options;
  const baseFetch: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const client = createClient<ApiPaths, 'application/json'>({
    baseUrl,
    fetch: fetchWithTimeout(baseFetch, { timeoutMs, retries, retryDelayMs }),
  });

  const sessionFree = new Set(sessionFreePaths);
  /** Calls counted by the loading indicator, by openapi-fetch's request id. */
  const loading = new Set<string>();

  function settle(id: string) {
    if (loading.delete(id)) onLoading?.(loading.size);
  }

  /**
   * The `ApiError` of a failure, worded once the message table's code is in (failureMessage.ts, loaded on the first
   * failure). A call that got no answer is worded at once: the same network would likely fail that download.
   */
  async function failure(init: ApiErrorInit): Promise<ApiError> {
    if (init.kind === 'network') return new ApiError(init, networkFailedMessage());
    try {
      const { failureMessage } = await import('./failureMessage.ts');
      return new ApiError(init, failureMessage(init));
    } catch {
      // The words could not be downloaded, most likely for want of a connection: the call still fails with its
      // error, worded as a connection problem (the next failure tries the download again).
      return new ApiError(init, networkFailedMessage());
    }
  }

  const rules: Middleware = {
    onRequest({ request, schemaPath, id }) {
      if (!readFlag(request, 'hideLoading')) {
        loading.add(id);
        onLoading?.(loading.size);
      }
      const token = sessionFree.has(schemaPath) ? null : getToken();
      if (token) request.headers.set('token', token);
      const locale = getLocale?.();
      if (locale) request.headers.set('Accept-Language', acceptLanguage[locale]);
      if (request.method === 'GET') {
        const url = new URL(request.url);
        url.searchParams.set('rnd', Math.random().toString(36).slice(2));
        return new Request(url, request);
      }
      return undefined;
    },

    async onResponse({ request, response, schemaPath, id }) {
      settle(id);
      if (!response.ok) throw await failure({ kind: 'http', path: schemaPath, status: response.status });
      let body: unknown;
      try {
        body = await response.clone().json();
      } catch (cause) {
        throw await failure({ kind: 'invalid', path: schemaPath, cause });
      }
      if (!isEnvelope(body)) throw await failure({ kind: 'invalid', path: schemaPath });
      if (body.code !== 0) {
        const error = await failure({
          kind: 'server',
          path: schemaPath,
          code: body.code,
          serverMessage: typeof body.msg === 'string' ? body.msg : undefined,
          data: body.data,
        });
        if (body.code === SESSION_EXPIRED_CODE && !sessionFree.has(schemaPath)) {
          onSessionExpired?.(error, request.headers.get('token'));
        }
        throw error;
      }
      return new Response(JSON.stringify(body.data ?? null), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },

    async onError({ error, schemaPath, id }) {
      settle(id);
      if (error instanceof ApiError) return error;
      if (error instanceof AttemptTimeout) return failure({ kind: 'timeout', path: schemaPath });
      // A call cancelled by its caller (an unmounted query) stays an AbortError, which TanStack Query expects.
      if (isAbort(error)) return error instanceof Error ? error : undefined;
      return failure({ kind: 'network', path: schemaPath, cause: error });
    },
  };
  client.use(rules);
  return client;
}

/**
 * Calls one operation and returns its unwrapped `data`; any failure is thrown as an `ApiError`.
 *
 * @example const { token } = await call(client, 'post', '/sso/user/login', { body: { phoneNum, password } });
 */
export async function call<Method extends HttpMethod, Path extends ApiPath<Method>, Init extends ApiInit<Method, Path>>(
  client: ApiClient,
  method: Method,
  path: Path,
  ...init: InitArg<Init>
): Promise<ApiData<Method, Path, Init>> {
  const request = client.request as unknown as (
    method: Method,
    path: Path,
    init?: Init & CallFlags,
  ) => Promise<{ data?: unknown; error?: unknown }>;
  const result = await request(method, path, init[0]);
  // The middleware throws every failure, so an answer here is always the unwrapped data.
  return result.data as ApiData<Method, Path, Init>;
}
