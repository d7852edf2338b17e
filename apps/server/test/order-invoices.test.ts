/** The orders screen's calls: the order list's payment, camera and invoice state, cancelling, invoicing an order. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed.ts';
import { startSeededServer, type SeededServer } from './fixtures.ts';

let server: SeededServer;
let token: string;
let otherToken: string;

interface OrderView {
  id: number;
  status: number;
  paidAt: string | null;
  cameraId: number | null;
  childName: string | null;
  invoice: { id: number; status: number } | null;
  payOrderType: number | null;
  amount: number;
}

beforeAll(async () => {
  server = await startSeededServer({ scenes: 4 });
  token = await server.login();
  otherToken = await server.login(DEMO.second.phone);
}, 180_000);
afterAll(async () => {
  await server.close();
});

async function orders(orderType: number, withToken = token): Promise<OrderView[]> {
  const page = (await server.call('/user/order/list', { orderType, pageSize: 50 }, withToken)).data as {
    list: OrderView[];
  };
  return page.list;
}

const ordinary = { type: 2, title: 'Demo Studio', emailAddress: 'bills@demo-studio.com' };

describe('order list', () => {
  it('tells paid from unpaid orders and names the camera of points and plan orders', async () => {
    const camera = await orders(1);
    expect(camera.filter((o) => o.paidAt === null).map((o) => o.status)).toEqual(expect.arrayContaining([4, 5]));
    expect(camera.find((o) => o.status === 3)?.paidAt).toMatch(/^\d{4}-/);
    const other = await orders(3);
    expect(other.every((o) => o.cameraId !== null && o.childName?.startsWith('4DKK'))).toBe(true);
    expect(camera.every((o) => o.cameraId === null && o.childName === null && o.invoice === null)).toBe(true);
    expect(camera.every((o) => o.payOrderType === 3)).toBe(true);
    expect((await orders(4)).every((o) => o.payOrderType === null)).toBe(true);
  });
});

describe('cancel an order', () => {
  it('cancels only an own order waiting for payment', async () => {
    const created = await server.call('/user/order/createIncrementOrder', { count: 1, payType: 0, abroad: 0 }, token);
    const id = (created.data as { id: number }).id;
    expect((await server.call('/user/order/cancel', { orderId: id }, otherToken)).code).toBe(8001);
    expect((await orders(2)).find((o) => o.id === id)?.status).toBe(0);
    expect((await server.call('/user/order/cancel', { orderId: id }, token)).code).toBe(0);
    expect((await orders(2)).find((o) => o.id === id)?.status).toBe(4);
    expect((await server.call('/user/order/cancel', { orderId: id }, token)).code).toBe(3002);
    // A cancelled order can no longer be paid.
    expect((await server.call('/order/pay/wechatPay', { orderId: id, orderType: 4 }, token)).code).toBe(8002);
    const paid = (await orders(1)).find((o) => o.status === 3);
    expect((await server.call('/user/order/cancel', { orderId: paid?.id }, token)).code).toBe(3002);
  });
});

describe('invoice an order', () => {
  it('saves one invoice per paid order, shows it on the order, and refuses a second (4021)', async () => {
    const finished = (await orders(1)).find((o) => o.status === 3 && o.invoice === null);
    if (!finished) throw new Error('the seed has a finished camera order');
    const body = { ...ordinary, orderId: finished.id, amount: finished.amount };
    expect((await server.call('/user/invoice/add', body, otherToken)).code).toBe(8001);
    expect((await server.call('/user/invoice/add', { ...body, amount: finished.amount + 1 }, token)).code).toBe(3002);
    expect((await server.call('/user/invoice/add', body, token)).code).toBe(0);
    expect((await server.call('/user/invoice/add', body, token)).code).toBe(4021);
    const invoice = (await orders(1)).find((o) => o.id === finished.id)?.invoice;
    expect(invoice).toEqual({ id: expect.any(Number), status: 0 });
    const listed = (await server.call('/user/invoice/list', { orderId: finished.id }, token)).data as {
      list: { id: number; orderId: number | null; cameraId: number | null; amount: number }[];
    };
    expect(listed.list).toEqual([
      expect.objectContaining({ id: invoice?.id, orderId: finished.id, cameraId: null, amount: finished.amount }),
    ]);
    expect((await server.call('/user/invoice/list', { orderId: finished.id }, otherToken)).data).toMatchObject({
      list: [],
    });
    // Edited within the rules, keeping its order.
    const edit = { ...body, id: invoice?.id, title: 'Demo Studio Ltd' };
    expect((await server.call('/user/invoice/update', edit, token)).code).toBe(0);
    expect((await server.call('/user/invoice/update', { ...edit, orderId: undefined }, token)).code).toBe(3002);
  });

  it('refuses unpaid, cancelled or expired orders and a request naming neither an order nor a camera', async () => {
    const unpaid = (await orders(1)).find((o) => o.paidAt === null);
    expect((await server.call('/user/invoice/add', { ...ordinary, orderId: unpaid?.id, amount: 1 }, token)).code).toBe(
      3002,
    );
    expect((await server.call('/user/invoice/add', { ...ordinary, amount: 1 }, token)).code).toBe(3001);
  });
});

describe('consumption records by date range', () => {
  it('keeps the records created within the range, for points and capacity', async () => {
    const all = (await server.call('/user/record/chargeList', { pageSize: 100 }, token)).data as {
      list: { createTime: string }[];
    };
    const times = all.list.map((r) => Date.parse(r.createTime)).sort((a, b) => a - b);
    const middle = times[Math.floor(times.length / 2)] ?? 0;
    const from = new Date(middle).toISOString();
    const ranged = (await server.call('/user/record/chargeList', { startTime: from, pageSize: 100 }, token)).data as {
      list: { createTime: string }[];
    };
    expect(ranged.list.length).toBe(times.filter((time) => time >= middle).length);
    expect(ranged.list.every((r) => Date.parse(r.createTime) >= middle)).toBe(true);
    const before = (await server.call('/user/record/chargeList', { endTime: from, pageSize: 100 }, token)).data as {
      list: unknown[];
    };
    expect(before.list.length + ranged.list.length).toBe(all.list.length);
    const plans = (await server.call('/user/record/expansionList', { endTime: '2000-01-01T00:00:00Z' }, token))
      .data as {
      list: unknown[];
    };
    expect(plans.list).toEqual([]);
  });
});
