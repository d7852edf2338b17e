/**
 * Load test of the scene list (`POST /api/user/scene/newList`) with 10,000 scenes.
 *
 *   npm run load -w @kankan/server -- [--db pglite|postgres|both] [--rate 200] [--duration 20] [--warmup 3]
 *                                      [--random-pages] [--assert] [--step 100] [--step-duration 10]
 *                                      [--max-rate 2000] [--out bench/results/load-<db>.json]
 *
 * The server runs as a separate process (scripts/load-server.ts) on 127.0.0.1; this process only drives it with
 * autocannon, so the generator's work never lands on the server's thread. PostgreSQL is used when
 * LOAD_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL names a server (a fresh database is made there and dropped after);
 * `--db both` (the default when one is set) measures PGlite and then PostgreSQL. Each run logs in through the API,
 * checks one answer, sends `--warmup` seconds of requests that are not counted, then the measured run at a fixed
 * rate (bounded: at most rate × duration requests, stopped after duration + 15 s whatever happens). Each request
 * asks for the first page of 10 (what the scene screen opens with), or with --random-pages a random page of the
 * 1,000 (deep OFFSETs). Prints latency percentiles and the CPU time of both processes per request, and a Markdown
 * table at the end; with --assert exits 1 when a p99 is over 50 ms, the rate was not reached, or any answer was not
 * code 0.
 *
 * After the run at `--rate`, unless `--step 0`, the rate goes up by `--step` req/s, `--step-duration` seconds each
 * (same warm-up), until a step's p99 reaches 50 ms, an answer fails, the rate is not reached or `--max-rate`: the
 * highest rate whose p99 stayed under 50 ms is reported. `--out` (or LOAD_RESULTS) names a JSON file for the
 * figures; `<db>` in it becomes the database measured.
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
    step: { type: 'string', default: '100' },
    'step-duration': { type: 'string', default: '10' },
    'max-rate': { type: 'string', default: '2000' },
    out: { type: 'string' },
  },
});
const rate = Math.min(Math.max(Number(args.rate), 1), 5000);
const step = Math.min(Math.max(Number(args.step), 0), 1000);
const stepDuration = Math.min(Math.max(Number(args['step-duration']), 1), 60);
const maxRate = Math.min(Math.max(Number(args['max-rate']), rate), 5000);
const outPath = args.out ?? process.env['LOAD_RESULTS'];
const duration = Math.min(Math.max(Number(args.duration), 1), 120);
const warmup = Math.min(Math.max(Number(args.warmup), 0), 30);
const postgresUrl = process.env['LOAD_DATABASE_URL'] ?? process.env['DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];
const which = args.db ?? (postgresUrl ? 'both' : 'pglite');
const kinds = which === 'both' ? ['pglite', 'postgres'] : [which];
for (const kind of kinds) {
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`--db must be pglite, postgres or both, not ${kind}`);
  if (kind === 'postgres' && !postgresUrl) {
    throw new Error(
      '--db postgres needs LOAD_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL (bash scripts/postgres-for-tests.sh)',
    );
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
  delete env['DATABASE_URL'];
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

function run(origin: string, token: string, seconds: number, firstPage: boolean, pages: number, rate: number) {
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
  /** Each rate of the step-up after the run: its p99 and failures. */
  steps: { rate: number; reached: number; p50: number; p99: number; failed: number }[];
  /** The highest rate (req/s) reached with p99 under the limit and no failure; null when even `--rate` was not. */
  highestRateUnderLimit: number | null;
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
    if (warmup > 0) await run(origin, token, warmup, firstPage, pages, rate);
    const serverBefore = processCpuMs(child.pid);
    const driverBefore = process.cpuUsage();
    const result = await run(origin, token, duration, firstPage, pages, rate);
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
    const meets = (r: AutocannonResult, at: number, failures: number) =>
      r.latency.p99 < P99_LIMIT_MS && failures === 0 && r.requests.total >= at * r.duration * 0.98;
    let highestRateUnderLimit = meets(result, rate, failed) ? rate : null;
    const steps: Measured['steps'] = [];
    for (let at = rate + step; step > 0 && highestRateUnderLimit !== null && at <= maxRate; at += step) {
      if (warmup > 0) await run(origin, token, warmup, firstPage, pages, at);
      const stepped = await run(origin, token, stepDuration, firstPage, pages, at);
      const stepFailed = stepped.errors + stepped.timeouts + stepped.non2xx + stepped.mismatches;
      const reached = stepped.requests.total / Math.max(stepped.duration, 1);
      steps.push({ rate: at, reached, p50: stepped.latency.p50, p99: stepped.latency.p99, failed: stepFailed });
      console.log(
        `[${kind}] step ${at} req/s: ${reached.toFixed(1)} req/s reached, p50 ${stepped.latency.p50} ms, ` +
          `p99 ${stepped.latency.p99} ms, ${stepFailed} failed`,
      );
      if (!meets(stepped, at, stepFailed)) break;
      highestRateUnderLimit = at;
    }
    return { kind, result, serverCpuMs, driverCpuMs, failed, steps, highestRateUnderLimit };
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

for (const r of results) {
  console.log(
    `${r.kind}: highest rate with p99 under ${P99_LIMIT_MS} ms: ` +
      `${r.highestRateUnderLimit === null ? `none (not even ${rate} req/s)` : `${r.highestRateUnderLimit} req/s`}` +
      (r.steps.length > 0 && r.highestRateUnderLimit === r.steps.at(-1)?.rate ? ' (stopped at --max-rate)' : ''),
  );
}

if (outPath) {
  for (const r of results) {
    const file = path.resolve(process.cwd(), outPath.replace('<db>', r.kind));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const figures = {
      measuredAt: new Date().toISOString(),
      database: r.kind,
      machine: { cores: os.cpus().length, cpu: cpuModel, loadAverageAfter: os.loadavg() },
      endpoint: 'POST /api/user/scene/newList',
      scenes: 10_000,
      pages: args['random-pages'] ? 'random' : 'first',
      run: {
        rate,
        durationSeconds: duration,
        requests: r.result.requests.total,
        reached: r.result.requests.average,
        latencyMs: { p50: r.result.latency.p50, p90: r.result.latency.p90, p99: r.result.latency.p99 },
        maxMs: r.result.latency.max,
        failed: r.failed,
        serverCpuMsPerRequest: r.serverCpuMs === null ? null : r.serverCpuMs / Math.max(1, r.result.requests.total),
      },
      p99LimitMs: P99_LIMIT_MS,
      steps: r.steps,
      highestRateUnderLimit: r.highestRateUnderLimit,
    };
    fs.writeFileSync(file, JSON.stringify(figures, null, 2) + '\n');
    console.log(`[${r.kind}] figures written to ${file}`);
  }
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
