/** The account-information screen's own calls: the user name and the invoice titles saved on their own. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed.ts';
import { startSeededServer, type SeededServer } from './fixtures.ts';

let server: SeededServer;
let token: string;
let otherToken: string;

beforeAll(async () => {
  server = await startSeededServer({ scenes: 1 });
  token = await server.login();
  otherToken = await server.login(DEMO.second.phone);
}, 180_000);
afterAll(async () => {
  await server.close();
});

describe('user name', () => {
  it('changes the own name (trimmed) and refuses names of the wrong length (3010) and names of other accounts (3007)', async () => {
    const changed = await server.call('/user/updateUserName', { userName: '  lihua2 ' }, otherToken);
    expect(changed.code).toBe(0);
    const info = await server.call('/user/getUserInfo', undefined, otherToken);
    expect(info.data).toMatchObject({ userName: 'lihua2' });
    expect((await server.call('/user/updateUserName', { userName: 'x' }, otherToken)).code).toBe(3010);
    expect((await server.call('/user/updateUserName', { userName: 'DEMO' }, otherToken)).code).toBe(3007);
    // the own name in another case is not "taken"
    expect((await server.call('/user/updateUserName', { userName: 'LiHua2' }, otherToken)).code).toBe(0);
    const unchanged = await server.call('/user/getUserInfo', undefined, otherToken);
    expect(unchanged.data).toMatchObject({ userName: 'LiHua2' });
  });
});

describe('invoice titles', () => {
  const special = {
    type: 3,
    title: 'Wang Studio',
    code: '91440300MA5XXXXX1Y',
    emailAddress: 'bills@wang-studio.com',
    organizedAddress: '1 Keji Road, Shenzhen',
    registerPhone: '0755-12345678',
    bankName: 'Example Bank',
    bankAccount: '6222020200112233445',
    shipName: 'Wang Fang',
    shipMobile: '13900139000',
    shipAreaPath: '广东省,深圳市,南山区',
    shipAddress: '1 Keji Road',
  };

  it('saves each type once for the own account only; a second save answers 4021 and changes nothing', async () => {
    expect((await server.call('/user/invoice/mine', { type: 3 }, otherToken)).data).toBeNull();
    expect((await server.call('/user/invoice/saveInfo', special, otherToken)).code).toBe(0);
    expect((await server.call('/user/invoice/mine', { type: 3 }, otherToken)).data).toEqual(special);
    const again = await server.call('/user/invoice/saveInfo', { ...special, title: 'Other' }, otherToken);
    expect(again.code).toBe(4021);
    expect((await server.call('/user/invoice/mine', { type: 3 }, otherToken)).data).toMatchObject({
      title: 'Wang Studio',
    });
    // the other account's titles are untouched
    expect((await server.call('/user/invoice/mine', { type: 3 }, token)).data).toBeNull();
  });

  it('refuses a 17-character tax number and missing special fields, saving nothing', async () => {
    const ordinary = { type: 2, title: 'Wang Studio', emailAddress: 'bills@wang-studio.com' };
    const short = await server.call('/user/invoice/saveInfo', { ...ordinary, code: '91440300MA5XXXXX1' }, otherToken);
    expect(short.code).not.toBe(0);
    const incomplete = await server.call('/user/invoice/saveInfo', { ...special, shipAreaPath: undefined }, otherToken);
    expect(incomplete.code).not.toBe(0);
    expect((await server.call('/user/invoice/mine', { type: 2 }, otherToken)).data).toBeNull();
    expect((await server.call('/user/invoice/saveInfo', ordinary, otherToken)).code).toBe(0);
  });
});
