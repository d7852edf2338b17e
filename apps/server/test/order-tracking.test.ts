import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed.ts';
import { startSeededServer, type SeededServer } from './fixtures.ts';

let server: SeededServer;
let token: string;
let otherToken: string;

beforeAll(async () => {
  server = await startSeededServer();
  token = await server.login();
  otherToken = await server.login(DEMO.second.phone);
}, 180_000);
afterAll(async () => {
  await server.close();
});

async function shopOrder(abroad: 0 | 1) {
  const list = (await server.call('/user/getReceiverList', undefined, token)).data as { id: number }[];
  const answer = await server.call(
    '/user/order/createGoodsOrder',
    {
      receiverId: list[0]?.id ?? 0,
      goods: [
        { goodsId: 4, goodsCount: 1 },
        { goodsId: 7, goodsCount: 2 },
      ],
      payType: abroad ? 2 : 0,
      abroad,
      invoiceType: 0,
    },
    token,
  );
  expect(answer.code).toBe(0);
  return answer.data as { id: number; orderSn: string; amount: number; currency: string };
}

const post = (url: string) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

describe('shop order tracking', () => {
  it('answers the amount priced by the server when the order is placed', async () => {
    const order = await shopOrder(0);
    expect([order.amount, order.currency]).toEqual([12800 + 2 * 899, 'CNY']);
    const dollars = await shopOrder(1);
    expect([dollars.amount, dollars.currency]).toEqual([1799 + 2 * 209, 'USD']);
  });

  it('shows one own order by its number with ordered, paid, shipped and received dates', async () => {
    const order = await shopOrder(0);
    const detail = () => server.call('/user/order/detail', { orderSn: order.orderSn }, token);
    expect((await detail()).data).toMatchObject({
      id: order.id,
      orderSn: order.orderSn,
      kind: 3,
      orderType: 1,
      status: 0,
      amount: 14598,
      paidAt: null,
      shippedAt: null,
      receivedAt: null,
      items: [
        { goodsId: 4, goodsCount: 1, price: 12800 },
        { goodsId: 7, goodsCount: 2, price: 899 },
      ],
    });
    // Not paid yet: the demo's warehouse refuses to ship it.
    expect((await post(`/dev/ship/${order.orderSn}/shipped`)).statusCode).toBe(409);

    const qr = (await server.call('/order/pay/wechatPay', { orderId: order.id, orderType: 3 }, token)).data as {
      codeUrl: string;
    };
    const url = new URL(qr.codeUrl);
    await server.app.inject({ method: 'GET', url: url.pathname + url.search });
    const paidAt = server.clock.now.toISOString();
    expect((await detail()).data).toMatchObject({ paidAt, shippedAt: null, status: 0 });

    expect((await post(`/dev/ship/${order.orderSn}/shipped`)).statusCode).toBe(200);
    expect((await detail()).data).toMatchObject({ paidAt, shippedAt: paidAt, receivedAt: null, status: 1 });
    // Shipped once only.
    expect((await post(`/dev/ship/${order.orderSn}/shipped`)).statusCode).toBe(409);
    expect((await post(`/dev/ship/${order.orderSn}/received`)).statusCode).toBe(200);
    expect((await detail()).data).toMatchObject({ shippedAt: paidAt, receivedAt: paidAt, status: 2 });
    expect((await post(`/dev/ship/${order.orderSn}/lost`)).statusCode).toBe(404);
  });

  it("answers 8001 for another account's order and an unknown number", async () => {
    const order = await shopOrder(0);
    expect((await server.call('/user/order/detail', { orderSn: order.orderSn }, otherToken)).code).toBe(8001);
    expect((await server.call('/user/order/detail', { orderSn: 'KK0' }, token)).code).toBe(8001);
    expect((await server.call('/user/order/detail', { orderSn: order.orderSn })).code).toBe(3004);
  });

  it('sends a paid shop order back from the provider page to its result with its number', async () => {
    const order = await shopOrder(1);
    const handOff = (await server.call('/order/pay/paypal', { orderId: order.id, orderType: 3 }, token)).data as {
      fields: { token: string };
    };
    const answer = await post(`/dev/paypal/${order.orderSn}/fail?token=${handOff.fields.token}`);
    expect(answer.headers.location).toBe(`/payresult/0/3?orderSn=${order.orderSn}`);
  });
});
