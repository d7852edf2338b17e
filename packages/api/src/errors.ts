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
  /** The HTTP status (kind `http` only). */
  status?: number;
  cause?: unknown;
}

/**
 * A failed API call. `message` is the catalogue's message in the language active when the call failed, so it can
 * be shown as it is (the client words it: failureMessage.ts); `code` is the server's code (null unless `kind` is
 * `server`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: number | null;
  readonly serverMessage: string | null;
  readonly path: string;
  readonly status: number | null;

  constructor(init: ApiErrorInit, message: string) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.kind === 'server' ? (init.code ?? null) : null;
    this.serverMessage = init.serverMessage ?? null;
    this.path = init.path;
    this.status = init.status ?? null;
  }
}
