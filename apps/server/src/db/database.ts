/**
 * The database: PGlite (embedded PostgreSQL) in a data folder by default, in memory for tests, or a PostgreSQL
 * server when DATABASE_URL is set. Both go through Kysely and the same migrations.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** A PostgreSQL connection string; wins over `dataDir`. */
  url?: string | undefined;
  /** PGlite data folder; `memory://` (or undefined) keeps everything in memory. */
  dataDir?: string | undefined;
  /** An in-memory PGlite database starts as a copy of this one (PGlite's `dumpDataDir`), as tests do. */
  template?: Blob | undefined;
}

export interface OpenDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export async function openDatabase({ url, dataDir, template }: DatabaseOptions): Promise<OpenDatabase> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const pglite =
    dataDir && dataDir !== 'memory://' ? new PGlite(dataDir) : new PGlite(template ? { loadDataDir: template } : {});
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
