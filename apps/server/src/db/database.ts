/**
 * The database: PGlite (embedded PostgreSQL) in a data folder by default, in memory for tests, or a PostgreSQL
 * server when DATABASE_URL is set. Both go through Kysely and the same migrations.
 */
import { existsSync, statfsSync } from 'node:fs';
import path from 'node:path';
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

/**
 * Free space a PGlite data folder must keep for writes to go ahead. PGlite (its PostgreSQL compiled to WebAssembly,
 * on Node's thread) blocks the whole process for ever when it cannot write its write-ahead log, and that log grows by
 * 16 MB files; so writes are refused (reads go on) while less than one such file, the largest upload and a margin are free.
 */
export const PGLITE_MIN_FREE_BYTES = 20 * 1024 * 1024;
/** A new PGlite database needs about this much before its first write. */
export const PGLITE_NEW_DATABASE_BYTES = 40 * 1024 * 1024;

/** The database's folder is too full to write (SQLSTATE 53100, disk_full): refused before PGlite is asked. */
export class DatabaseFolderFull extends Error {
  readonly code = '53100';
  constructor(folder: string, free: number, needed: number) {
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    super(`no space left on device: the database folder ${folder} has ${mb(free)} free, writes need ${mb(needed)}`);
    this.name = 'DatabaseFolderFull';
  }
}

/** Free bytes of the file system holding `folder` (or its nearest existing parent). */
export function freeBytes(folder: string): number {
  for (let at = path.resolve(folder); ; at = path.dirname(at)) {
    try {
      const stats = statfsSync(at);
      return stats.bavail * stats.bsize;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || at === path.dirname(at)) throw error;
    }
  }
}

const READ_ONLY =
  /^\s*(select|with\s+(?![\s\S]*\b(insert|update|delete)\b)|show|begin|commit|rollback|start transaction)\b/i;

/** How often (ms) a write looks at the folder's free space again. */
const FREE_SPACE_CHECK_INTERVAL = 200;

/** Refuses writes (at once, with DatabaseFolderFull) while `folder` has less than the reserve free. */
function guardFreeSpace(pglite: PGlite, folder: string): void {
  const query = pglite.query.bind(pglite);
  let checkedAt = 0;
  let free = Number.POSITIVE_INFINITY;
  const guarded: typeof pglite.query = (text, params, options) => {
    if (!READ_ONLY.test(text)) {
      // A statfs call is cheap, but a burst of writes needs only one look per interval.
      if (Date.now() - checkedAt > FREE_SPACE_CHECK_INTERVAL) {
        free = freeBytes(folder);
        checkedAt = Date.now();
      }
      if (free < PGLITE_MIN_FREE_BYTES) {
        return Promise.reject(new DatabaseFolderFull(folder, free, PGLITE_MIN_FREE_BYTES));
      }
    }
    return query(text, params, options);
  };
  pglite.query = guarded;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; wins over `dataDir`. */
  url?: string | undefined;
  /** PGlite data folder; `memory://` (or undefined) keeps everything in memory. */
  dataDir?: string | undefined;
  /** An in-memory PGlite database starts as a copy of this one (PGlite's `dumpDataDir`), as tests do. */
  template?: Blob | undefined;
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
  template,
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
  if (!dataDir || dataDir === 'memory://') {
    const pglite = new PGlite(template ? { loadDataDir: template } : {});
    await pglite.waitReady;
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    return { db, kind: 'pglite', close: () => db.destroy() };
  }
  const folder = path.resolve(dataDir);
  const free = freeBytes(folder);
  if (!existsSync(path.join(folder, 'PG_VERSION')) && free < PGLITE_NEW_DATABASE_BYTES + PGLITE_MIN_FREE_BYTES) {
    throw new DatabaseFolderFull(folder, free, PGLITE_NEW_DATABASE_BYTES + PGLITE_MIN_FREE_BYTES);
  }
  let pglite: PGlite;
  try {
    pglite = new PGlite(folder);
    await pglite.waitReady;
  } catch (error) {
    // Emscripten's errno 51 is ENOSPC: the folder filled up while PGlite created or opened the database.
    if ((error as { errno?: unknown }).errno === 51) throw new DatabaseFolderFull(folder, freeBytes(folder), 0);
    throw error;
  }
  guardFreeSpace(pglite, folder);
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

/** The log's name for a database fault: a full disk is said as such, anything else is the database being away. */
export function databaseFaultKind(error: unknown): 'database out of space' | 'database unavailable' {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '53100' || (typeof message === 'string' && /no space left|could not extend file/i.test(message))
    ? 'database out of space'
    : 'database unavailable';
}
