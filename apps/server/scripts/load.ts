/**
 * Load test of the scene list (`POST /api/user/scene/newList`) with 10,000 scenes.
 *
 *   npm run load -w @kankan/server -- [--db pglite|postgres|both] [--rate 200] [--duration 20] [--warmup 3]
 *                                      [--random-pages] [--assert]
 *
 * The server runs as a separate process (scripts/load-server.ts) on 127.0.0.1; this process only drives it with
 * autocannon, so the generator's work never lands on the server's thread. PostgreSQL is used when
 * LOAD_DATABASE_URL or TEST_DATABASE_URL names a server (a fresh database is made there and dropped after);
 * `--db both` (the default when one is set) measures PGlite and then PostgreSQL. Each run logs in through the API,
 * checks one answer, sends `--warmup` seconds of requests that are not counted, then the measured run at a fixed
 * rate (bounded: at most rate × duration requests, stopped after duration + 15 s whatever happens). Each request
 * asks for the first page of 10 (what the scene screen opens with), or with --random-pages a random page of the
 * 1,000 (deep OFFSETs). Prints latency percentiles and the CPU time of both processes per request, and a Markdown
 * table at the end; with --assert exits 1 when a p99 is over 50 ms, the rate was not reached, or any answer was not
 * code 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

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

const PAGE_SIZE = 10;
const P99_LIMIT_MS = 50;

const { values: args } = parseArgs({
  options: {
    db: { type: 'string' },
    assert: { type: 'boolean', default: false },
    rate: { type: 'string', default: '200' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    'random-pages': { type: 'boolean', default: false },
  },
});
const rate = Math.min(Math.max(Number(args.rate), 1), 1000);
const duration = Math.min(Math.max(Number(args.duration), 1), 120);
const warmup = Math.min(Math.max(Number(args.warmup), 0), 30);
const postgresUrl = process.env['LOAD_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];
const which = args.db ?? (postgresUrl ? 'both' : 'pglite');
const kinds = which === 'both' ? ['pglite', 'postgres'] : [which];
for (const kind of kinds) {
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`--db must be pglite, postgres or both, not ${kind}`);
  if (kind === 'postgres' && !postgresUrl) {
    throw new Error('--db postgres needs LOAD_DATABASE_URL or TEST_DATABASE_URL (bash scripts/postgres-for-tests.sh)');
  }
}

/** CPU time (user + system, ms) a process has used so far, from /proc; null where there is no /proc. */
function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / 100 : null;
  } catch {
    return null;
  }
}

interface Ready {
  port: number;
  phone: string;
  password: string;
  scenes: number;
  seedMs: number;
  kind: string;
}

/** Starts scripts/load-server.ts and waits for its READY line. */
async function startServer(kind: string): Promise<{ child: ChildProcess; ready: Ready }> {
  const env = { ...process.env };
  delete env['LOAD_DATABASE_URL'];
  if (kind === 'postgres' && postgresUrl) env['LOAD_DATABASE_URL'] = postgresUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'load-server.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    const timer = setTimeout(() => reject(new Error('the load server did not start within 120 s')), 120_000);
    lines.on('line', (line) => {
      if (!line.startsWith('READY ')) return;
      clearTimeout(timer);
      resolve(JSON.parse(line.slice('READY '.length)) as Ready);
    });
    child.once('exit', (code) => reject(new Error(`the load server exited with ${code}`)));
  });
  return { child, ready };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(forced);
}

function run(origin: string, token: string, seconds: number, firstPage: boolean, pages: number) {
  const instance = autocannon({
    url: origin,
    connections: 10,
    overallRate: rate,
    duration: seconds,
    maxOverallRequests: rate * seconds,
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
  const guard = setTimeout(() => instance.stop(), (seconds + 15) * 1000);
  return Promise.resolve(instance).finally(() => clearTimeout(guard));
}

interface Measured {
  kind: string;
  result: AutocannonResult;
  serverCpuMs: number | null;
  driverCpuMs: number;
  failed: number;
}

async function measure(kind: string): Promise<Measured> {
  const { child, ready } = await startServer(kind);
  try {
    const origin = `http://127.0.0.1:${ready.port}`;
    const post = async (apiPath: string, body: unknown, token?: string) => {
      const response = await fetch(`${origin}/api${apiPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { code: number; data: unknown };
    };
    const login = await post('/sso/user/login', { phoneNum: ready.phone, password: ready.password });
    if (login.code !== 0) throw new Error(`login failed with code ${login.code}`);
    const token = (login.data as { token: string }).token;
    // One checked call before the run: the list answers with a full page and the right total.
    const probe = await post('/user/scene/newList', { pageNum: 1, pageSize: PAGE_SIZE }, token);
    const probeData = probe.data as { total: number; list: unknown[] } | null;
    if (probe.code !== 0 || probeData?.total !== ready.scenes || probeData.list.length !== PAGE_SIZE) {
      throw new Error(`scene list probe failed: ${JSON.stringify(probe).slice(0, 200)}`);
    }
    const pages = ready.scenes / PAGE_SIZE;
    const firstPage = !args['random-pages'];
    console.log(
      `\n[${kind}] seeded ${ready.scenes} scenes in ${ready.seedMs} ms; server pid ${child.pid} on ${origin}\n` +
        `[${kind}] POST /api/user/scene/newList at ${rate} req/s: ${warmup} s warm-up (not counted), then ` +
        `${duration} s measured, ${firstPage ? 'first page' : `random page of ${pages}`}, ${PAGE_SIZE} per page`,
    );
    if (warmup > 0) await run(origin, token, warmup, firstPage, pages);
    const serverBefore = processCpuMs(child.pid);
    const driverBefore = process.cpuUsage();
    const result = await run(origin, token, duration, firstPage, pages);
    const serverAfter = processCpuMs(child.pid);
    const driver = process.cpuUsage(driverBefore);
    const failed = result.errors + result.timeouts + result.non2xx + result.mismatches;
    const perRequest = (ms: number | null) =>
      ms === null ? 'n/a' : `${(ms / Math.max(1, result.requests.total)).toFixed(2)} ms`;
    const serverCpuMs = serverBefore === null || serverAfter === null ? null : serverAfter - serverBefore;
    const driverCpuMs = (driver.user + driver.system) / 1000;
    console.log(
      [
        `[${kind}] requests: ${result.requests.total} in ${result.duration.toFixed(1)} s ` +
          `(${result.requests.average.toFixed(1)} req/s average)`,
        `[${kind}] latency: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, ` +
          `max ${result.latency.max} ms, mean ${result.latency.mean.toFixed(2)} ms`,
        `[${kind}] CPU per request: server process ${perRequest(serverCpuMs)}, load generator ${perRequest(driverCpuMs)}`,
        `[${kind}] failures: ${failed} (errors ${result.errors}, timeouts ${result.timeouts}, ` +
          `non-2xx ${result.non2xx}, code not 0 ${result.mismatches})`,
      ].join('\n'),
    );
    return { kind, result, serverCpuMs, driverCpuMs, failed };
  } finally {
    await stopServer(child);
  }
}

const results: Measured[] = [];
for (const kind of kinds) results.push(await measure(kind));

const cpuModel = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${cpuModel}), load average ` +
    `${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} after the runs\n`,
);
console.log('| Database | Requests | Rate reached | p50 | p90 | p99 | max | Server CPU per request | Failures |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const { kind, result, serverCpuMs, failed } of results) {
  const cpu = serverCpuMs === null ? 'n/a' : `${(serverCpuMs / Math.max(1, result.requests.total)).toFixed(2)} ms`;
  console.log(
    `| ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${result.requests.total} | ` +
      `${result.requests.average.toFixed(1)} req/s | ${result.latency.p50} ms | ${result.latency.p90} ms | ` +
      `**${result.latency.p99} ms** | ${result.latency.max} ms | ${cpu} | ${failed} |`,
  );
}

if (args.assert) {
  const bad = results.filter(
    (r) => r.result.latency.p99 > P99_LIMIT_MS || r.failed > 0 || r.result.requests.total < rate * duration * 0.98,
  );
  for (const r of bad) {
    console.error(
      `FAIL [${r.kind}]: p99 ${r.result.latency.p99} ms (limit ${P99_LIMIT_MS} ms), ${r.result.requests.total} of ` +
        `${rate * duration} requests, ${r.failed} failed`,
    );
  }
  process.exit(bad.length > 0 ? 1 : 0);
}
process.exit(0);
