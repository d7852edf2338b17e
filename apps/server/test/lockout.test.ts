/** The login lockout counts failures against the account, whatever spelling of it a request uses. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LOCKED_CODE, SignInLimits } from '../src/handlers/signIn.ts';
import { hashPassword } from '../src/security/passwords.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const PASSWORD = 'Right2026';

beforeAll(async () => {
  server = await startTestServer();
  const passwordHash = await hashPassword(PASSWORD);
  await server.db
    .insertInto('users')
    .values([
      {
        user_name: 'lina',
        phone: '13811112222',
        area_num: '86',
        email: 'lina@example.com',
        password_hash: passwordHash,
      },
      {
        user_name: 'chen',
        phone: '13833334444',
        area_num: '86',
        email: 'chen@example.com',
        password_hash: passwordHash,
      },
    ])
    .execute();
});
afterAll(async () => {
  await server.close();
});

/** A call from its own client address, so the per-address limit never decides these tests. */
async function loginFrom(ip: string, body: Record<string, unknown>): Promise<number> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/sso/user/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return (response.json() as { code: number }).code;
}

async function lockOut(phoneNum: string, ip: string): Promise<void> {
  for (let i = 0; i < SignInLimits.loginFailuresPerAccount; i += 1) {
    expect(await loginFrom(ip, { phoneNum, areaNum: '86', password: 'Wrong2026' })).toBe(3014);
  }
}

describe('login lockout', () => {
  it('holds for every areaNum and spelling of the locked account, and the right password does not pass', async () => {
    await lockOut('13811112222', '10.1.0.1');
    for (const areaNum of ['1', '44', '852', '86']) {
      expect(await loginFrom('10.1.0.2', { phoneNum: '13811112222', areaNum, password: 'Wrong2026' })).toBe(
        LOGIN_LOCKED_CODE,
      );
      expect(await loginFrom('10.1.0.3', { phoneNum: '13811112222', areaNum, password: PASSWORD })).toBe(
        LOGIN_LOCKED_CODE,
      );
    }
    // Its own code, not 3003 ("illegal request"): the login form says the account is locked and how to unlock it.
    expect(LOGIN_LOCKED_CODE).toBe(3027);
    // The same account by its e-mail address, in capitals.
    expect(await loginFrom('10.1.0.4', { phoneNum: 'LINA@example.com', password: PASSWORD })).toBe(LOGIN_LOCKED_CODE);
    const failures = await server.db.selectFrom('login_failures').select('account').execute();
    expect(failures).toHaveLength(SignInLimits.loginFailuresPerAccount);
  });

  it('is cleared by a password reset, so the new password logs in at once', async () => {
    await lockOut('13833334444', '10.2.0.1');
    expect(await loginFrom('10.2.0.2', { phoneNum: '13833334444', password: PASSWORD })).toBe(LOGIN_LOCKED_CODE);
    expect((await server.call('/sso/user/getMsgAuthCode', { phoneNum: '13833334444', areaNum: '86' })).code).toBe(0);
    const code = server.codes.find((entry) => entry.account === '13833334444')?.code;
    expect(code).toMatch(/^\d{6}$/);
    const reset = await server.call('/sso/user/resetPassword', {
      phoneNum: '13833334444',
      areaNum: '86',
      code,
      password: 'Fresh2026x',
      confirmPassword: 'Fresh2026x',
    });
    expect(reset.code).toBe(0);
    expect(await loginFrom('10.2.0.3', { phoneNum: '13833334444', password: 'Fresh2026x' })).toBe(0);
  });
});
