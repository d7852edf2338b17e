import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/security/passwords.ts';
import { hashToken } from '../src/security/tokens.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await server.db
    .insertInto('users')
    .values({
      user_name: 'demo',
      phone: '13800138000',
      email: 'demo@example.com',
      password_hash: await hashPassword('Demo1234'),
    })
    .execute();
});
afterAll(async () => {
  await server.close();
});

describe('POST /api/sso/user/login', () => {
  it('returns a token whose hash, not the token, is stored', async () => {
    const answer = await server.call('/sso/user/login', { phoneNum: '13800138000', password: 'Demo1234' });
    expect(answer.code).toBe(0);
    const token = (answer.data as { token: string }).token;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const rows = await server.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toEqual([hashToken(token)]);
  });

  it('answers 3014 for a wrong password and 3015 for an unknown account', async () => {
    expect((await server.call('/sso/user/login', { phoneNum: '13800138000', password: 'Wrong1234' })).code).toBe(3014);
    expect((await server.call('/sso/user/login', { phoneNum: '13900000000', password: 'Demo1234' })).code).toBe(3015);
  });

  it('rejects bad input with a code and no stack', async () => {
    const missing = await server.call('/sso/user/login', { phoneNum: '13800138000' });
    expect(missing.code).toBe(3001);
    const short = await server.call('/sso/user/login', { phoneNum: '13800138000', password: 'short' });
    expect(short.code).toBe(3011);
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/api/sso/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phoneNum": ',
    });
    expect(malformed.json()).toMatchObject({ code: 3002, data: null });
    expect(malformed.body).not.toMatch(/at .*\.ts/);
  });
});
