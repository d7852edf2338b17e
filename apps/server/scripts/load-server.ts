/**
 * The server side of the load test, run as its own process by scripts/load.ts so the load generator never shares
 * the server's thread or CPU time. Opens a fresh database (in-memory PGlite, or with LOAD_DATABASE_URL a new
 * database on that PostgreSQL server, dropped on exit), seeds one account with 10,000 scenes in one SQL statement,
 * listens on 127.0.0.1 (a free port) and prints one line `READY <json>` with the port and the login. Stops on
 * SIGTERM or when its parent goes away.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { handlers } from '../src/handlers/index.ts';
import { hashPassword } from '../src/security/passwords.ts';
import { createServices } from '../src/services.ts';

export const LOAD_SCENES = 10_000;
const PHONE = '13900000000';
const PASSWORD = 'Load1234';

const serverUrl = process.env['LOAD_DATABASE_URL'];
let dropDatabase: (() => Promise<void>) | null = null;
let url: string | undefined;
if (serverUrl) {
  // A database of its own on that server, so a run never touches other data and leaves nothing behind.
  const name = `kk_load_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  await admin.end();
  const own = new URL(serverUrl);
  own.pathname = `/${name}`;
  url = own.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}

const database = await openDatabase({ url, dataDir: 'memory://' });
await migrateToLatest(database.db);
const db = database.db;

// --- seed: one account, two cameras, a few folders, 10,000 scenes --------------------------------------------------
const user = await db
  .insertInto('users')
  .values({ user_name: 'loadtest', phone: PHONE, password_hash: await hashPassword(PASSWORD) })
  .returning('id')
  .executeTakeFirstOrThrow();
const cameras = await db
  .insertInto('cameras')
  .values(
    [0, 1].map((i) => ({
      user_id: user.id,
      sn_code: `LOADSN${i}`,
      device_id: `LOADDEV${i}`,
      child_name: `4DKKPRO_LOAD${i}`,
      type: i === 0 ? 4 : 0,
      capacity_unit: '1T',
      total_bytes: 1024 ** 4,
    })),
  )
  .returning('id')
  .execute();
const folders = await db
  .insertInto('folders')
  .values(['Show flats', 'Museums', 'Shops'].map((name) => ({ user_id: user.id, name })))
  .returning('id')
  .execute();
const [cameraA, cameraB] = cameras.map((c) => c.id);
const folderIds = folders.map((f) => f.id);
const seeded = Date.now();
// Integer ids are inlined as literals (they come from the database, not from input) so the planner types them.
const lit = (value: number | undefined) => sql.lit(Number(value));
await sql`
  insert into scenes (scene_num, user_id, camera_id, folder_id, name, type, status, size_bytes, view_count,
                      created_at, generated_at)
  select 'load-' || g, ${lit(user.id)}, case when g % 3 = 0 then ${lit(cameraB)} else ${lit(cameraA)} end,
         case when g % 4 = 0 then (array[${sql.join(folderIds.map(lit))}])[1 + g % ${lit(folderIds.length)}] end,
         'Scene ' || g, g % 6, case when g % 50 = 0 then 1 when g % 97 = 0 then 2 else 0 end,
         (50 + g % 200) * 1048576, g % 1000,
         timestamptz '2025-01-01' + g * interval '37 minutes', timestamptz '2025-01-01' + g * interval '37 minutes'
  from generate_series(1, ${lit(LOAD_SCENES)}) as g`.execute(db);
// Sets the visibility map so pages are read from the index alone, and clears the dead rows the count trigger left in
// scene_counts while the 10,000 scenes went in (one update per scene).
await sql`vacuum analyze scenes`.execute(db);
await sql`vacuum analyze scene_counts`.execute(db);
const seedMs = Date.now() - seeded;

// --- server on loopback -------------------------------------------------------------------------------------------
const services = createServices({ publicOrigin: 'http://127.0.0.1' });
const { app } = await buildApp({ db, handlers, services, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await app.close();
  await database.close();
  await dropDatabase?.();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.on('disconnect', () => void stop());

console.log(
  `READY ${JSON.stringify({ port, phone: PHONE, password: PASSWORD, scenes: LOAD_SCENES, seedMs, kind: database.kind })}`,
);
