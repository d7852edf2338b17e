/**
 * A server for tests, with response validation against the contract switched on: on an in-memory PGlite, or, when
 * TEST_DATABASE_URL is set (CI does both), on a fresh database of that PostgreSQL server, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { ServerConfig } from '../src/config.ts';
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

let pgliteTemplate: Blob | undefined;
/** The migrated PGlite database global-setup.ts made, read once per worker. */
function migratedPglite(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!pgliteTemplate && file) pgliteTemplate = new Blob([fs.readFileSync(file)]);
  return pgliteTemplate;
}

/**
 * Creates a database on the server of `url` so test files running in parallel never share tables: a copy of the
 * migrated template global-setup.ts made there, or an empty one for a server it did not prepare.
 */
export async function freshPostgresDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `kk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = url === process.env['TEST_DATABASE_URL'] ? inject('postgresTemplate') : '';
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template || 'template0'} ENCODING 'UTF8'`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A migrated database for tests that need no HTTP server: PGlite in memory, or a fresh PostgreSQL database. */
export async function openTestDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  const postgres = serverUrl ? await freshPostgresDatabase(serverUrl) : null;
  const database = await openDatabase({ url: postgres?.url, dataDir: 'memory://', template: migratedPglite() });
  await migrateToLatest(database.db);
  return {
    db: database.db,
    close: async () => {
      await database.close();
      await postgres?.drop();
    },
  };
}

/**
 * `demo` (default true) registers the demo's /dev pages as `npm start` does; false builds the server as production
 * runs it. `trustProxy` as TRUST_PROXY.
 */
export async function startTestServer(
  options: {
    handlers?: Handlers;
    url?: string;
    demo?: boolean;
    trustProxy?: ServerConfig['trustProxy'];
    siteDir?: string;
    /**
     * The rate limits on public writes. Off unless asked for: a test file sends all its requests from one address,
     * far more than a visitor would (rate-limit.test.ts tests them).
     */
    rateLimits?: boolean;
    /** Where the server's log lines go (none by default). */
    log?: { write: (line: string) => void };
  } = {},
): Promise<TestServer> {
  const demo = options.demo ?? true;
  const serverUrl = options.url ?? process.env['TEST_DATABASE_URL'];
  const postgres = serverUrl ? await freshPostgresDatabase(serverUrl) : null;
  const database = await openDatabase({ url: postgres?.url, dataDir: 'memory://', template: migratedPglite() });
  await migrateToLatest(database.db);
  const clock = { now: new Date('2026-11-21T08:00:00Z') };
  const codes: MailboxEntry[] = [];
  const services = createServices({ publicOrigin: 'http://127.0.0.1:4000', now: () => clock.now, demo });
  services.deliverCode = (account, code, purpose) => codes.unshift({ account, code, purpose, at: clock.now });
  const { app, missing } = await buildApp({
    db: database.db,
    handlers: options.handlers ?? allHandlers,
    services,
    validateResponses: true,
    demo,
    pages: demo ? developmentPages(database.db, services) : undefined,
    trustProxy: options.trustProxy ?? false,
    siteDir: options.siteDir,
    logger: options.log ?? false,
    ...(options.rateLimits ? {} : { rateLimits: {} }),
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
      await postgres?.drop();
    },
  };
}
