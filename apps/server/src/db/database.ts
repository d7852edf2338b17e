/**
 * The database: PGlite (embedded PostgreSQL) in a data folder by default, in memory for tests, or a PostgreSQL
 * server when DATABASE_URL is set. Both go through Kysely and the same migrations.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** How long a request waits for a PostgreSQL connection before it fails (instead of hanging while it is down). */
export const CONNECT_TIMEOUT_MS = 2000;
/** The longest one statement may run on PostgreSQL; no request of this server needs more than a fraction of it. */
export const STATEMENT_TIMEOUT_MS = 10_000;

export interface DatabaseOptions {
  /** A PostgreSQL connection string; wins over `dataDir`. */
  url?: string | undefined;
  /** PGlite data folder; `memory://` (or undefined) keeps everything in memory. */
  dataDir?: string | undefined;
  /** Where connection faults are reported (a pooled connection the server ended, a restart); stderr by default. */
  onConnectionError?: ((error: Error) => void) | undefined;
  /** Pool timings (tests shorten nothing; they are here so a deployment's values are visible in one place). */
  connectTimeoutMs?: number | undefined;
  statementTimeoutMs?: number | undefined;
}

export interface OpenDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export async function openDatabase({
  url,
  dataDir,
  onConnectionError,
  connectTimeoutMs = CONNECT_TIMEOUT_MS,
  statementTimeoutMs = STATEMENT_TIMEOUT_MS,
}: DatabaseOptions): Promise<OpenDatabase> {
  if (url) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: connectTimeoutMs,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      statement_timeout: statementTimeoutMs,
      // A dead connection mid-query (no answer at all) fails the query a little after the server's own limit.
      query_timeout: statementTimeoutMs + 2000,
    });
    const report =
      onConnectionError ??
      ((error: Error) => console.error(`database connection lost: ${error.message} (the pool opens a new one)`));
    // An idle pooled connection the server ends (a restart, pg_terminate_backend) emits 'error' on the pool, and a
    // checked-out one between queries on the client: without listeners either ends the process. The pool drops
    // the broken connection itself; the next query opens a new one.
    pool.on('connect', (client) => client.on('error', report));
    pool.on('error', () => undefined); // the same error, already reported by the connection's listener
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const pglite = dataDir && dataDir !== 'memory://' ? new PGlite(dataDir) : new PGlite();
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/** Whether the database answers a trivial query within `timeoutMs` (the readiness probe). */
export async function databaseReachable(db: Db, timeoutMs = CONNECT_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      sql`select 1`.execute(db).then(
        () => true,
        () => false,
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** SQLSTATE classes and codes meaning "the database is not there or gave up", not "this request is wrong". */
const UNAVAILABLE_STATES = /^(08|53|57P0[1-3]|57014|58)/;
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|no space left on device|could not extend file|could not write/i;

/** Whether an error is a database fault (outage, restart, timeout, full disk) rather than a bug of the request. */
export function isDatabaseFault(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_ERRNO.has(code) || (code.length === 5 && UNAVAILABLE_STATES.test(code))))
    return true;
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  return error.cause !== undefined && error.cause !== error && isDatabaseFault(error.cause);
}
