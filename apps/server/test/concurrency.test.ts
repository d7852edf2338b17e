/**
 * The server's limits and money rules under parallel requests: each test sends 20-40 requests at once (their
 * database work overlaps, on a pool of connections on PostgreSQL) and checks the rule held and every answer matches
 * what happened. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { MEMBERSHIP, POINTS } from '@kankan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LOCKED_CODE, SignInLimits, confirmCameraTicket } from '../src/handlers/signIn.ts';
import { markOrderPaid } from '../src/model/orders.ts';
import { hashPassword } from '../src/security/passwords.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { createAccount, createCamera, createScene, type Account } from './scenes-fixtures.ts';

let server: TestServer;
const PASSWORD = 'Right2026';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface Answer {
  code: number;
  data: unknown;
}

/** One API call from the client address `ip`, with the session `token` when given. */
async function post(path: string, body: unknown, options: { token?: string; ip?: string } = {}): Promise<Answer> {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api${path}`,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { 'content-type': 'application/json', ...(options.token ? { token: options.token } : {}) },
    payload: JSON.stringify(body),
  });
  return response.json() as Answer;
}

/** Sends `count` calls at once and gives their answer codes. */
async function together(count: number, call: (index: number) => Promise<Answer>): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: count }, (_, index) => call(index)));
  return answers.map((answer) => answer.code);
}

function tally(codes: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

let names = 0;
/** An account with a session, under a fresh short name (user names are at most 11 characters). */
function account(): Promise<Account> {
  names += 1;
  return createAccount(server.db, `racer${names}`);
}

async function userWithPassword(phone: string): Promise<number> {
  names += 1;
  const row = await server.db
    .insertInto('users')
    .values({ user_name: `pw${names}`, phone, area_num: '86', password_hash: await hashPassword(PASSWORD) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function latestCode(key: string): string {
  const entry = server.codes.find((candidate) => candidate.account === key);
  if (!entry) throw new Error(`no code for ${key}`);
  return entry.code;
}

describe('sign-in limits under parallel requests', () => {
  it('checks exactly 5 passwords of one account sent together, then locks it (3027)', async () => {
    await userWithPassword('13900000001');
    const codes = await together(40, (i) =>
      post(
        '/sso/user/login',
        { phoneNum: '13900000001', areaNum: '86', password: `Wrong${i}x2026` },
        { ip: `10.10.0.${i + 1}` },
      ),
    );
    expect(tally(codes)).toEqual({
      3014: SignInLimits.loginFailuresPerAccount,
      [LOGIN_LOCKED_CODE]: 40 - SignInLimits.loginFailuresPerAccount,
    });
    const right = await post('/sso/user/login', { phoneNum: '13900000001', password: PASSWORD }, { ip: '10.10.1.1' });
    expect(right.code).toBe(LOGIN_LOCKED_CODE);
  });

  it('checks exactly 20 logins from one address sent together, then locks the address (3027)', async () => {
    // Accounts nobody has: each try is a failure of its own account and counts against the address.
    const codes = await together(40, (i) =>
      post(
        '/sso/user/login',
        { phoneNum: `1370000${String(i).padStart(4, '0')}`, password: 'Any2026x' },
        { ip: '10.20.0.1' },
      ),
    );
    expect(tally(codes)).toEqual({
      3015: SignInLimits.loginFailuresPerIp,
      [LOGIN_LOCKED_CODE]: 40 - SignInLimits.loginFailuresPerIp,
    });
  });

  it('spends a code after 5 wrong tries sent together: the right code is refused after them', async () => {
    for (const wrong of [6, 10, 40]) {
      const phone = `139100000${String(wrong).padStart(2, '0')}`;
      await userWithPassword(phone);
      expect(
        (await post('/sso/user/getMsgAuthCode', { phoneNum: phone, areaNum: '86' }, { ip: `10.30.${wrong}.1` })).code,
      ).toBe(0);
      const right = latestCode(phone);
      const wrongCode = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
      const codes = await together(wrong, (i) =>
        post('/sso/user/quickLogin', { phoneNum: phone, code: wrongCode(i) }, { ip: `10.30.${wrong}.${i + 2}` }),
      );
      expect(codes.every((code) => code === 3006)).toBe(true);
      const after = await post('/sso/user/quickLogin', { phoneNum: phone, code: right }, { ip: `10.30.${wrong}.250` });
      expect(after.code).toBe(3006);
      const row = await server.db
        .selectFrom('verification_codes')
        .select(['attempts', 'used'])
        .where('account', '=', phone)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ attempts: SignInLimits.codeAttempts, used: true });
    }
  });

  it('lets one code be used once when the right code is sent 20 times together', async () => {
    const phone = '13920000001';
    await userWithPassword(phone);
    expect((await post('/sso/user/getMsgAuthCode', { phoneNum: phone, areaNum: '86' }, { ip: '10.40.0.1' })).code).toBe(
      0,
    );
    const code = latestCode(phone);
    const codes = await together(20, (i) =>
      post(
        '/sso/user/resetPassword',
        { phoneNum: phone, code, password: `New${i}x2026`, confirmPassword: `New${i}x2026` },
        { ip: `10.40.1.${i + 1}` },
      ),
    );
    expect(tally(codes)).toEqual({ 0: 1, 3006: 19 });
  });

  it('sends at most 5 codes to one account when 20 requests come together (3023)', async () => {
    const phone = '13930000001';
    const before = server.codes.length;
    const codes = await together(20, (i) =>
      post('/sso/user/getMsgAuthCode', { phoneNum: phone, areaNum: '86' }, { ip: `10.50.0.${i + 1}` }),
    );
    expect(tally(codes)).toEqual({
      0: SignInLimits.codesPerAccountPerDay,
      3023: 20 - SignInLimits.codesPerAccountPerDay,
    });
    expect(server.codes.length - before).toBe(SignInLimits.codesPerAccountPerDay);
  });

  it('registers one account when one code is sent 20 times together; the others get 3006 or 3008', async () => {
    const phone = '13940000001';
    expect((await post('/sso/user/getMsgAuthCode', { phoneNum: phone, areaNum: '86' }, { ip: '10.60.0.1' })).code).toBe(
      0,
    );
    const code = latestCode(phone);
    const codes = await together(20, (i) =>
      post(
        '/sso/user/register',
        {
          phoneNum: phone,
          code,
          userName: `reg${i}`,
          password: 'Secret2026',
          confirmPassword: 'Secret2026',
          agreement: true,
        },
        { ip: `10.60.1.${i + 1}` },
      ),
    );
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.every((c) => c === 0 || c === 3006 || c === 3008)).toBe(true);
    const users = await server.db.selectFrom('users').select('id').where('phone', '=', phone).execute();
    expect(users).toHaveLength(1);
  });

  it('gives a user name to one account when 20 take it together, whatever its case (3007)', async () => {
    const racers = await Promise.all(Array.from({ length: 20 }, () => account()));
    const codes = await together(20, (i) =>
      post('/user/updateUserName', { userName: i % 2 === 0 ? 'Winner' : 'winner' }, { token: racers[i]?.token }),
    );
    expect(tally(codes)).toEqual({ 0: 1, 3007: 19 });
    const holders = await server.db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['user_name']), '=', 'winner'))
      .execute();
    expect(holders).toHaveLength(1);
  });

  it('hands out one device token per confirmed camera-login ticket when polled 20 times together', async () => {
    const owner = await account();
    const camera = await createCamera(server.db, owner.id);
    const qr = await post('/sso/camera/qrCode', {});
    const { ticket } = qr.data as { ticket: string };
    expect(await confirmCameraTicket(server.db, ticket, camera.snCode, server.clock.now)).toBe('ok');
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/sso/camera/qrStatus', { ticket })));
    const tokens = answers.filter((a) => (a.data as { status: number }).status === 2);
    expect(tokens).toHaveLength(1);
    const sessions = await server.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('camera_id', '=', camera.id)
      .execute();
    expect(sessions).toHaveLength(1);
  });
});

/** A paid order of `amount` yuan for the camera (points), as the payment would leave it. */
async function paidOrder(userId: number, cameraId: number, amount: number, sn: string): Promise<number> {
  const row = await server.db
    .insertInto('orders')
    .values({
      order_sn: sn,
      user_id: userId,
      category: 3,
      kind: 1,
      status: 3,
      pay_type: 1,
      currency: 'CNY',
      amount,
      camera_id: cameraId,
      details: JSON.stringify({ points: amount }),
      paid_at: server.clock.now,
      created_at: server.clock.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function invoicedOf(cameraId: number): Promise<number> {
  const row = await server.db
    .selectFrom('invoices')
    .select((eb) => eb.fn.sum<string | number | null>('amount').as('sum'))
    .where('camera_id', '=', cameraId)
    .executeTakeFirstOrThrow();
  return Number(row.sum ?? 0);
}

const INVOICE = { type: 2, title: 'Racing Ltd', emailAddress: 'bills@example.com' };

describe('money rules under parallel requests', () => {
  it('saves one pending camera invoice for the whole paid amount when 20 ask together (4021)', async () => {
    const owner = await account();
    const camera = await createCamera(server.db, owner.id);
    await paidOrder(owner.id, camera.id, 100_000, 'KKRACE0001');
    await paidOrder(owner.id, camera.id, 26_990, 'KKRACE0002');
    const codes = await together(20, () =>
      post('/user/invoice/add', { ...INVOICE, cameraId: camera.id, amount: 126_990 }, { token: owner.token }),
    );
    expect(tally(codes)).toEqual({ 0: 1, 4021: 19 });
    expect(await invoicedOf(camera.id)).toBe(126_990);
  });

  it('never invoices more than was paid when order and camera invoices come together', async () => {
    const owner = await account();
    const camera = await createCamera(server.db, owner.id);
    const orders = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        paidOrder(owner.id, camera.id, 1000, `KKRACE1${String(i).padStart(3, '0')}`),
      ),
    );
    // The camera's whole paid amount asked for first, then each of its orders on its own.
    const codes = await together(20, (i) =>
      i < 10
        ? post('/user/invoice/add', { ...INVOICE, cameraId: camera.id, amount: 10_000 }, { token: owner.token })
        : post('/user/invoice/add', { ...INVOICE, orderId: orders[i - 10], amount: 1000 }, { token: owner.token }),
    );
    const invoices = await server.db
      .selectFrom('invoices')
      .select('amount')
      .where('camera_id', '=', camera.id)
      .execute();
    expect(codes.filter((code) => code === 0)).toHaveLength(invoices.length);
    expect(codes.every((code) => code === 0 || code === 4021 || code === 3002)).toBe(true);
    expect(await invoicedOf(camera.id)).toBeLessThanOrEqual(10_000);
  });

  it('authorises a membership to one camera when 20 requests name two cameras (3031)', async () => {
    const owner = await account();
    const cameras = [await createCamera(server.db, owner.id), await createCamera(server.db, owner.id)];
    const membership = await server.db
      .insertInto('memberships')
      .values({ user_id: owner.id, purchase_time: server.clock.now, expiry_time: new Date('2030-01-01T00:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          '/user/increment/bindCamera',
          { incrementId: membership.id, cameraId: cameras[i % 2]?.id },
          { token: owner.token },
        ).then((answer) => ({ ...answer, cameraId: cameras[i % 2]?.id })),
      ),
    );
    expect(tally(answers.map((a) => a.code))).toEqual({ 0: 1, 3031: 19 });
    const row = await server.db
      .selectFrom('memberships')
      .select('camera_id')
      .where('id', '=', membership.id)
      .executeTakeFirstOrThrow();
    expect(row.camera_id).toBe(answers.find((a) => a.code === 0)?.cameraId);
  });

  it('authorises one membership to a camera when 20 requests bring different memberships (3032)', async () => {
    const owner = await account();
    const camera = await createCamera(server.db, owner.id);
    const memberships = await server.db
      .insertInto('memberships')
      .values(
        Array.from({ length: 20 }, () => ({
          user_id: owner.id,
          purchase_time: server.clock.now,
          expiry_time: new Date('2030-01-01T00:00:00Z'),
        })),
      )
      .returning('id')
      .execute();
    const codes = await together(20, (i) =>
      post(
        '/user/increment/bindCamera',
        { incrementId: memberships[i]?.id, cameraId: camera.id },
        { token: owner.token },
      ),
    );
    expect(tally(codes)).toEqual({ 0: 1, 3032: 19 });
  });

  it('keeps the points cap when 20 top-ups of one camera are paid together', async () => {
    const owner = await account();
    const camera = await createCamera(server.db, owner.id);
    await server.db
      .updateTable('cameras')
      .set({ points: POINTS.cap - 1500 })
      .where('id', '=', camera.id)
      .execute();
    const orders = await server.db
      .insertInto('orders')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          order_sn: `KKRACE2${String(i).padStart(3, '0')}`,
          user_id: owner.id,
          category: 3,
          kind: 1,
          pay_type: 1,
          currency: 'CNY' as const,
          amount: 1000,
          camera_id: camera.id,
          details: JSON.stringify({ points: 1000 }),
          created_at: server.clock.now,
        })),
      )
      .returning('id')
      .execute();
    const outcomes = await Promise.all(orders.map((order) => markOrderPaid(server.db, order.id, 1, server.clock.now)));
    expect(outcomes.filter((o) => o?.result === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o?.result === 'refunded')).toHaveLength(19);
    const row = await server.db
      .selectFrom('cameras')
      .select('points')
      .where('id', '=', camera.id)
      .executeTakeFirstOrThrow();
    expect(row.points).toBe(POINTS.cap - 500);
  });
  it('applies one of 20 first-plan orders of one camera paid together; the rest are refunded (3002)', async () => {
    const owner = await account();
    const camera = await createCamera(server.db, owner.id);
    const sku = await server.db
      .selectFrom('storage_skus')
      .selectAll()
      .where('month', '=', 12)
      .executeTakeFirstOrThrow();
    const orders = await server.db
      .insertInto('orders')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          order_sn: `KKRACE3${String(i).padStart(3, '0')}`,
          user_id: owner.id,
          category: 3,
          kind: 2,
          pay_type: 1,
          currency: 'CNY' as const,
          amount: Number(sku.price),
          camera_id: camera.id,
          details: JSON.stringify({ unit: sku.unit, month: 12, skuSn: sku.sku_sn, purchaseKind: 'new' }),
          created_at: server.clock.now,
        })),
      )
      .returning('id')
      .execute();
    const outcomes = await Promise.all(orders.map((order) => markOrderPaid(server.db, order.id, 1, server.clock.now)));
    expect(outcomes.filter((o) => o?.result === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o?.result === 'refunded' && o.code === 3002)).toHaveLength(19);
    const plans = await server.db
      .selectFrom('capacity_subscriptions')
      .select('id')
      .where('camera_id', '=', camera.id)
      .execute();
    expect(plans).toHaveLength(1);
  });

  it('takes a membership off its camera once when 20 ask together (3002)', async () => {
    const owner = await account();
    const camera = await createCamera(server.db, owner.id);
    const membership = await server.db
      .insertInto('memberships')
      .values({
        user_id: owner.id,
        camera_id: camera.id,
        purchase_time: server.clock.now,
        expiry_time: new Date('2030-01-01T00:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const codes = await together(20, () =>
      post('/user/increment/unbindCamera', { incrementId: membership.id }, { token: owner.token }),
    );
    expect(tally(codes)).toEqual({ 0: 1, 3002: 19 });
  });
});

describe('account rules under parallel requests', () => {
  it('binds a serial number to one account when 20 accounts ask together (4011)', async () => {
    const racers = await Promise.all(Array.from({ length: 20 }, () => account()));
    const camera = await createCamera(server.db, null);
    const codes = await together(20, (i) =>
      post('/user/camera/add', { snCode: camera.snCode, cameraType: 4 }, { token: racers[i]?.token }),
    );
    expect(tally(codes)).toEqual({ 0: 1, 4011: 19 });
  });

  it('unbinds a camera once when 20 unbinds come together (6012)', async () => {
    const owner = await account();
    const camera = await createCamera(server.db, owner.id);
    const codes = await together(20, () =>
      post('/user/camera/unbind', { cameraId: camera.id }, { token: owner.token }),
    );
    expect(tally(codes)).toEqual({ 0: 1, 6012: 19 });
  });

  it('gives a camera one collaborator when 20 are invited together (6015)', async () => {
    const owner = await account();
    const camera = await createCamera(server.db, owner.id);
    const friends = await Promise.all(Array.from({ length: 20 }, () => account()));
    const [resource] = await server.db
      .selectFrom('permission_resources')
      .select('id')
      .where('included', '=', true)
      .execute();
    const codes = await together(20, (i) =>
      post(
        '/user/camera/saveCooperationUser',
        { cameraId: camera.id, userName: friends[i]?.userName, resourceIds: String(resource?.id) },
        { token: owner.token },
      ),
    );
    expect(tally(codes)).toEqual({ 0: 1, 6015: 19 });
  });

  it('creates one download folder of a name when 20 ask together (5030)', async () => {
    const owner = await account();
    const codes = await together(20, () =>
      post('/user/folder/save', { name: 'Trips', type: 1 }, { token: owner.token }),
    );
    expect(tally(codes)).toEqual({ 0: 1, 5030: 19 });
  });

  it('adds every count of 20 cart additions sent together, up to 999 (3002 beyond)', async () => {
    const owner = await account();
    const codes = await together(20, () =>
      post('/user/cart/add', { goodsId: 1, goodsCount: 100 }, { token: owner.token }),
    );
    expect(tally(codes)).toEqual({ 0: 9, 3002: 11 });
    const row = await server.db
      .selectFrom('cart_items')
      .select('goods_count')
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(row.goods_count).toBe(900);
  });

  it('keeps the last cart item when every item is removed at once (3002)', async () => {
    const owner = await account();
    for (const goodsId of [1, 4, 7]) {
      expect((await post('/user/cart/add', { goodsId, goodsCount: 1 }, { token: owner.token })).code).toBe(0);
    }
    const codes = await together(21, (i) =>
      post('/user/cart/remove', { goodsId: [1, 4, 7][i % 3] }, { token: owner.token }),
    );
    expect(codes.filter((code) => code === 0)).toHaveLength(2);
    const left = await server.db.selectFrom('cart_items').select('goods_id').where('user_id', '=', owner.id).execute();
    expect(left).toHaveLength(1);
  });

  it('uses one free download for one scene when it is asked for 20 times together', async () => {
    const owner = await account();
    await server.db
      .insertInto('memberships')
      .values({ user_id: owner.id, purchase_time: server.clock.now, expiry_time: new Date('2030-01-01T00:00:00Z') })
      .execute();
    await createScene(server.db, { userId: owner.id, sceneNum: 'race-dl-1' });
    const codes = await together(20, () =>
      post('/user/download/request', { sceneNum: 'race-dl-1' }, { token: owner.token }),
    );
    expect(codes.every((code) => code === 0)).toBe(true);
    const rows = await server.db.selectFrom('scene_downloads').select('id').where('user_id', '=', owner.id).execute();
    expect(rows).toHaveLength(1);
    expect(MEMBERSHIP.freeDownloads).toBeGreaterThan(1);
  });
  it('leaves one default address when 20 different ones are made the default together', async () => {
    const owner = await account();
    const addresses = await server.db
      .insertInto('addresses')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          user_id: owner.id,
          country: 'China',
          province: 'Guangdong',
          city: 'Shenzhen',
          detail: `Road ${i}`,
          receiver: 'Racer',
          phone: '13800138000',
        })),
      )
      .returning('id')
      .execute();
    const codes = await together(20, (i) =>
      post('/user/setDefaultAddress', { id: addresses[i]?.id, isDefault: true }, { token: owner.token }),
    );
    expect(codes.every((code) => code === 0)).toBe(true);
    const defaults = await server.db
      .selectFrom('addresses')
      .select('id')
      .where('user_id', '=', owner.id)
      .where('is_default', '=', true)
      .execute();
    expect(defaults).toHaveLength(1);
  });
});
