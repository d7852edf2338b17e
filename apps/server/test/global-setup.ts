/**
 * Migrates one database before the server's test files run, and lets each file start from a copy of it instead of
 * migrating its own: on PGlite a dump that each in-memory database loads (`loadDataDir`), which also spares
 * PostgreSQL's initdb inside every file; on PostgreSQL (TEST_DATABASE_URL) a template database that each file's fresh
 * database is created from. The migrations themselves still run once per test run, and schema.test.ts checks them.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite database (`dumpDataDir`), or '' when none could be made. */
    pgliteTemplate: string;
    /** The name of a migrated PostgreSQL database on TEST_DATABASE_URL's server to copy, or ''. */
    postgresTemplate: string;
  }
}

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kankan-server-tests-'));
  const pglite = new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  const pgliteTemplate = path.join(folder, 'migrated.tar');
  fs.writeFileSync(pgliteTemplate, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  project.provide('pgliteTemplate', pgliteTemplate);

  const serverUrl = process.env['TEST_DATABASE_URL'];
  let postgresTemplate = '';
  if (serverUrl) {
    postgresTemplate = `kk_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${postgresTemplate} TEMPLATE template0 ENCODING 'UTF8'`);
    const own = new URL(serverUrl);
    own.pathname = `/${postgresTemplate}`;
    const database = await openDatabase({ url: own.toString() });
    await migrateToLatest(database.db);
    await database.close();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    if (serverUrl && postgresTemplate)
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
  };
}
