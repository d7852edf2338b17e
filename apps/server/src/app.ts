/** Builds the HTTP server: /api from the contract, the development mailbox, and the built site. */
import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Handlers, Services } from './context.ts';
import type { Db } from './db/database.ts';
import { failure, RouterCode } from './envelope.ts';
import { DEFAULT_BODY_LIMIT, registerJsonLimits } from './openapi/body.ts';
import { loadContract, type Contract } from './openapi/contract.ts';
import { registerApi } from './openapi/router.ts';

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
  logger?: boolean;
  /** Extra routes (the local payment and mailbox pages). */
  pages?: (app: FastifyInstance) => void;
}

export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; missing: string[] }> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: false,
    // Errors met before any route runs (a path parameter over the length limit, bad percent-encoding): the same
    // envelope as any other abnormal request instead of the framework's own 400/414 body.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      request.log.warn({ err: error }, 'request rejected before routing');
      void reply.code(200).type('application/json').send(failure(RouterCode.abnormalRequest, 'abnormal request'));
    },
  });
  const contract = options.contract ?? loadContract();
  registerJsonLimits(app);

  await app.register(cors, { origin: options.siteOrigin ?? false });
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1 } });

  // Malformed JSON and other framework-level errors: the envelope with a code, never a stack.
  app.setErrorHandler((error, request, reply) => {
    request.log.warn({ err: error }, 'request rejected');
    const statusCode = (error as { statusCode?: unknown }).statusCode;
    const status = typeof statusCode === 'number' && statusCode < 500 ? 200 : 500;
    return reply.code(status).type('application/json').send(failure(RouterCode.abnormalRequest, 'abnormal request'));
  });

  let missing: string[] = [];
  await app.register(async (api) => {
    missing = registerApi(api, {
      contract,
      handlers: options.handlers,
      db: options.db,
      services: options.services,
      validateResponses: options.validateResponses ?? false,
    }).missing;
  });

  options.pages?.(app);

  const siteDir = options.siteDir;
  if (siteDir && fs.existsSync(path.join(siteDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: siteDir, wildcard: false, index: ['index.html'] });
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/')) {
        return reply.code(404).type('application/json').send(failure(RouterCode.illegalRequest, 'illegal request'));
      }
      return reply.type('text/html').sendFile('index.html');
    });
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).type('application/json').send(failure(RouterCode.illegalRequest, 'illegal request')),
    );
  }
  return { app, missing };
}
