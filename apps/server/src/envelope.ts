/** The `{code, msg, data}` envelope of every answer, and the failure a handler throws to answer with a code. */

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T | null;
}

export function success<T>(data: T): Envelope<T> {
  return { code: 0, msg: 'success', data };
}

/** Thrown by handlers (and the router) to answer with a catalogue code. Never carries a stack to the client. */
export class ApiFailure extends Error {
  readonly code: number;
  constructor(code: number, message?: string) {
    super(message ?? `error ${code}`);
    this.code = code;
    this.name = 'ApiFailure';
  }
}

export function failure(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}

/** Codes the router itself uses. The meanings are the spec's (section 8.2). */
export const RouterCode = {
  missingParameters: 3001,
  abnormalRequest: 3002,
  illegalRequest: 3003,
  loginAgain: 3004,
} as const;
