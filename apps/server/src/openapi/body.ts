/**
 * The request-body limits every JSON operation shares. Size is capped per operation (the contract's
 * `x-body-limit`, else 64 kB) and nesting depth is checked with a linear scan BEFORE JSON.parse, so a
 * pathological body costs one pass over at most the size limit and never a deep parse. Text that is not valid
 * UTF-8, or strings holding a lone surrogate, are refused rather than turned into U+FFFD (two different names
 * would otherwise collide as one stored name).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Default size cap of a JSON body; no operation of the contract needs more unless it says so. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Deepest nesting of arrays and objects a request body may have; the contract's deepest is 3 or 4. */
export const MAX_JSON_DEPTH = 16;

/** A body refused by these limits. statusCode < 500 makes the error handler answer with the envelope. */
export class BodyRejected extends Error {
  readonly statusCode = 400;
  readonly code = 'KK_BODY_REJECTED';
  constructor(reason: string) {
    super(reason);
    this.name = 'BodyRejected';
  }
}

/** Nesting depth of a JSON text, counting only brackets outside strings; stops early past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** With the `u` flag a surrogate pair is one code point, so this matches only a lone surrogate. */
const loneSurrogate = /[\uD800-\uDFFF]/u;

/** True when every string (keys included) of a parsed JSON value is well-formed UTF-16 (no lone surrogate). */
export function wellFormedStrings(value: unknown): boolean {
  if (typeof value === 'string') return !loneSurrogate.test(value);
  if (Array.isArray(value)) return value.every(wellFormedStrings);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(([key, item]) => !loneSurrogate.test(key) && wellFormedStrings(item));
  }
  return true;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Replaces the framework's JSON parser with one that enforces the limits above (size is Fastify's bodyLimit). */
export function registerJsonLimits(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (request: FastifyRequest, body: Buffer, done: (error: Error | null, value?: unknown) => void) => {
      let text: string;
      try {
        text = strictUtf8.decode(body);
      } catch {
        done(new BodyRejected('body is not valid UTF-8'));
        return;
      }
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
        done(new BodyRejected('body nests too deeply'));
        return;
      }
      parse(request, text, (error: Error | null, value?: unknown) => {
        if (error) done(error);
        else if (!wellFormedStrings(value)) done(new BodyRejected('body holds a lone surrogate'));
        else done(null, value);
      });
    },
  );
}
