/**
 * User names are unique by their look-alike key: collaborators are invited by name, so "demо" with a Cyrillic о,
 * "ｄｅｍｏ" in full-width letters or "DEMO" may not be registered beside "demo", nor taken by a rename, even when
 * two registrations arrive at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

let phone = 13300133000;
async function register(userName: string): Promise<number> {
  const phoneNum = String(phone++);
  await server.call('/sso/user/getMsgAuthCode', { phoneNum });
  const code = server.codes.find((entry) => entry.account === phoneNum)?.code;
  const password = 'Secret2026';
  const answer = await server.call('/sso/user/register', {
    phoneNum,
    code,
    userName,
    password,
    confirmPassword: password,
    agreement: true,
  });
  return answer.code;
}

describe('user names', () => {
  it('refuse look-alikes of an existing name at registration (3007)', async () => {
    expect(await register('demo')).toBe(0);
    for (const lookAlike of ['dem\u043e', 'ｄｅｍｏ', 'DEMO', '\u0501em\u03bf']) {
      expect(await register(lookAlike), lookAlike).toBe(3007);
    }
    expect(await register('demo2')).toBe(0);
  });

  it('refuse a rename to a look-alike of another account’s name (3007)', async () => {
    expect(await register('renamer')).toBe(0);
    const login = await server.call('/sso/user/login', { phoneNum: String(phone - 1), password: 'Secret2026' });
    const token = (login.data as { token: string }).token;
    expect((await server.call('/user/updateUserName', { userName: 'dem\u043e2' }, token)).code).toBe(3007);
    expect((await server.call('/user/updateUserName', { userName: 'Renamer' }, token)).code).toBe(0);
  });

  it('let only one of two look-alike registrations arriving together succeed', async () => {
    const codes = await Promise.all([register('paral'), register('par\u0430l'), register('ｐａｒａｌ')]);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === 3007)).toHaveLength(2);
  });
});
