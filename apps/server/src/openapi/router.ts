/**
 * Mounts every operation of openapi.yaml under /api: validates the request against the contract, checks the
 * session, runs the handler and answers with the envelope. Bad input gets a code, never a stack trace.
 */
import type { ErrorObject } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Handlers, RequestContext, Services, Session } from '../context.ts';
import { databaseFaultKind, isDatabaseFault, type Db } from '../db/database.ts';
import { ApiFailure, failure, RouterCode, success } from '../envelope.ts';
import { requestLocale } from '../locale.ts';
import { DEVICE_LOGIN_OPERATIONS, DEVICE_LOGIN_REFUSED } from '../security/deviceLogin.ts';
import { hashToken } from '../security/tokens.ts';
import { wellFormedStrings } from './body.ts';
import { describeErrors, type Contract, type ContractOperation } from './contract.ts';

/** Field-specific codes of spec section 8.2 for contract violations on these fields. */
const fieldCodes: Record<string, number> = {
  password: 3011,
  confirmPassword: 3011,
  userName: 3010,
  phoneNum: 3013,
  email: 3019,
};

export function codeForErrors(errors: ErrorObject[] | null | undefined): number {
  const list = errors ?? [];
  for (const error of list) {
    const field = error.instancePath.split('/').filter(Boolean).at(-1);
    if (field && fieldCodes[field] !== undefined) return fieldCodes[field];
  }
  if (list.some((e) => e.keyword === 'required')) return RouterCode.missingParameters;
  return RouterCode.abnormalRequest;
}

/** Whether a database error is a unique violation of the named index (node-postgres and PGlite alike). */
function violatesConstraint(error: unknown, name: string): boolean {
  const { code, constraint, message } = (error ?? {}) as { code?: unknown; constraint?: unknown; message?: unknown };
  return code === '23505' && (constraint === name || (typeof message === 'string' && message.includes(`"${name}"`)));
}

export interface RouterOptions {
  contract: Contract;
  handlers: Handlers;
  db: Db;
  services: Services;
  /** Check every answer against the contract (tests and development). */
  validateResponses?: boolean;
}

function messageFor(contract: Contract, code: number): string {
  const codes = contract.document['x-error-codes'] as Record<string, unknown> | undefined;
  const entry = codes?.[String(code)];
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object' && 'message' in entry) return String((entry as { message: unknown }).message);
  return `error ${code}`;
}

async function findSession(db: Db, tokenHash: string): Promise<{ session: Session; expiresAt: number } | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['user_id', 'token_hash', 'device_login', 'camera_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  return {
    session: { userId: row.user_id, tokenHash: row.token_hash, deviceLogin: row.device_login, cameraId: row.camera_id },
    expiresAt: new Date(row.expires_at).getTime(),
  };
}

/**
 * How long a session found in the database is trusted without asking again (wall-clock ms). Every account call
 * needs its session; on PGlite that lookup is a whole round trip into the embedded database, as costly as the list
 * the call is for. A token ended in this process (logout, password change or reset, unbinding a camera, a login that
 * finalised deleted accounts) is dropped at once; one ended in another process on the same database stays usable
 * here for at most this long. Expiry is still checked on every call.
 */
const SESSION_TRUST_MS = 1000;
const SESSION_CACHE_MAX = 10_000;
/** Operations that can end sessions: the session cache is cleared after each of them. */
const SESSION_ENDING = new Set(['logout', 'changePassword', 'resetPassword', 'unbindCamera', 'login', 'quickLogin']);

export interface RegisteredApi {
  /** Operations of the contract without a handler. */
  missing: string[];
}

export function registerApi(app: FastifyInstance, options: RouterOptions): RegisteredApi {
  const { contract, handlers, db, services } = options;
  const missing: string[] = [];
  const sessions = new Map<string, { session: Session; expiresAt: number; until: number }>();

  async function sessionOfToken(token: string): Promise<Session | null> {
    const key = hashToken(token);
    const now = services.now().getTime();
    const cached = sessions.get(key);
    if (cached && cached.until > Date.now()) return cached.expiresAt > now ? cached.session : null;
    const row = await findSession(db, key);
    if (!row || row.expiresAt <= now) {
      sessions.delete(key);
      return null;
    }
    if (sessions.size >= SESSION_CACHE_MAX) sessions.clear();
    sessions.set(key, { ...row, until: Date.now() + SESSION_TRUST_MS });
    return row.session;
  }

  const answer = (reply: FastifyReply, code: number, msg?: string, data: Record<string, unknown> | null = null) =>
    reply
      .code(200)
      .type('application/json')
      .send(failure(code, msg ?? messageFor(contract, code), data));

  for (const op of contract.operations) {
    const handler = handlers[op.operationId];
    if (!handler) missing.push(op.operationId);
    app.route({
      method: op.method.toUpperCase() as 'GET' | 'POST',
      url: '/api' + op.path.replace(/\{(\w+)\}/g, ':$1'),
      ...(op.bodyLimit === null ? {} : { bodyLimit: op.bodyLimit }),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          const context = await buildContext(request, op);
          if (!handler) throw new ApiFailure(RouterCode.illegalRequest, `${op.operationId} is not implemented`);
          const data = await handler(context);
          const body = success(data ?? null);
          if (options.validateResponses && op.validateResponse && !op.validateResponse(body)) {
            request.log.error(
              { operationId: op.operationId, errors: describeErrors(op.validateResponse.errors) },
              'response breaks the contract',
            );
            throw new Error(
              `response of ${op.operationId} breaks the contract: ${describeErrors(op.validateResponse.errors)}`,
            );
          }
          return reply.code(200).type('application/json').send(body);
        } catch (error) {
          if (error instanceof ApiFailure) return answer(reply, error.code, undefined, error.data);
          // Two look-alike names written at once: the unique index refuses the second, answered as a taken name.
          if (violatesConstraint(error, 'users_name_key_unique')) return answer(reply, 3007);
          // The database is down, restarting or out of space: the server-fault answer at once, one line of cause.
          if (isDatabaseFault(error)) {
            request.log.error(
              { operationId: op.operationId, cause: (error as Error).message },
              databaseFaultKind(error),
            );
            return answer(reply, RouterCode.abnormalRequest);
          }
          request.log.error({ err: error, operationId: op.operationId }, 'unexpected error');
          if (options.validateResponses) throw error;
          return answer(reply, RouterCode.abnormalRequest);
        } finally {
          // Synchronously after the answer is handed over, so the caller's next request already misses the cache.
          if (SESSION_ENDING.has(op.operationId)) sessions.clear();
        }
      },
    });
  }

  async function buildContext(request: FastifyRequest, op: ContractOperation): Promise<RequestContext> {
    // The session first: an account call without a valid token answers 3004 whatever its body.
    const header = request.headers['token'];
    const token = typeof header === 'string' && header.length > 0 ? header : null;
    let session: Session | null = null;
    if (token) session = await sessionOfToken(token);
    if (op.requiresToken && !session) throw new ApiFailure(RouterCode.loginAgain);
    if (session?.deviceLogin && op.requiresToken && !DEVICE_LOGIN_OPERATIONS.has(op.operationId)) {
      throw new ApiFailure(DEVICE_LOGIN_REFUSED);
    }

    const params = { ...(request.params as Record<string, unknown>) };
    const query = { ...(request.query as Record<string, unknown>) };
    if (!wellFormedStrings(params) || !wellFormedStrings(query)) throw new ApiFailure(RouterCode.abnormalRequest);
    if (op.validateParams && !op.validateParams(params)) throw new ApiFailure(RouterCode.abnormalRequest);
    if (op.validateQuery && !op.validateQuery(query)) throw new ApiFailure(codeForErrors(op.validateQuery.errors));

    let body: unknown = request.body;
    let file: RequestContext['file'] = null;
    if (op.bodyContentType === 'multipart/form-data') {
      if (!request.isMultipart()) throw new ApiFailure(RouterCode.missingParameters);
      const part = await request.file();
      if (!part) throw new ApiFailure(3018);
      const data = await part.toBuffer();
      if (data.length === 0) throw new ApiFailure(3017);
      file = { filename: part.filename, mimetype: part.mimetype, data };
      body = {};
    } else if (op.validateBody) {
      if (body === undefined || body === null) {
        if (op.bodyRequired) throw new ApiFailure(RouterCode.missingParameters);
        body = {};
      }
      if (!op.validateBody(body)) throw new ApiFailure(codeForErrors(op.validateBody.errors));
    }

    const locale = requestLocale(request.headers['accept-language']);
    return {
      db,
      services,
      operationId: op.operationId,
      body,
      query,
      params,
      token,
      session,
      locale,
      ip: request.ip,
      file,
    };
  }

  return { missing };
}
