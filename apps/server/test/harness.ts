/** A server on an in-memory PGlite for tests, with response validation against the contract switched on. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Handlers } from '../src/context.ts';
import { openDatabase, type Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { handlers as allHandlers } from '../src/handlers/index.ts';
import { developmentPages } from '../src/pages.ts';
import { createServices, type MailboxEntry } from '../src/services.ts';

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  codes: MailboxEntry[];
  clock: { now: Date };
  missing: string[];
  call: (path: string, body?: unknown, token?: string) => Promise<{ code: number; msg: string; data: unknown }>;
  close: () => Promise<void>;
}

export async function startTestServer(options: { handlers?: Handlers; url?: string } = {}): Promise<TestServer> {
  const database = await openDatabase({ url: options.url ?? process.env['TEST_DATABASE_URL'], dataDir: 'memory://' });
  await migrateToLatest(database.db);
  const clock = { now: new Date('2026-11-21T08:00:00Z') };
  const codes: MailboxEntry[] = [];
  const services = createServices({ publicOrigin: 'http://127.0.0.1:4000', now: () => clock.now });
  services.deliverCode = (account, code, purpose) => codes.unshift({ account, code, purpose, at: clock.now });
  const { app, missing } = await buildApp({
    db: database.db,
    handlers: options.handlers ?? allHandlers,
    services,
    validateResponses: true,
    pages: developmentPages(database.db, services),
  });
  await app.ready();
  const call: TestServer['call'] = async (path, body, token) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { token } : {}) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.json() as { code: number; msg: string; data: unknown };
  };
  return {
    app,
    db: database.db,
    codes,
    clock,
    missing,
    call,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
