/**
 * The invoice list of the account area and the choice to save an invoice's title: the list shows only the caller's
 * invoices with their camera and currency, and a request saves its title as the account's only when asked to.
 */
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

interface Listed {
  id: number;
  type: number;
  status: number;
  cameraId: number | null;
  childName?: string | null;
  currency?: string;
  deliveryTime: string | null;
}

const special = {
  type: 3,
  title: 'Demo Studio',
  code: '91440300MA5XXXXX1Y',
  emailAddress: 'bills@demo-studio.com',
  organizedAddress: '1 Keji Road, Shenzhen',
  registerPhone: '0755-12345678',
  bankName: 'Example Bank',
  bankAccount: '6222020200112233445',
  shipName: 'Li Hua',
  shipMobile: '13800138000',
  shipAreaPath: 'Guangdong,Shenzhen,Nanshan',
  shipAddress: '1 Keji Road',
};

describe('invoice list', () => {
  it("lists the caller's invoices with the camera's name, the currency and the delivery time", async () => {
    const page = (await server.call('/user/invoice/list', { pageSize: 50 }, token)).data as { list: Listed[] };
    const delivered = page.list.filter((invoice) => invoice.deliveryTime !== null);
    expect(delivered.map((invoice) => invoice.type).sort()).toEqual([2, 3]);
    const cameras = server.seeded.cameras;
    const pro = page.list.find((invoice) => invoice.cameraId === cameras.pro);
    expect(pro).toMatchObject({ currency: 'CNY', childName: expect.stringMatching(/^4DKK/), orderSn: null });
    const other = (await server.call('/user/invoice/list', { pageSize: 50 }, otherToken)).data as { list: Listed[] };
    expect(other.list.filter((invoice) => page.list.some((mine) => mine.id === invoice.id))).toEqual([]);
  });
});

describe('saving the title of a request', () => {
  it('a request leaves the saved title alone unless asked to save it', async () => {
    const cameras = server.seeded.cameras;
    expect((await server.call('/user/invoice/mine', { type: 3 }, token)).data).toBeNull();
    const unsaved = await server.call('/user/invoice/add', { ...special, cameraId: cameras.pro, amount: 100 }, token);
    expect(unsaved.code).toBe(0);
    expect((await server.call('/user/invoice/mine', { type: 3 }, token)).data).toBeNull();
    // A paid camera order with no invoice yet (the seed has one).
    const orders = (await server.call('/user/order/list', { orderType: 1, pageSize: 50 }, token)).data as {
      list: { id: number; status: number; amount: number; invoice: unknown }[];
    };
    const finished = orders.list.find((order) => order.status === 3 && order.invoice === null);
    if (!finished) throw new Error('the seed has a finished camera order');
    const saved = await server.call(
      '/user/invoice/add',
      { ...special, title: 'Saved Studio', orderId: finished.id, amount: finished.amount, saveInfo: true },
      token,
    );
    expect(saved.code).toBe(0);
    const info = (await server.call('/user/invoice/mine', { type: 3 }, token)).data;
    expect(info).toMatchObject({ type: 3, title: 'Saved Studio' });
    expect(info).not.toHaveProperty('saveInfo');
  });
});
