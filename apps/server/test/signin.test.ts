import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/security/tokens.ts';
import { DEMO } from '../src/seed.ts';
import { LOGIN_LOCKED_CODE, SignInLimits } from '../src/handlers/signIn.ts';
import { advanceDays, startSeededServer, type SeededServer } from './fixtures.ts';

let server: SeededServer;

beforeAll(async () => {
  server = await startSeededServer({ scenes: 10 });
}, 180_000);
afterAll(async () => {
  await server.close();
});

/** The latest code delivered to an account (codes never travel in API answers). */
function lastCode(account: string): string {
  const entry = server.codes.find((c) => c.account === account);
  if (!entry) throw new Error(`no code for ${account}`);
  return entry.code;
}

describe('verification codes', () => {
  it('are delivered to the mailbox, never in the answer', async () => {
    const answer = await server.call('/sso/user/getMsgAuthCode', { phoneNum: '13700137000', areaNum: '86' });
    expect(answer).toMatchObject({ code: 0, data: null });
    const code = lastCode('13700137000');
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(answer)).not.toContain(code);
  });

  it('answer 3013 for a bad mobile number and 3019 for a bad e-mail, sending nothing', async () => {
    const before = server.codes.length;
    expect((await server.call('/sso/user/getMsgAuthCode', { phoneNum: '23700137000' })).code).toBe(3013);
    expect((await server.call('/sso/user/getEmailAuthCode', { email: 'a..b@x' })).code).toBe(3019);
    expect(server.codes.length).toBe(before);
  });

  it(`allow ${SignInLimits.codesPerAccountPerDay} codes per account a day, then 3023`, async () => {
    const phoneNum = '13600136000';
    for (let i = 0; i < SignInLimits.codesPerAccountPerDay; i += 1) {
      expect((await server.call('/sso/user/getMsgAuthCode', { phoneNum })).code).toBe(0);
    }
    expect((await server.call('/sso/user/getMsgAuthCode', { phoneNum })).code).toBe(3023);
    advanceDays(server, 1.01);
    expect((await server.call('/sso/user/getMsgAuthCode', { phoneNum })).code).toBe(0);
  });
});

describe('registration', () => {
  it('registers by phone with the delivered code, then the password logs in', async () => {
    await server.call('/sso/user/getMsgAuthCode', { phoneNum: '13500135000' });
    const register = {
      phoneNum: '13500135000',
      code: lastCode('13500135000'),
      userName: 'zhaolei',
      password: 'Secret2026',
      confirmPassword: 'Secret2026',
      agreement: true,
    };
    expect((await server.call('/sso/user/register', register)).code).toBe(0);
    const login = await server.call('/sso/user/login', { phoneNum: '13500135000', password: 'Secret2026' });
    expect(login.code).toBe(0);
    // The code is spent: registering again is refused as already registered.
    expect((await server.call('/sso/user/register', register)).code).toBe(3008);
  });

  it('registers by e-mail (stored in lower case)', async () => {
    await server.call('/sso/user/getEmailAuthCode', { email: 'New.User@Example.com' });
    const answer = await server.call('/sso/user/register', {
      phoneNum: 'New.User@Example.com',
      code: lastCode('new.user@example.com'),
      userName: 'newuser',
      password: 'Secret2026',
      confirmPassword: 'Secret2026',
      agreement: true,
    });
    expect(answer.code).toBe(0);
    const row = await server.db
      .selectFrom('users')
      .select('email')
      .where('user_name', '=', 'newuser')
      .executeTakeFirst();
    expect(row?.email).toBe('new.user@example.com');
  });

  it('refuses taken names, existing accounts, mismatched passwords, wrong and expired codes', async () => {
    const base = { code: '000000', password: 'Secret2026', confirmPassword: 'Secret2026', agreement: true };
    expect(
      (await server.call('/sso/user/register', { ...base, phoneNum: DEMO.main.phone, userName: 'fresh' })).code,
    ).toBe(3008);
    expect(
      (await server.call('/sso/user/register', { ...base, phoneNum: DEMO.main.email, userName: 'fresh' })).code,
    ).toBe(3020);
    expect((await server.call('/sso/user/register', { ...base, phoneNum: '13400134000', userName: 'DEMO' })).code).toBe(
      3007,
    );
    expect(
      (await server.call('/sso/user/register', { ...base, phoneNum: '13400134000', userName: 'admin01' })).code,
    ).toBe(3012);
    expect(
      (
        await server.call('/sso/user/register', {
          ...base,
          phoneNum: '13400134000',
          userName: 'fresh',
          confirmPassword: 'Secret2027',
        })
      ).code,
    ).toBe(3009);
    expect(
      (await server.call('/sso/user/register', { ...base, phoneNum: '13400134000', userName: 'fresh' })).code,
    ).toBe(3006);
    await server.call('/sso/user/getMsgAuthCode', { phoneNum: '13400134000' });
    const code = lastCode('13400134000');
    const wrong = code === '111111' ? '222222' : '111111';
    expect(
      (await server.call('/sso/user/register', { ...base, code: wrong, phoneNum: '13400134000', userName: 'fresh' }))
        .code,
    ).toBe(3006);
    advanceDays(server, 0.01);
    expect(
      (await server.call('/sso/user/register', { ...base, code, phoneNum: '13400134000', userName: 'fresh' })).code,
    ).toBe(3005);
    const users = await server.db.selectFrom('users').select('id').where('user_name', '=', 'fresh').execute();
    expect(users).toHaveLength(0);
  });

  it('refuses a password that breaks the rule (3011) and a missing agreement', async () => {
    const body = {
      phoneNum: '13300133000',
      code: '123456',
      userName: 'abc',
      password: 'short',
      confirmPassword: 'short',
      agreement: true,
    };
    expect((await server.call('/sso/user/register', body)).code).toBe(3011);
    expect(
      (await server.call('/sso/user/register', { ...body, password: 'alllower123', confirmPassword: 'alllower123' }))
        .code,
    ).toBe(3011);
    expect(
      (
        await server.call('/sso/user/register', {
          ...body,
          password: 'Secret2026',
          confirmPassword: 'Secret2026',
          agreement: false,
        })
      ).code,
    ).toBe(3002);
  });
});

describe('login', () => {
  it('logs in with a code (quickLogin) and answers 3015 for an unknown account', async () => {
    await server.call('/sso/user/getMsgAuthCode', { phoneNum: DEMO.second.phone });
    const answer = await server.call('/sso/user/quickLogin', {
      phoneNum: DEMO.second.phone,
      code: lastCode(DEMO.second.phone),
    });
    expect(answer.code).toBe(0);
    expect((answer.data as { token: string }).token).toMatch(/^[0-9a-f]{64}$/);
    expect((await server.call('/sso/user/quickLogin', { phoneNum: '13211112222', code: '123456' })).code).toBe(3015);
  });

  it(`locks an account after ${SignInLimits.loginFailuresPerAccount} failed logins, until the window passes`, async () => {
    const account = DEMO.second.email;
    for (let i = 0; i < SignInLimits.loginFailuresPerAccount; i += 1) {
      expect((await server.call('/sso/user/login', { phoneNum: account, password: 'Wrong2026' })).code).toBe(3014);
    }
    expect((await server.call('/sso/user/login', { phoneNum: account, password: DEMO.password })).code).toBe(
      LOGIN_LOCKED_CODE,
    );
    advanceDays(server, 1 / 48);
    expect((await server.call('/sso/user/login', { phoneNum: account, password: DEMO.password })).code).toBe(0);
  });

  it('cancels a pending account deletion when the user logs in during the cooling-off period', async () => {
    const token = await server.login();
    const request = await server.call('/user/account/deleteRequest', undefined, token);
    expect(request.code).toBe(0);
    const ends = new Date((request.data as { coolingOffEndsAt: string }).coolingOffEndsAt);
    expect(ends.getTime() - server.clock.now.getTime()).toBe(15 * 24 * 60 * 60 * 1000);
    advanceDays(server, 3);
    const cancelling = await server.call('/sso/user/login', { phoneNum: DEMO.main.phone, password: DEMO.password });
    expect(cancelling.data).toMatchObject({ deletionCancelled: true });
    // The next login has nothing to cancel and says nothing of it.
    const plain = await server.call('/sso/user/login', { phoneNum: DEMO.main.phone, password: DEMO.password });
    expect(plain.data).not.toHaveProperty('deletionCancelled');
    const row = await server.db
      .selectFrom('users')
      .select('deletion_requested_at')
      .where('phone', '=', DEMO.main.phone)
      .executeTakeFirstOrThrow();
    expect(row.deletion_requested_at).toBeNull();
  });

  it('checkToken answers 0 for a live token and 3004 otherwise; logout deletes the session', async () => {
    const token = await server.login();
    const check = (t?: string) =>
      server.app
        .inject({ method: 'POST', url: '/api/user/checkToken', headers: t ? { token: t } : {} })
        .then((r) => r.json() as { code: number });
    expect((await check(token)).code).toBe(0);
    expect((await check('f'.repeat(64))).code).toBe(3004);
    expect((await check()).code).toBe(3004);
    const logout = await server.app.inject({ method: 'POST', url: '/api/sso/user/logout', headers: { token } });
    expect(logout.json()).toMatchObject({ code: 0 });
    const rows = await server.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect(rows).toHaveLength(0);
    expect((await check(token)).code).toBe(3004);
    expect((await server.call('/user/getUserInfo', undefined, token)).code).toBe(3004);
  });

  it('resets a forgotten password with a code and ends every session', async () => {
    const token = await server.login(DEMO.second.phone);
    await server.call('/sso/user/getMsgAuthCode', { phoneNum: DEMO.second.phone });
    const body = {
      phoneNum: DEMO.second.phone,
      code: lastCode(DEMO.second.phone),
      password: 'Changed2026',
      confirmPassword: 'Changed2026',
    };
    expect((await server.call('/sso/user/resetPassword', { ...body, confirmPassword: 'Changed2027' })).code).toBe(3009);
    expect((await server.call('/sso/user/resetPassword', body)).code).toBe(0);
    expect((await server.call('/user/getUserInfo', undefined, token)).code).toBe(3004);
    expect((await server.call('/sso/user/login', { phoneNum: DEMO.second.phone, password: 'Changed2026' })).code).toBe(
      0,
    );
    expect((await server.call('/sso/user/resetPassword', { ...body, phoneNum: '13999990000' })).code).toBe(3015);
  });

  it('checkUser answers 0 for an existing account and 3015 otherwise; sendUserInfo stores the visitor info', async () => {
    expect((await server.call('/sso/user/checkUser', { phoneNum: DEMO.main.email })).code).toBe(0);
    expect((await server.call('/sso/user/checkUser', { phoneNum: '13099990000' })).code).toBe(3015);
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/sso/user/sendUserInfo',
      headers: { 'content-type': 'application/json' },
      payload: { userName: 'visitor', language: 'en' },
    });
    expect(answer.json()).toMatchObject({ code: 0 });
    const rows = await server.db.selectFrom('visitor_infos').select('payload').execute();
    expect(rows.at(-1)?.payload).toEqual({ userName: 'visitor', language: 'en' });
  });
});

describe('camera login by QR ticket', () => {
  it('goes waiting → scanned → confirmed by the local camera-app page, giving a device-login session once', async () => {
    const issued = await server.call('/sso/camera/qrCode');
    expect(issued.code).toBe(0);
    const { ticket, qrContent } = issued.data as { ticket: string; qrContent: string };
    expect(qrContent).toBe(`http://127.0.0.1:4000/dev/camera-login/${ticket}`);
    expect((await server.call('/sso/camera/qrStatus', { ticket })).data).toEqual({ status: 0 });

    const scan = await server.app.inject({ method: 'GET', url: `/dev/camera-login/${ticket}` });
    expect(scan.statusCode).toBe(200);
    expect((await server.call('/sso/camera/qrStatus', { ticket })).data).toEqual({ status: 1 });
    const unknown = await server.app.inject({ method: 'GET', url: `/dev/camera-login/${ticket}?sn=NOPE` });
    expect(unknown.statusCode).toBe(404);
    const confirm = await server.app.inject({ method: 'GET', url: `/dev/camera-login/${ticket}?sn=A1B2C3D4` });
    expect(confirm.statusCode).toBe(200);

    const confirmed = await server.call('/sso/camera/qrStatus', { ticket });
    expect(confirmed.data).toMatchObject({ status: 2, deviceLogin: true });
    const token = (confirmed.data as { token: string }).token;
    const session = await server.db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({
      device_login: true,
      camera_id: server.seeded.cameras.pro,
      user_id: server.seeded.users.demo,
    });
    // Handed out once.
    expect((await server.call('/sso/camera/qrStatus', { ticket })).data).toEqual({ status: 3 });

    // A device login may not top up, expand or use account calls (3016), but may read consumption records.
    expect(
      (
        await server.call(
          '/user/order/rechargeOrder',
          { cameraId: server.seeded.cameras.pro, points: 600, payType: 0, abroad: 0 },
          token,
        )
      ).code,
    ).toBe(3016);
    expect(
      (
        await server.call(
          '/user/order/expansionOrder',
          {
            cameraId: server.seeded.cameras.pro,
            payType: 0,
            unit: '1T',
            unitSize: 1,
            years: 1,
            skuSn: 'SPACE-1T-1M',
            abroad: 0,
          },
          token,
        )
      ).code,
    ).toBe(3016);
    expect((await server.call('/user/camera/getAll', {}, token)).code).toBe(3016);
    const records = await server.call('/user/record/chargeList', {}, token);
    expect(records.code).toBe(0);
    const list = (records.data as { list: { cameraId: number }[] }).list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.cameraId === server.seeded.cameras.pro)).toBe(true);
    expect((await server.call('/user/record/chargeList', { cameraId: server.seeded.cameras.lite }, token)).code).toBe(
      6012,
    );
  });

  it('expires a ticket after its lifetime and answers 3 for unknown tickets', async () => {
    const { ticket } = (await server.call('/sso/camera/qrCode')).data as { ticket: string };
    advanceDays(server, (SignInLimits.cameraTicketSeconds + 1) / 86400);
    expect((await server.call('/sso/camera/qrStatus', { ticket })).data).toEqual({ status: 3 });
    const late = await server.app.inject({ method: 'GET', url: `/dev/camera-login/${ticket}?sn=A1B2C3D4` });
    expect(late.statusCode).toBe(410);
    expect((await server.call('/sso/camera/qrStatus', { ticket: 'nope' })).data).toEqual({ status: 3 });
  });
});

describe('login lockout per client address', () => {
  it(`answers ${LOGIN_LOCKED_CODE} after ${SignInLimits.loginFailuresPerIp} failed logins from one address, for any account`, async () => {
    advanceDays(server, 1);
    for (let i = 0; i < SignInLimits.loginFailuresPerIp; i += 1) {
      const answer = await server.call('/sso/user/login', {
        phoneNum: `1310000${String(i).padStart(4, '0')}`,
        password: 'Wrong2026',
      });
      expect(answer.code).toBe(3015);
    }
    expect((await server.call('/sso/user/login', { phoneNum: DEMO.main.phone, password: DEMO.password })).code).toBe(
      LOGIN_LOCKED_CODE,
    );
    advanceDays(server, 1 / 48);
    expect((await server.call('/sso/user/login', { phoneNum: DEMO.main.phone, password: DEMO.password })).code).toBe(0);
  });
});
