/**
 * Two server processes on one PostgreSQL (as behind a load balancer) enforce one set of limits: the lockout, the
 * verification-code limit, the rate limits and the sessions all live in the database, none in a process. Each
 * instance here has its own connection pool, services and Fastify instance; they share nothing but the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, type OpenDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { handlers } from '../src/handlers/index.ts';
import { LOGIN_LOCKED_CODE, SignInLimits } from '../src/handlers/signIn.ts';
import { hashPassword } from '../src/security/passwords.ts';
import { PUBLIC_WRITE_LIMITS, RATE_LIMITED_CODE } from '../src/security/rateLimits.ts';
import { createServices } from '../src/services.ts';
import { freshPostgresDatabase } from './harness.ts';

const serverUrl = process.env['TEST_DATABASE_URL'];

interface Instance {
  database: OpenDatabase;
  call: (
    path: string,
    body: unknown,
    options?: { ip?: string; token?: string },
  ) => Promise<{ code: number; data: unknown }>;
  close: () => Promise<void>;
}

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL (skipped unless TEST_DATABASE_URL is set)', () => {
  let drop: () => Promise<void>;
  let a: Instance;
  let b: Instance;
  const clock = { now: new Date('2026-11-21T08:00:00Z') };

  async function instance(url: string): Promise<Instance> {
    const database = await openDatabase({ url });
    const services = createServices({ publicOrigin: 'http://127.0.0.1:4000', now: () => clock.now });
    services.deliverCode = () => undefined;
    const { app } = await buildApp({ db: database.db, handlers, services, validateResponses: true });
    await app.ready();
    return {
      database,
      call: async (path, body, { ip = '127.0.0.1', token } = {}) => {
        const response = await app.inject({
          method: 'POST',
          url: `/api${path}`,
          remoteAddress: ip,
          headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
          payload: JSON.stringify(body),
        });
        return response.json() as { code: number; data: unknown };
      },
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  }

  beforeAll(async () => {
    const fresh = await freshPostgresDatabase(serverUrl ?? '');
    drop = fresh.drop;
    const setup = await openDatabase({ url: fresh.url });
    await migrateToLatest(setup.db);
    await setup.db
      .insertInto('users')
      .values({
        user_name: 'lina',
        phone: '13811112222',
        area_num: '86',
        password_hash: await hashPassword('Right2026'),
      })
      .execute();
    await setup.close();
    a = await instance(fresh.url);
    b = await instance(fresh.url);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  it('lock an account after failures spread over both, on both', async () => {
    for (let i = 0; i < SignInLimits.loginFailuresPerAccount; i += 1) {
      const server = i % 2 === 0 ? a : b;
      const answer = await server.call(
        '/sso/user/login',
        { phoneNum: '13811112222', password: 'Wrong2026' },
        {
          ip: `10.3.0.${i}`,
        },
      );
      expect(answer.code).toBe(3014);
    }
    for (const server of [a, b]) {
      const answer = await server.call(
        '/sso/user/login',
        { phoneNum: '13811112222', password: 'Right2026' },
        {
          ip: '10.3.1.1',
        },
      );
      expect(answer.code).toBe(LOGIN_LOCKED_CODE);
    }
  });

  it('count verification codes of one account across both', async () => {
    const body = { phoneNum: '13722223333', areaNum: '86' };
    for (let i = 0; i < SignInLimits.codesPerAccountPerDay; i += 1) {
      expect((await (i % 2 === 0 ? a : b).call('/sso/user/getMsgAuthCode', body, { ip: `10.4.0.${i}` })).code).toBe(0);
    }
    expect((await a.call('/sso/user/getMsgAuthCode', body, { ip: '10.4.1.1' })).code).toBe(3023);
    expect((await b.call('/sso/user/getMsgAuthCode', body, { ip: '10.4.1.2' })).code).toBe(3023);
  });

  it('rate-limit one client across both', async () => {
    const url = '/intercomMessage/leave';
    const max = PUBLIC_WRITE_LIMITS[`/api${url}`]?.max ?? 0;
    expect(max).toBeGreaterThan(1);
    const message = { content: 'Please call me about the Pro camera.', contact: '13800138000' };
    for (let i = 0; i < max; i += 1) {
      expect((await (i % 2 === 0 ? a : b).call(url, message, { ip: '203.0.113.40' })).code).toBe(0);
    }
    expect((await a.call(url, message, { ip: '203.0.113.40' })).code).toBe(RATE_LIMITED_CODE);
    expect((await b.call(url, message, { ip: '203.0.113.40' })).code).toBe(RATE_LIMITED_CODE);
  });

  it('share sessions: a login on one is valid on the other, a logout on one ends it on both', async () => {
    await a.database.db.deleteFrom('login_failures').execute();
    const login = await a.call(
      '/sso/user/login',
      { phoneNum: '13811112222', password: 'Right2026' },
      { ip: '10.5.0.1' },
    );
    expect(login.code).toBe(0);
    const { token } = login.data as { token: string };
    expect((await b.call('/user/getUserInfo', {}, { token })).code).toBe(0);
    expect((await b.call('/sso/user/logout', {}, { token })).code).toBe(0);
    expect((await a.call('/user/getUserInfo', {}, { token })).code).toBe(3004);
  });
});
