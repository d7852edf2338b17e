/**
 * The money rules hold at the moment an order is paid, not only when it is made: the points cap, the plan rules
 * (no downgrade, no plan bought twice) and the order's own status. Orders that broke a rule meanwhile are refused
 * by the pay call; a confirmation that still arrives from the provider is refunded and the order cancelled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceDays, startSeededServer, type SeededServer } from './fixtures.ts';

let server: SeededServer;
let token: string;
let cams: SeededServer['seeded']['cameras'];

beforeAll(async () => {
  server = await startSeededServer({ scenes: 10 });
  token = await server.login();
  cams = server.seeded.cameras;
}, 180_000);
afterAll(async () => {
  await server.close();
});

interface Created {
  id: number;
  orderSn: string;
}

async function rechargeOrder(cameraId: number, points: number): Promise<Created> {
  const answer = await server.call('/user/order/rechargeOrder', { cameraId, points, payType: 0, abroad: 0 }, token);
  expect(answer.code).toBe(0);
  return answer.data as Created;
}

async function expansionOrder(cameraId: number, unit: string, skuSn: string): Promise<Created> {
  const answer = await server.call(
    '/user/order/expansionOrder',
    { cameraId, unit, skuSn, unitSize: 1, years: 1, abroad: 0, payType: 0 },
    token,
  );
  expect(answer.code, `${unit} order`).toBe(0);
  return answer.data as Created;
}

/** Asks for the wallet QR code: the pay link, or the code the pay call refused with. */
async function payLink(order: Created, orderType: number): Promise<{ code: number; link: string }> {
  const answer = await server.call('/order/pay/wechatPay', { orderId: order.id, orderType }, token);
  if (answer.code !== 0) return { code: answer.code, link: '' };
  const url = new URL((answer.data as { codeUrl: string }).codeUrl);
  return { code: 0, link: url.pathname + url.search };
}

/** The provider confirms the payment (the page the QR code encodes); returns the page's title. */
async function confirm(link: string): Promise<string> {
  const opened = await server.app.inject({ method: 'GET', url: link });
  expect(opened.statusCode).toBe(200);
  return /<h1>(.*?)<\/h1>/.exec(opened.body)?.[1] ?? '';
}

async function orderState(order: Created) {
  const row = await server.db
    .selectFrom('orders')
    .select(['status', 'paid_at'])
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  const payments = await server.db
    .selectFrom('payments')
    .select('status')
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  return { status: row.status, paid: row.paid_at !== null, payments: payments.map((p) => p.status) };
}

async function camera(id: number) {
  return server.db
    .selectFrom('cameras')
    .select(['points', 'capacity_unit', 'expiry_time'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('the points cap when an order is paid', () => {
  it('refuses (6004) or refunds top-ups that were each under the cap when made but pass it together', async () => {
    await server.db.updateTable('cameras').set({ points: 98_500 }).where('id', '=', cams.lite).execute();
    // Each of these fits under 100,000 on its own, so each could be made.
    const first = await rechargeOrder(cams.lite, 1000);
    const second = await rechargeOrder(cams.lite, 600);
    const third = await rechargeOrder(cams.lite, 800);
    const firstLink = await payLink(first, 1);
    const secondLink = await payLink(second, 1);
    expect(firstLink.code).toBe(0);
    expect(secondLink.code).toBe(0);

    expect(await confirm(firstLink.link)).toBe('Payment received');
    expect((await camera(cams.lite)).points).toBe(99_500);
    // The pay call checks the cap again: no QR code for an order that would pass it.
    expect((await payLink(third, 1)).code).toBe(6004);
    // A confirmation that arrives anyway is refunded and the order cancelled; the balance does not move.
    expect(await confirm(secondLink.link)).toBe('Payment refunded');
    expect((await camera(cams.lite)).points).toBe(99_500);
    expect(await orderState(second)).toEqual({ status: 4, paid: false, payments: [3] });
    expect(
      (await server.call('/user/order/queryOrderStatus', { orderSn: second.orderSn, orderType: 1, payType: 0 })).data,
    ).toBeNull();
    const charges = await server.db
      .selectFrom('charge_records')
      .select('order_id')
      .where('order_id', 'in', [first.id, second.id])
      .execute();
    expect(charges.map((c) => c.order_id)).toEqual([first.id]);
  });
});

describe('the plan rules when an order is paid', () => {
  it('never downgrades a camera with a stale smaller plan order', async () => {
    // The Lite camera has no plan: a 20G and a 1T order are both first plans when made.
    const small = await expansionOrder(cams.lite, '20G', 'SPACE-20G-1M');
    const large = await expansionOrder(cams.lite, '1T', 'SPACE-1T-1M');
    const smallLink = await payLink(small, 2);
    const largeLink = await payLink(large, 2);
    await confirm(largeLink.link);
    expect((await camera(cams.lite)).capacity_unit).toBe('1T');

    expect((await payLink(small, 2)).code).toBe(3002);
    await confirm(smallLink.link);
    expect((await camera(cams.lite)).capacity_unit).toBe('1T');
    expect(await orderState(small)).toEqual({ status: 4, paid: false, payments: [3] });
  });

  it('never buys the same plan twice from two orders made as upgrades', async () => {
    // The Minion's plan has expired, so each 50G order is a first plan when made.
    const one = await expansionOrder(cams.minion, '50G', 'SPACE-50G-1M');
    const two = await expansionOrder(cams.minion, '50G', 'SPACE-50G-3M');
    const oneLink = await payLink(one, 2);
    const twoLink = await payLink(two, 2);
    await confirm(oneLink.link);
    const after = await camera(cams.minion);
    expect(after.capacity_unit).toBe('50G');

    await confirm(twoLink.link);
    expect(await camera(cams.minion)).toEqual(after);
    expect(await orderState(two)).toMatchObject({ status: 4, paid: false });
    const subscriptions = await server.db
      .selectFrom('capacity_subscriptions')
      .select('order_id')
      .where('order_id', 'in', [one.id, two.id])
      .execute();
    expect(subscriptions.map((s) => s.order_id)).toEqual([one.id]);
    // Renewing the plan it now has is still possible, with a new order.
    const renewal = await expansionOrder(cams.minion, '50G', 'SPACE-50G-1M');
    const renewalLink = await payLink(renewal, 2);
    expect(renewalLink.code).toBe(0);
    await confirm(renewalLink.link);
    expect(await orderState(renewal)).toMatchObject({ status: 3, paid: true });
    expect((await camera(cams.minion)).expiry_time?.getTime()).toBeGreaterThan(
      after.expiry_time?.getTime() ?? Infinity,
    );
  });
});

describe('the order status when an order is paid', () => {
  it('refunds a confirmation for an order that expired after its QR code was shown', async () => {
    const order = await rechargeOrder(cams.pro, 600);
    const { link } = await payLink(order, 1);
    const before = (await camera(cams.pro)).points;
    advanceDays(server, 2);
    try {
      await confirm(link);
      expect((await camera(cams.pro)).points).toBe(before);
      expect(await orderState(order)).toMatchObject({ paid: false, payments: [3] });
      expect((await payLink(order, 1)).code).toBe(8002);
    } finally {
      advanceDays(server, -2);
    }
  });

  it('sends the international payer to the failed result when the late confirmation is refunded', async () => {
    const created = await server.call(
      '/user/order/rechargeOrder',
      { cameraId: cams.proAbroad, points: 600, payType: 2, abroad: 1 },
      token,
    );
    const order = created.data as Created;
    const handOff = (await server.call('/order/pay/paypal', { orderId: order.id, orderType: 1 }, token)).data as {
      fields: { token: string };
    };
    const before = (await camera(cams.proAbroad)).points;
    advanceDays(server, 2);
    try {
      const succeed = await server.app.inject({
        method: 'POST',
        url: `/dev/paypal/${order.orderSn}/succeed?token=${handOff.fields.token}`,
      });
      expect(succeed.headers.location).toBe(`/payresult/0/1?orderSn=${order.orderSn}`);
      expect((await camera(cams.proAbroad)).points).toBe(before);
      expect(await orderState(order)).toMatchObject({ paid: false, payments: [3] });
    } finally {
      advanceDays(server, -2);
    }
  });

  it('refunds a confirmation for a cancelled order and answers 8002 to paying it', async () => {
    const order = await rechargeOrder(cams.pro, 600);
    const { link } = await payLink(order, 1);
    await server.db.updateTable('orders').set({ status: 4 }).where('id', '=', order.id).execute();
    const before = (await camera(cams.pro)).points;
    await confirm(link);
    expect((await camera(cams.pro)).points).toBe(before);
    expect(await orderState(order)).toEqual({ status: 4, paid: false, payments: [3] });
    expect((await payLink(order, 1)).code).toBe(8002);
  });

  it('applies a second confirmation of a paid order once only', async () => {
    const order = await rechargeOrder(cams.pro, 600);
    const { link } = await payLink(order, 1);
    const before = (await camera(cams.pro)).points;
    await confirm(link);
    await confirm(link);
    expect((await camera(cams.pro)).points).toBe(before + 600);
    expect((await payLink(order, 1)).code).toBe(8002);
  });
});
