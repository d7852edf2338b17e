/**
 * What can be read without a login: avatars (fetched by <img>, so without the token) and the order status (polled
 * by the pay dialog without the token, spec 7). Neither may be found by counting through numbers, and a caller with
 * a session sees only its own orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed.ts';
import { startSeededServer, type SeededServer } from './fixtures.ts';

let server: SeededServer;
let token: string;
let other: string;

beforeAll(async () => {
  server = await startSeededServer({ scenes: 10 });
  token = await server.login();
  other = await server.login(DEMO.second.phone);
}, 180_000);
afterAll(async () => {
  await server.close();
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

async function uploadAvatar(withToken: string): Promise<string> {
  const boundary = '----kankan-private';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/user/uploadHead',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token: withToken },
    payload,
  });
  const answer = response.json() as { code: number; data: { head: string } };
  expect(answer.code).toBe(0);
  return new URL(answer.data.head).pathname;
}

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('avatars', () => {
  it('are served only at the unguessable address given to their owner', async () => {
    const address = await uploadAvatar(other);
    expect(address).toMatch(/^\/media\/head\/\d+-[0-9a-f]{32}\.png$/);
    expect((await get(address)).statusCode).toBe(200);
    const id = /(\d+)-/.exec(address)?.[1] ?? '';
    // Counting through ids, with or without a made-up key, finds nothing.
    expect((await get(`/media/head/${id}.png`)).statusCode).toBe(404);
    expect((await get(`/media/head/${id}-${'0'.repeat(32)}.png`)).statusCode).toBe(404);
    expect((await get(address.replace('.png', '.jpg'))).statusCode).toBe(404);
    // A replaced avatar's old address stops working.
    const next = await uploadAvatar(other);
    expect(next).not.toBe(address);
    expect((await get(address)).statusCode).toBe(404);
    expect((await get(next)).statusCode).toBe(200);
  });
});

describe('order status', () => {
  it('has an order number whose random part cannot be counted through', async () => {
    const created = await server.call(
      '/user/order/rechargeOrder',
      { cameraId: server.seeded.cameras.pro, points: 600, payType: 0, abroad: 0 },
      token,
    );
    const { orderSn } = created.data as { orderSn: string };
    expect(orderSn).toMatch(/^KK\d{14}\d{16}$/);
    const poll = (withToken?: string) =>
      server.call('/user/order/queryOrderStatus', { orderSn, orderType: 1, payType: 0 }, withToken);
    // The pay dialog's poll (no token) and the owner's session both read it; another account's session does not.
    expect(await poll()).toEqual({ code: 0, msg: 'success', data: null });
    expect((await poll(token)).code).toBe(0);
    expect((await poll(other)).code).toBe(8001);
  });
});

describe('sessions trusted for a moment between lookups', () => {
  const info = (withToken: string) => server.call('/user/getUserInfo', undefined, withToken);

  it('refuse a token at once after logout, even right after it was used', async () => {
    const fresh = await server.login(DEMO.second.phone);
    expect((await info(fresh)).code).toBe(0);
    expect((await server.call('/sso/user/logout', undefined, fresh)).code).toBe(0);
    expect((await info(fresh)).code).toBe(3004);
  });

  it('refuse every session of the account at once after a password change', async () => {
    const first = await server.login(DEMO.second.phone);
    const second = await server.login(DEMO.second.phone);
    expect((await info(first)).code).toBe(0);
    expect((await info(second)).code).toBe(0);
    const changed = await server.call(
      '/user/changePassword',
      { oldPassword: DEMO.password, password: 'Second2026', confirmPassword: 'Second2026' },
      first,
    );
    expect(changed.code).toBe(0);
    expect((await info(second)).code).toBe(3004);
    expect((await info(first)).code).toBe(3004);
    other = await server.login(DEMO.second.phone, 'Second2026');
  });

  it('still check the expiry on every call', async () => {
    const fresh = await server.login(DEMO.second.phone, 'Second2026');
    expect((await info(fresh)).code).toBe(0);
    const saved = server.clock.now;
    server.clock.now = new Date(saved.getTime() + 400 * 24 * 60 * 60 * 1000);
    try {
      expect((await info(fresh)).code).toBe(3004);
    } finally {
      server.clock.now = saved;
    }
  });
});
