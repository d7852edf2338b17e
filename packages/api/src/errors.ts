import { CLIENT_FAILURE_CODE } from '@kankan/i18n';

/**
 * Why a call failed: `server` is a non-zero envelope code; `network` means no answer; `timeout` means no answer
 * in time after the retries; `http` an HTTP status other than 2xx; `invalid` an answer that is not the envelope.
 */
export type ApiErrorKind = 'server' | 'network' | 'timeout' | 'http' | 'invalid';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The operation's path in the contract, e.g. `/sso/user/login`. */
  path: string;
  /** The envelope code (kind `server` only). */
  code?: number;
  /** The server's own `msg`, for logs; never shown to users (they see `message`). */
  serverMessage?: string;
  /** The envelope's `data` of a refusal, where the contract gives one (kind `server` only). */
  data?: unknown;
  /** The HTTP status (kind `http` only). */
  status?: number;
  cause?: unknown;
}

/** The code of a failure that got no server code: the client's own, which `messageForCode` words (spec 7.5). */
const clientCode: Record<Exclude<ApiErrorKind, 'server'>, number> = {
  network: CLIENT_FAILURE_CODE.network,
  timeout: CLIENT_FAILURE_CODE.timeout,
  http: CLIENT_FAILURE_CODE.badAnswer,
  invalid: CLIENT_FAILURE_CODE.badAnswer,
};

/**
 * A failed API call. `message` is the catalogue's message in the language active when the call failed, so it can
 * be shown as it is (the client words it: failureMessage.ts); `code` is the server's code, or for a failure without
 * one the client's (`CLIENT_FAILURE_CODE`), so a screen that words failures by code shows "Network request failed".
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: number;
  readonly serverMessage: string | null;
  /** What the refusal is about, where the contract says (e.g. `{ snCode }` of a camera binding); else null. */
  readonly data: unknown;
  readonly path: string;
  readonly status: number | null;

  constructor(init: ApiErrorInit, message: string) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.kind === 'server' ? (init.code ?? CLIENT_FAILURE_CODE.badAnswer) : clientCode[init.kind];
    this.serverMessage = init.serverMessage ?? null;
    this.data = init.data ?? null;
    this.path = init.path;
    this.status = init.status ?? null;
  }
}
