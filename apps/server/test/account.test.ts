import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed.ts';
import { startSeededServer, type SeededServer } from './fixtures.ts';

let server: SeededServer;
let token: string;
let otherToken: string;

beforeAll(async () => {
  server = await startSeededServer({ scenes: 10 });
  token = await server.login();
  otherToken = await server.login(DEMO.second.phone);
}, 180_000);
afterAll(async () => {
  await server.close();
});

function upload(file: { name: string; type: string; data: Buffer } | null, withToken = token) {
  const boundary = '----kankan-test';
  const parts: Buffer[] = [];
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  } else {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return server.app
    .inject({
      method: 'POST',
      url: '/api/user/uploadHead',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token: withToken },
      payload: Buffer.concat(parts),
    })
    .then((r) => r.json() as { code: number; data: { head: string } | null });
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

describe('getUserInfo', () => {
  it('gives the profile with the membership count, cart and token', async () => {
    const answer = await server.call('/user/getUserInfo', undefined, token);
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({
      id: server.seeded.users.demo,
      userName: 'demo',
      phoneNum: DEMO.main.phone,
      email: DEMO.main.email,
      head: null,
      // valid and expiring count; the expired one does not
      incrementNum: 2,
      token,
      cart: [
        { goodsId: 4, goodsCount: 1, price: 12800, dollarPrice: 1799 },
        { goodsId: 7, goodsCount: 2, price: 899, dollarPrice: 209 },
      ],
      deletionRequestedAt: null,
    });
  });
});

describe('avatar upload', () => {
  it('stores a PNG under 1 MB and serves it from the returned address', async () => {
    const answer = await upload({ name: 'me.png', type: 'image/png', data: PNG });
    expect(answer.code).toBe(0);
    const head = answer.data?.head ?? '';
    expect(head).toMatch(/^http:\/\/127\.0\.0\.1:4000\/media\/head\/\d+-[0-9a-f]{32}\.png$/);
    const served = await server.app.inject({ method: 'GET', url: new URL(head).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
    const info = await server.call('/user/getUserInfo', undefined, token);
    expect((info.data as { head: string }).head).toBe(head);
  });

  it('stores a JPG sent with a PNG name and type as the JPG it is', async () => {
    const jpg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
    const answer = await upload({ name: 'photo.png', type: 'image/png', data: jpg });
    expect(answer.code).toBe(0);
    const head = answer.data?.head ?? '';
    expect(head).toMatch(/\.jpg$/);
    const served = await server.app.inject({ method: 'GET', url: new URL(head).pathname });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(served.rawPayload, jpg)).toBe(0);
  });

  it('answers 3018 without a file, 3017 for an empty one and 3002 for other types or 1 MB and more', async () => {
    const before = await server.fingerprint();
    expect((await upload(null)).code).toBe(3018);
    expect((await upload({ name: 'e.png', type: 'image/png', data: Buffer.alloc(0) })).code).toBe(3017);
    expect((await upload({ name: 'a.gif', type: 'image/gif', data: Buffer.from('GIF89a........') })).code).toBe(3002);
    expect((await upload({ name: 'fake.png', type: 'image/png', data: Buffer.from('not an image at all') })).code).toBe(
      3002,
    );
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    expect((await upload({ name: 'big.png', type: 'image/png', data: big })).code).toBe(3002);
    expect((await upload({ name: 'me.png', type: 'image/png', data: PNG }, 'nope')).code).toBe(3004);
    expect(await server.fingerprint()).toEqual(before);
  });
});

describe('addresses', () => {
  const address = {
    country: 'China',
    province: 'Zhejiang',
    city: 'Hangzhou',
    district: 'Xihu',
    detail: '18 Wensan Road',
    receiver: 'Li Hua',
    phone: '13800138000',
  };

  it('adds, lists, updates and deletes own addresses', async () => {
    expect((await server.call('/user/insertAddress', address, token)).code).toBe(0);
    const list = (await server.call('/user/getReceiverList', undefined, token)).data as { id: number; city: string }[];
    const added = list.find((a) => a.city === 'Hangzhou');
    expect(added).toBeDefined();
    const id = added?.id ?? 0;
    expect((await server.call('/user/updateAddress', { ...address, id, city: 'Ningbo' }, token)).code).toBe(0);
    const after = (await server.call('/user/getReceiverList', undefined, token)).data as { id: number; city: string }[];
    expect(after.find((a) => a.id === id)?.city).toBe('Ningbo');
    expect((await server.call('/user/deleteAddress', { id }, token)).code).toBe(0);
    const final = (await server.call('/user/getReceiverList', undefined, token)).data as { id: number }[];
    expect(final.some((a) => a.id === id)).toBe(false);
  });

  it("never shows, changes or deletes another account's address (3003)", async () => {
    const theirs = (await server.call('/user/getReceiverList', undefined, otherToken)).data as { id: number }[];
    const mine = (await server.call('/user/getReceiverList', undefined, token)).data as { id: number }[];
    const theirId = theirs[0]?.id ?? 0;
    expect(mine.some((a) => a.id === theirId)).toBe(false);
    const before = await server.fingerprint();
    expect((await server.call('/user/updateAddress', { ...address, id: theirId }, token)).code).toBe(3003);
    expect((await server.call('/user/deleteAddress', { id: theirId }, token)).code).toBe(3003);
    expect((await server.call('/user/deleteAddress', { id: 999999 }, token)).code).toBe(3003);
    expect(await server.fingerprint()).toEqual(before);
  });
});

describe('password change and account deletion', () => {
  it('changes the password with the old one (3014 when wrong, 3009 mismatch) and ends the sessions', async () => {
    const own = await server.login(DEMO.second.email);
    expect(
      (
        await server.call(
          '/user/changePassword',
          { oldPassword: 'Wrong2026', password: 'Other2026', confirmPassword: 'Other2026' },
          own,
        )
      ).code,
    ).toBe(3014);
    expect(
      (
        await server.call(
          '/user/changePassword',
          { oldPassword: DEMO.password, password: 'Other2026', confirmPassword: 'Other2027' },
          own,
        )
      ).code,
    ).toBe(3009);
    expect(
      (
        await server.call(
          '/user/changePassword',
          { oldPassword: DEMO.password, password: 'Other2026', confirmPassword: 'Other2026' },
          own,
        )
      ).code,
    ).toBe(0);
    expect((await server.call('/user/getUserInfo', undefined, own)).code).toBe(3004);
    expect((await server.call('/sso/user/login', { phoneNum: DEMO.second.email, password: 'Other2026' })).code).toBe(0);
    otherToken = await server.login(DEMO.second.email, 'Other2026');
  });

  it('requests deletion with a 15-day cooling-off, cancels it, and deletes the account after the period', async () => {
    const requested = await server.call('/user/account/deleteRequest', undefined, token);
    expect(requested.code).toBe(0);
    const info = await server.call('/user/getUserInfo', undefined, token);
    expect((info.data as { deletionRequestedAt: string | null }).deletionRequestedAt).not.toBeNull();
    expect((await server.call('/user/account/deleteCancel', undefined, token)).code).toBe(0);
    const cancelled = await server.call('/user/getUserInfo', undefined, token);
    expect((cancelled.data as { deletionRequestedAt: string | null }).deletionRequestedAt).toBeNull();

    // The second account goes through with it: after 15 days the account is gone and its cameras are unbound.
    expect((await server.call('/user/account/deleteRequest', undefined, otherToken)).code).toBe(0);
    server.clock.now = new Date(server.clock.now.getTime() + 15 * 24 * 60 * 60 * 1000 + 1000);
    expect((await server.call('/sso/user/login', { phoneNum: DEMO.second.email, password: 'Other2026' })).code).toBe(
      3015,
    );
    const camera = await server.db
      .selectFrom('cameras')
      .select('user_id')
      .where('id', '=', server.seeded.cameras.second)
      .executeTakeFirstOrThrow();
    expect(camera.user_id).toBeNull();
    const orders = await server.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', server.seeded.users.second)
      .execute();
    expect(orders).toHaveLength(0);
  });
});
