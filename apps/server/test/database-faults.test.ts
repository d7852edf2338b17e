/**
 * The server survives its PostgreSQL going away: a pooled connection the server ends, a restart and an outage of
 * 10 s. During the outage every call answers the server-fault envelope (3002) at once, /readyz answers 503 and
 * /healthz 200; within 2 s of the database being back calls succeed again, with no restart of the server. Runs on a
 * private PostgreSQL cluster of its own (never the shared one), so it is skipped where PostgreSQL is not installed.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { postgresBinaries, privatePostgres, type PrivatePostgres } from './private-postgres.ts';
import { createAccount } from './scenes-fixtures.ts';

const bin = postgresBinaries();
const OUTAGE_MS = 10_000;
/** A connection attempt fails within the pool's 2 s; anything slower would be a hang in the caller's eyes. */
const ANSWER_WITHIN_MS = 3000;

let cluster: PrivatePostgres;
let server: TestServer;
let token: string;

describe.skipIf(bin === null)('PostgreSQL going away (needs /usr/lib/postgresql/*/bin; none installed here)', () => {
  beforeAll(async () => {
    cluster = await privatePostgres(bin as string);
    server = await startTestServer({ url: cluster.url, demo: false });
    ({ token } = await createAccount(server.db, 'faults'));
  }, 60_000);
  afterAll(async () => {
    await server?.close().catch(() => undefined);
    cluster?.remove();
  });

  async function timedCall(): Promise<{ code: number; ms: number; at: number }> {
    const started = Date.now();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/scene/newList',
      headers: { 'content-type': 'application/json', token },
      payload: JSON.stringify({ pageNum: 1, pageSize: 10 }),
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<{ code: number; msg: string }>();
    expect(body.msg).not.toMatch(/\bat\s.+:\d+/); // never a stack trace
    return { code: body.code, ms: Date.now() - started, at: Date.now() };
  }

  const probe = async (url: string) => (await server.app.inject({ method: 'GET', url })).statusCode;

  it('keeps serving after its idle pooled connections are terminated', async () => {
    await Promise.all([timedCall(), timedCall(), timedCall()]);
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    const { rowCount } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where pid <> pg_backend_pid() and backend_type = 'client backend' and datname like 'kk_test_%'`,
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await Promise.all([timedCall(), timedCall(), timedCall()]);
    expect(after.map((result) => result.code)).toEqual([0, 0, 0]);
  });

  it('answers 3002 quickly through a restart with a 10 s outage, and recovers within 2 s', async () => {
    expect(await probe('/readyz')).toBe(200);
    const results: { code: number; ms: number; at: number }[] = [];
    let running = true;
    // Traffic throughout: two callers in a loop, as a load balancer keeps sending.
    const traffic = Promise.all(
      [0, 1].map(async () => {
        while (running) {
          results.push(await timedCall());
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    cluster.stop();
    const down = Date.now();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS / 2));
    expect(await probe('/readyz')).toBe(503);
    expect(await probe('/healthz')).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS / 2));
    // pg_ctl accepts connections before it returns, so only calls answered before it is called count as outage.
    const restarting = Date.now();
    cluster.start();
    const back = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    running = false;
    await traffic;

    const before = results.filter((result) => result.at < down);
    const outage = results.filter((result) => result.at - result.ms > down + 200 && result.at < restarting);
    const recovered = results.filter((result) => result.at - result.ms > back + 2000);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((result) => result.code === 0)).toBe(true);
    expect(outage.length).toBeGreaterThan(10);
    expect(new Set(outage.map((result) => result.code))).toEqual(new Set([3002]));
    expect(Math.max(...results.map((result) => result.ms))).toBeLessThan(ANSWER_WITHIN_MS);
    expect(recovered.length).toBeGreaterThan(0);
    expect(recovered.every((result) => result.code === 0)).toBe(true);
    expect(await probe('/readyz')).toBe(200);
  }, 30_000);
});
