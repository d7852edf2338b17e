import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed.ts';
import { startSeededServer, type SeededServer } from './fixtures.ts';

let server: SeededServer;
let token: string;
let otherToken: string;

beforeAll(async () => {
  server = await startSeededServer({ scenes: 4 });
  token = await server.login();
  otherToken = await server.login(DEMO.second.phone);
}, 180_000);
afterAll(async () => {
  await server.close();
});

type Listed = { id: number; isDefault: boolean }[];
const list = async () => (await server.call('/user/getReceiverList', undefined, token)).data as Listed;
const address = (detail: string) => ({
  country: '中国',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail,
  receiver: 'Li Hua',
  phone: '13800138000',
});

describe('default address', () => {
  it('keeps one default, listed first; unsetting another address leaves it; other accounts get 3003', async () => {
    await server.call('/user/insertAddress', address('Road 1'), token);
    await server.call('/user/insertAddress', address('Road 2'), token);
    const [first, second] = (await list()).slice(-2);
    if (!first || !second) throw new Error('two addresses expected');
    expect((await list()).every((item) => item.isDefault === false)).toBe(true);

    expect((await server.call('/user/setDefaultAddress', { id: second.id, isDefault: true }, token)).code).toBe(0);
    expect((await list())[0]).toEqual(expect.objectContaining({ id: second.id, isDefault: true }));
    expect((await server.call('/user/setDefaultAddress', { id: first.id, isDefault: true }, token)).code).toBe(0);
    const now = await list();
    expect(now.filter((item) => item.isDefault).map((item) => item.id)).toEqual([first.id]);
    expect(now[0]?.id).toBe(first.id);

    // Unsetting an address that is not the default changes nothing.
    await server.call('/user/setDefaultAddress', { id: second.id, isDefault: false }, token);
    expect((await list()).filter((item) => item.isDefault).map((item) => item.id)).toEqual([first.id]);
    await server.call('/user/setDefaultAddress', { id: first.id, isDefault: false }, token);
    expect((await list()).some((item) => item.isDefault)).toBe(false);

    const before = await server.fingerprint();
    expect((await server.call('/user/setDefaultAddress', { id: first.id, isDefault: true }, otherToken)).code).toBe(
      3003,
    );
    expect(await server.fingerprint()).toEqual(before);
  });
});
