/** Builds the HTTP server: /api from the contract, the demo's pages when asked for, and the built site. */
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { ServerConfig } from './config.ts';
import type { Handlers, Services } from './context.ts';
import { databaseReachable, databaseFaultKind, isDatabaseFault, type Db } from './db/database.ts';
import { ApiFailure, failure, RouterCode } from './envelope.ts';
import { DEFAULT_BODY_LIMIT, registerJsonLimits } from './openapi/body.ts';
import { loadContract, type Contract } from './openapi/contract.ts';
import { registerApi } from './openapi/router.ts';
import { mediaPages } from './pages.ts';
import { databaseRateLimitStore } from './security/rateLimitStore.ts';
import { PUBLIC_WRITE_LIMITS, RATE_LIMITED_CODE } from './security/rateLimits.ts';
import { securityHeaders, type ContentSecurityOptions } from './security/headers.ts';
import { registerSite } from './site.ts';

export interface AppOptions {
  db: Db;
  handlers: Handlers;
  services: Services;
  contract?: Contract;
  /** Folder of the built site to serve at /, with index.html for client-side routes. */
  siteDir?: string | undefined;
  /** The site's origin, the only one CORS allows. */
  siteOrigin?: string | undefined;
  validateResponses?: boolean;
  /** Log requests and faults: true to stdout, or a stream (tests read what would be logged). */
  logger?: boolean | { write: (line: string) => void };
  /** How long a request may take to arrive (headers, and headers with the body), in ms; the defaults below. */
  timeouts?: Partial<typeof REQUEST_TIMEOUTS>;
  /** Extra routes: the demo's payment, camera-login and mailbox pages (registered only in the demo). */
  pages?: ((app: FastifyInstance) => void) | undefined;
  /** The demo: the served site carries the marker its banner shows on. */
  demo?: boolean;
  /** Proxies whose X-Forwarded-For / X-Forwarded-Proto are believed (TRUST_PROXY); none by default. */
  trustProxy?: ServerConfig['trustProxy'];
  /** Other origins the site's policy allows (CSP_CONNECT_SRC, CSP_MEDIA_SRC). */
  contentSecurity?: ContentSecurityOptions;
  /** Limits on public writes by route; the defaults unless a test that sends many requests from one address. */
  rateLimits?: typeof PUBLIC_WRITE_LIMITS;
}

/**
 * A client that sends its headers or body slowly gets 408 and its connection closed once these run out, instead of
 * holding a connection (and a body buffer) for as long as it likes. `checkEveryMs` is how often Node looks.
 */
export const REQUEST_TIMEOUTS = { headersMs: 10_000, requestMs: 30_000, checkEveryMs: 1000 };

/** The access log's view of a URL: values of `token` query parameters (payment hand-offs) are never written. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; missing: string[] }> {
  const timeouts = { ...REQUEST_TIMEOUTS, ...options.timeouts };
  const logger = options.logger ?? false;
  const app = Fastify({
    logger: logger
      ? {
          ...(logger === true ? {} : { stream: logger }),
          serializers: {
            req: (request: { method: string; url: string; ip?: string; socket?: { remotePort?: number } }) => ({
              method: request.method,
              url: redactUrl(request.url),
              remoteAddress: request.ip,
              remotePort: request.socket?.remotePort,
            }),
          },
        }
      : false,
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    // Errors met before any route runs (a path parameter over the length limit, bad percent-encoding): the same
    // envelope as any other abnormal request instead of the framework's own 400/414 body.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      request.log.warn({ err: error }, 'request rejected before routing');
      void reply.code(200).type('application/json').send(failure(RouterCode.abnormalRequest, 'abnormal request'));
    },
  });
  const contract = options.contract ?? loadContract();
  registerJsonLimits(app);

  app.addHook('onSend', securityHeaders(options.contentSecurity));
  // API answers are per user and per moment (sessions, balances): no browser or proxy may keep one.
  app.addHook('onSend', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
      void reply.header('cache-control', 'no-store');
    }
  });

  // Probes for a load balancer or Kubernetes: /healthz while the process runs, /readyz while the database answers.
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = await databaseReachable(options.db);
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'database unreachable' });
  });
  await app.register(cors, { origin: options.siteOrigin ?? false });
  // Public writes are limited per client address (request.ip: the socket, or the client a trusted proxy names),
  // counted in the database so every process behind one proxy shares the count.
  const limits = options.rateLimits ?? PUBLIC_WRITE_LIMITS;
  app.addHook('onRoute', (route) => {
    const limit = limits[route.url];
    if (limit && route.method === 'POST') route.config = { ...route.config, rateLimit: limit };
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(options.db, options.services.now),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => new ApiFailure(RATE_LIMITED_CODE, 'too many requests'),
  });
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1 } });

  // Malformed JSON and other framework-level errors: the envelope with a code, never a stack.
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiFailure) {
      return reply
        .code(200)
        .type('application/json')
        .send(failure(error.code, error.message, error.data));
    }
    if (isDatabaseFault(error)) {
      request.log.error({ cause: (error as Error).message }, databaseFaultKind(error));
      return reply.code(200).type('application/json').send(failure(RouterCode.abnormalRequest, 'abnormal request'));
    }
    request.log.warn({ err: error }, 'request rejected');
    const statusCode = (error as { statusCode?: unknown }).statusCode;
    const status = typeof statusCode === 'number' && statusCode < 500 ? 200 : 500;
    return reply.code(status).type('application/json').send(failure(RouterCode.abnormalRequest, 'abnormal request'));
  });

  let missing: string[] = [];
  await app.register(async (api) => {
    ({ missing } = registerApi(api, {
      contract,
      handlers: options.handlers,
      db: options.db,
      services: options.services,
      validateResponses: options.validateResponses ?? false,
    }));
  });

  mediaPages(options.db)(app);
  options.pages?.(app);

  const siteServed = options.siteDir
    ? await registerSite(app, {
        siteDir: options.siteDir,
        demo: options.demo ?? false,
        contentSecurity: options.contentSecurity ?? {},
      })
    : false;
  if (!siteServed) {
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).type('application/json').send(failure(RouterCode.illegalRequest, 'illegal request')),
    );
  }
  return { app, missing };
}
