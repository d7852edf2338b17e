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
  /** What the refusal is about, where the contract gives a failure data (the serial number of a batch that failed). */
  readonly data: Record<string, unknown> | null;
  constructor(code: number, message?: string, data: Record<string, unknown> | null = null) {
    super(message ?? `error ${code}`);
    this.code = code;
    this.data = data;
    this.name = 'ApiFailure';
  }
}

export function failure(code: number, msg: string, data: Record<string, unknown> | null = null): Envelope<unknown> {
  return { code, msg, data };
}

/** Codes the router itself uses. The meanings are the spec's (section 8.2). */
export const RouterCode = {
  missingParameters: 3001,
  abnormalRequest: 3002,
  illegalRequest: 3003,
  loginAgain: 3004,
} as const;
