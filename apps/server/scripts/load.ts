/**
 * Load test of the scene list (`POST /api/user/scene/newList`).
 *
 *   npx tsx apps/server/scripts/load.ts [--assert] [--rate 200] [--duration 20] [--random-pages]
 *
 * Starts the server in this process on 127.0.0.1 (a free port) with a fresh in-memory PGlite, seeds one account
 * with 10,000 scenes in one SQL statement, logs in through the API, then sends the scene list at a fixed rate with
 * autocannon (bounded: at most rate × duration requests, and stopped after duration + 15 s whatever happens). Each
 * request asks for the first page of 10 (what the scene screen opens with), or with --random-pages a random page of
 * the 1,000 (deep OFFSETs). Prints throughput and latency percentiles; with --assert exits 1 when p99 is over 50 ms
 * or any answer was not code 0.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import * as scenesExtra from '../src/db/migrations/0100_scenes_extra.ts';
import { collaborationHandlers } from '../src/handlers/collaboration.ts';
import { contentHandlers } from '../src/handlers/content.ts';
import { folderHandlers } from '../src/handlers/folders.ts';
import { handlers } from '../src/handlers/index.ts';
import { sceneHandlers } from '../src/handlers/scenes.ts';
import { hashPassword } from '../src/security/passwords.ts';
import { createServices } from '../src/services.ts';

/** The part of autocannon's API this script uses (the package ships no types). */
interface Histogram {
  average: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  total: number;
}
interface AutocannonResult {
  requests: Histogram;
  latency: Histogram;
  throughput: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  mismatches: number;
}
interface AutocannonRequest {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  setupRequest?: (request: { body?: string }) => { body?: string };
}
interface AutocannonOptions {
  url: string;
  connections: number;
  overallRate: number;
  duration: number;
  maxOverallRequests: number;
  timeout: number;
  requests: AutocannonRequest[];
  verifyBody: (body: string) => boolean;
}
interface AutocannonInstance extends PromiseLike<AutocannonResult> {
  stop: () => void;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => AutocannonInstance;

const SCENES = 10_000;
const PAGE_SIZE = 10;
const P99_LIMIT_MS = 50;

const { values: args } = parseArgs({
  options: {
    assert: { type: 'boolean', default: false },
    rate: { type: 'string', default: '200' },
    duration: { type: 'string', default: '20' },
    'random-pages': { type: 'boolean', default: false },
  },
});
const rate = Math.min(Math.max(Number(args.rate), 1), 1000);
const duration = Math.min(Math.max(Number(args.duration), 1), 120);

const database = await openDatabase({ dataDir: 'memory://' });
await migrateToLatest(database.db);
const db = database.db;
// The scene-list index of 0100_scenes_extra, applied here until db/migrate.ts registers it.
const applied = await sql<{ name: string }>`select name from kysely_migration where name = '0100_scenes_extra'`.execute(
  db,
);
if (applied.rows.length === 0) await scenesExtra.up(db as unknown as Kysely<unknown>); // migrations take an untyped Kysely

// --- seed: one account, two cameras, a few folders, 10,000 scenes --------------------------------------------------
const password = 'Load1234';
const user = await db
  .insertInto('users')
  .values({ user_name: 'loadtest', phone: '13900000000', password_hash: await hashPassword(password) })
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
  from generate_series(1, ${lit(SCENES)}) as g`.execute(db);
// Sets the visibility map so pages and counts are read from the index alone.
await sql`vacuum analyze scenes`.execute(db);
console.log(`seeded ${SCENES} scenes in ${Date.now() - seeded} ms`);

// --- server on loopback -------------------------------------------------------------------------------------------
const services = createServices({ publicOrigin: 'http://127.0.0.1' });
const { app } = await buildApp({
  db,
  handlers: { ...handlers, ...sceneHandlers, ...folderHandlers, ...collaborationHandlers, ...contentHandlers },
  services,
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const origin = `http://127.0.0.1:${port}`;

async function post(path: string, body: unknown, token?: string): Promise<{ code: number; data: unknown }> {
  const response = await fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: unknown };
}

const login = await post('/sso/user/login', { phoneNum: '13900000000', password });
if (login.code !== 0) throw new Error(`login failed with code ${login.code}`);
const token = (login.data as { token: string }).token;

// One checked call before the run: the list answers with a full page and the right total.
const probe = await post('/user/scene/newList', { pageNum: 1, pageSize: PAGE_SIZE }, token);
const probeData = probe.data as { total: number; list: unknown[] } | null;
if (probe.code !== 0 || probeData?.total !== SCENES || probeData.list.length !== PAGE_SIZE) {
  throw new Error(`scene list probe failed: ${JSON.stringify(probe).slice(0, 200)}`);
}

// --- the run ------------------------------------------------------------------------------------------------------
const pages = SCENES / PAGE_SIZE;
const firstPage = !args['random-pages'];
const maxRequests = rate * duration;
console.log(
  `POST /api/user/scene/newList at ${rate} req/s for ${duration} s (at most ${maxRequests} requests), ` +
    `${firstPage ? 'first page' : `random page of ${pages}`}, ${PAGE_SIZE} per page, against ${origin}`,
);
const instance = autocannon({
  url: origin,
  connections: 10,
  overallRate: rate,
  duration,
  maxOverallRequests: maxRequests,
  timeout: 10,
  requests: [
    {
      method: 'POST',
      path: '/api/user/scene/newList',
      headers: { 'content-type': 'application/json', token },
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({
          pageNum: firstPage ? 1 : 1 + Math.floor(Math.random() * pages),
          pageSize: PAGE_SIZE,
        }),
      }),
    },
  ],
  verifyBody: (body) => body.startsWith('{"code":0,'),
});
const cpuBefore = process.cpuUsage();
const guard = setTimeout(() => instance.stop(), (duration + 15) * 1000);
const result = await instance;
clearTimeout(guard);
const cpu = process.cpuUsage(cpuBefore);
const cpuMsPerRequest = (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests.total);

await app.close();
await database.close();

const failed = result.errors + result.timeouts + result.non2xx + result.mismatches;
console.log(
  [
    `requests: ${result.requests.total} in ${result.duration.toFixed(1)} s (${result.requests.average.toFixed(1)} req/s average)`,
    `throughput: ${(result.throughput.average / 1024).toFixed(1)} KiB/s average`,
    `latency: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, ` +
      `max ${result.latency.max} ms, mean ${result.latency.mean.toFixed(2)} ms`,
    `process CPU (server and load generator): ${cpuMsPerRequest.toFixed(2)} ms per request`,
    `failures: ${failed} (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}, ` +
      `code not 0 ${result.mismatches})`,
  ].join('\n'),
);

if (args.assert && (result.latency.p99 > P99_LIMIT_MS || failed > 0)) {
  console.error(`FAIL: p99 ${result.latency.p99} ms (limit ${P99_LIMIT_MS} ms), ${failed} failed requests`);
  process.exit(1);
}
process.exit(0);
