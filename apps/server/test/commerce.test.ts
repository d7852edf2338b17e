import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed.ts';
import { advanceDays, startSeededServer, type SeededServer } from './fixtures.ts';

let server: SeededServer;
let token: string;
let otherToken: string;
let cams: SeededServer['seeded']['cameras'];

beforeAll(async () => {
  server = await startSeededServer({ scenes: 10 });
  token = await server.login();
  otherToken = await server.login(DEMO.second.phone);
  cams = server.seeded.cameras;
}, 180_000);
afterAll(async () => {
  await server.close();
});

async function firstAddress(withToken: string): Promise<number> {
  const list = (await server.call('/user/getReceiverList', undefined, withToken)).data as { id: number }[];
  return list[0]?.id ?? 0;
}

describe('cart', () => {
  it('adds to an item, sets a count, removes, but never the last item', async () => {
    const added = await server.call('/user/cart/add', { goodsId: 4, goodsCount: 2 }, token);
    expect(added.data).toEqual([
      { goodsId: 4, goodsCount: 3, price: 12800, dollarPrice: 1799 },
      { goodsId: 7, goodsCount: 2, price: 899, dollarPrice: 209 },
    ]);
    const updated = await server.call('/user/cart/update', { goodsId: 7, goodsCount: 5 }, token);
    expect((updated.data as { goodsCount: number }[])[1]?.goodsCount).toBe(5);
    expect((await server.call('/user/cart/update', { goodsId: 1, goodsCount: 5 }, token)).code).toBe(3003);
    expect((await server.call('/user/cart/remove', { goodsId: 7 }, token)).data).toEqual([
      { goodsId: 4, goodsCount: 3, price: 12800, dollarPrice: 1799 },
    ]);
    const before = await server.fingerprint();
    expect((await server.call('/user/cart/remove', { goodsId: 4 }, token)).code).toBe(3002);
    expect((await server.call('/user/cart/remove', { goodsId: 1 }, token)).code).toBe(3003);
    expect((await server.call('/user/cart/add', { goodsId: 4, goodsCount: 999 }, token)).code).toBe(3002);
    expect(await server.fingerprint()).toEqual(before);
    expect((await server.call('/user/cart/list', undefined, token)).data).toHaveLength(1);
  });
});

describe('orders', () => {
  it('lists orders by category and status, newest first, with items', async () => {
    const camera = (await server.call('/user/order/list', { orderType: 1 }, token)).data as {
      list: { status: number; items: unknown[] }[];
      pageInfo: { total: number };
    };
    expect(camera.pageInfo.total).toBe(7);
    expect(new Set(camera.list.map((o) => o.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(camera.list.every((o) => o.items.length > 0)).toBe(true);
    const cancelled = (await server.call('/user/order/list', { orderType: 1, status: 4 }, token)).data as {
      list: unknown[];
    };
    expect(cancelled.list).toHaveLength(1);
    const membership = (await server.call('/user/virtualOrder/incrementOrderList', {}, token)).data as {
      list: { orderType: number }[];
    };
    expect(membership.list).toHaveLength(3);
    expect(membership.list.every((o) => o.orderType === 2)).toBe(true);
    const theirs = (await server.call('/user/order/list', { orderType: 1 }, otherToken)).data as { list: unknown[] };
    expect(theirs.list).toHaveLength(0);
  });

  it('places a shop order from own address and saved invoice information; refuses others', async () => {
    const receiverId = await firstAddress(token);
    const answer = await server.call(
      '/user/order/createGoodsOrder',
      { receiverId, goods: [{ goodsId: 4, goodsCount: 1 }], payType: 0, abroad: 0, invoiceType: 2 },
      token,
    );
    expect(answer.code).toBe(0);
    const row = await server.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', (answer.data as { id: number }).id)
      .executeTakeFirstOrThrow();
    expect([Number(row.amount), row.currency, row.category, row.status]).toEqual([12800, 'CNY', 1, 0]);
    const before = await server.fingerprint();
    const theirAddress = await firstAddress(otherToken);
    expect(
      (
        await server.call(
          '/user/order/createGoodsOrder',
          { receiverId: theirAddress, goods: [{ goodsId: 4, goodsCount: 1 }], payType: 0, abroad: 0, invoiceType: 0 },
          token,
        )
      ).code,
    ).toBe(3003);
    // No special invoice information saved yet.
    expect(
      (
        await server.call(
          '/user/order/createGoodsOrder',
          { receiverId, goods: [{ goodsId: 4, goodsCount: 1 }], payType: 0, abroad: 0, invoiceType: 3 },
          token,
        )
      ).code,
    ).toBe(3002);
    // The provider is for abroad orders only, and abroad orders pay with the provider only.
    expect(
      (
        await server.call(
          '/user/order/createGoodsOrder',
          { receiverId, goods: [{ goodsId: 4, goodsCount: 1 }], payType: 2, abroad: 0, invoiceType: 0 },
          token,
        )
      ).code,
    ).toBe(3002);
    expect(
      (
        await server.call(
          '/user/order/createGoodsOrder',
          { receiverId, goods: [{ goodsId: 4, goodsCount: 1 }], payType: 1, abroad: 1, invoiceType: 0 },
          token,
        )
      ).code,
    ).toBe(3002);
    expect(await server.fingerprint()).toEqual(before);
  });

  it('expires orders left unpaid for 24 hours; they can no longer be paid (8002)', async () => {
    const stale = await server.db
      .selectFrom('orders')
      .select(['id', 'order_sn'])
      .where('user_id', '=', server.seeded.users.demo)
      .where('paid_at', 'is', null)
      .where('kind', '=', 1)
      .executeTakeFirstOrThrow();
    const expired = (await server.call('/user/order/list', { orderType: 3, status: 5 }, token)).data as {
      list: { orderSn: string }[];
    };
    expect(expired.list.map((o) => o.orderSn)).toContain(stale.order_sn);
    expect((await server.call('/order/pay/wechatPay', { orderId: stale.id, orderType: 1 }, token)).code).toBe(8002);
    const fresh = (
      await server.call('/user/order/rechargeOrder', { cameraId: cams.lite, points: 600, payType: 0, abroad: 0 }, token)
    ).data as { orderSn: string };
    const waiting = (await server.call('/user/order/list', { orderType: 3, status: 0 }, token)).data as {
      list: { orderSn: string }[];
    };
    expect(waiting.list.map((o) => o.orderSn)).toContain(fresh.orderSn);
  });

  it('answers 8001 for an unknown order or the wrong order type', async () => {
    expect(
      (await server.call('/user/order/queryOrderStatus', { orderSn: 'KK000', orderType: 1, payType: 0 })).code,
    ).toBe(8001);
    const created = (
      await server.call('/user/order/rechargeOrder', { cameraId: cams.pro, points: 600, payType: 0, abroad: 0 }, token)
    ).data as { orderSn: string };
    expect(
      (await server.call('/user/order/queryOrderStatus', { orderSn: created.orderSn, orderType: 2, payType: 0 })).code,
    ).toBe(8001);
  });
});

describe('payment', () => {
  it('answers a QR image that encodes the local pay page; opening it pays the order and the poll sees it', async () => {
    const created = (
      await server.call('/user/order/rechargeOrder', { cameraId: cams.pro, points: 1000, payType: 1, abroad: 0 }, token)
    ).data as { id: number; orderSn: string };
    const answer = await server.call('/order/pay/aliPay', { orderId: created.id, orderType: 1 }, token);
    expect(answer.code).toBe(0);
    const { src, codeUrl } = answer.data as { src: string; codeUrl: string };
    expect(codeUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:4000/dev/pay/${created.orderSn}\\?ref=[0-9a-f]{24}$`));
    expect(src).toBe(await QRCode.toDataURL(codeUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 }));

    const poll = () =>
      server.call('/user/order/queryOrderStatus', { orderSn: created.orderSn, orderType: 1, payType: 1 });
    expect(await poll()).toEqual({ code: 0, msg: 'success', data: null });
    const url = new URL(codeUrl);
    const bad = await server.app.inject({ method: 'GET', url: `${url.pathname}?ref=wrong` });
    expect(bad.statusCode).toBe(404);
    expect((await poll()).data).toBeNull();
    const opened = await server.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Payment received');
    expect((await poll()).data).toEqual({
      orderSn: created.orderSn,
      orderType: 1,
      payType: 1,
      paidAt: server.clock.now.toISOString(),
    });
    const payment = await server.db
      .selectFrom('payments')
      .select(['status'])
      .where('order_id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe(1);
    // A paid order cannot be paid again.
    expect((await server.call('/order/pay/wechatPay', { orderId: created.id, orderType: 1 }, token)).code).toBe(8002);
  });

  it("refuses another account's order (8001), a wallet for a dollar order (8002) and a renewal of another plan (3002)", async () => {
    const mine = (
      await server.call('/user/order/rechargeOrder', { cameraId: cams.pro, points: 600, payType: 0, abroad: 0 }, token)
    ).data as { id: number };
    const dollars = (
      await server.call(
        '/user/order/rechargeOrder',
        { cameraId: cams.proAbroad, points: 600, payType: 2, abroad: 1 },
        token,
      )
    ).data as { id: number };
    const before = await server.fingerprint();
    expect((await server.call('/order/pay/wechatPay', { orderId: mine.id, orderType: 1 }, otherToken)).code).toBe(8001);
    expect((await server.call('/order/pay/wechatPay', { orderId: 999999, orderType: 1 }, token)).code).toBe(8001);
    expect((await server.call('/order/pay/wechatPay', { orderId: dollars.id, orderType: 1 }, token)).code).toBe(8002);
    expect((await server.call('/order/pay/paypal', { orderId: mine.id, orderType: 1 }, token)).code).toBe(8002);
    expect(
      (await server.call('/order/pay/wechatPay', { orderId: mine.id, orderType: 1, spaceId: 999 }, token)).code,
    ).toBe(3002);
    expect(await server.fingerprint()).toEqual(before);
  });

  it('hands a dollar order to the local provider page, whose Fail leaves it unpaid and Succeed pays it', async () => {
    const created = (
      await server.call(
        '/user/order/rechargeOrder',
        { cameraId: cams.proAbroad, points: 600, payType: 2, abroad: 1 },
        token,
      )
    ).data as { id: number; orderSn: string };
    const answer = await server.call('/order/pay/paypal', { orderId: created.id, orderType: 1 }, token);
    expect(answer.code).toBe(0);
    const handOff = answer.data as { url: string; method: string; fields: { token: string } };
    expect(handOff.url).toBe(`http://127.0.0.1:4000/dev/paypal/${created.orderSn}`);
    expect(handOff.method).toBe('GET');
    const pagePath = `${new URL(handOff.url).pathname}?token=${handOff.fields.token}`;
    const page = await server.app.inject({ method: 'GET', url: pagePath });
    expect(page.body).toContain('Succeed');
    expect(page.body).toContain('Fail');

    // The provider page's buttons are HTML forms: the browser posts them form-encoded, with an empty body.
    const fail = await server.app.inject({
      method: 'POST',
      url: `/dev/paypal/${created.orderSn}/fail?token=${handOff.fields.token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(fail.statusCode).toBe(303);
    expect(fail.headers.location).toBe(`/payresult/0/1?orderSn=${created.orderSn}`);
    const poll = () =>
      server.call('/user/order/queryOrderStatus', { orderSn: created.orderSn, orderType: 1, payType: 2 });
    expect((await poll()).data).toBeNull();

    const retry = (await server.call('/order/pay/paypal', { orderId: created.id, orderType: 1 }, token)).data as {
      fields: { token: string };
    };
    const succeed = await server.app.inject({
      method: 'POST',
      url: `/dev/paypal/${created.orderSn}/succeed?token=${retry.fields.token}`,
    });
    expect(succeed.headers.location).toBe(`/payresult/1/1?orderSn=${created.orderSn}`);
    expect((await poll()).data).toMatchObject({ orderSn: created.orderSn, payType: 2 });
    const camera = await server.db
      .selectFrom('cameras')
      .select('points')
      .where('id', '=', cams.proAbroad)
      .executeTakeFirstOrThrow();
    expect(camera.points).toBe(600 + 600);
    const charge = await server.db
      .selectFrom('charge_records')
      .select(['amount', 'currency'])
      .where('order_id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect([Number(charge.amount), charge.currency]).toEqual([84, 'USD']);
  });
});

describe('invoices', () => {
  const ordinary = { type: 2, title: 'Demo Studio', emailAddress: 'bills@demo-studio.com' };
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

  it('reads the saved information of a type (null when none)', async () => {
    expect((await server.call('/user/invoice/mine', { type: 2 }, token)).data).toMatchObject({
      type: 2,
      title: 'Example Co Ltd',
    });
    expect((await server.call('/user/invoice/mine', { type: 3 }, token)).data).toBeNull();
  });

  it('lists the cameras with what is left to invoice', async () => {
    const devices = (await server.call('/user/invoice/deviceList', undefined, token)).data as {
      cameraId: number;
      invoiceableAmount: number;
      currency: string;
    }[];
    // Paid for the Pro camera: 1000 + 125990 + 1000 (this file's top-up) = 127990, invoiced 61000.
    expect(devices.find((d) => d.cameraId === cams.pro)).toMatchObject({
      invoiceableAmount: 127990 - 61000,
      currency: 'CNY',
    });
    expect(devices.find((d) => d.cameraId === cams.proAbroad)).toMatchObject({
      invoiceableAmount: 84,
      currency: 'USD',
    });
  });

  it('saves a request once per camera purchase (4021 while pending or nothing left) and the special information once', async () => {
    expect(
      (await server.call('/user/invoice/add', { ...special, cameraId: cams.pro, amount: 5000, saveInfo: true }, token))
        .code,
    ).toBe(0);
    expect((await server.call('/user/invoice/add', { ...special, cameraId: cams.pro, amount: 5000 }, token)).code).toBe(
      4021,
    );
    expect(
      (await server.call('/user/invoice/add', { ...ordinary, cameraId: cams.proExpiring, amount: 10 }, token)).code,
    ).toBe(4021);
    expect((await server.call('/user/invoice/add', { ...ordinary, cameraId: cams.lite, amount: 10 }, token)).code).toBe(
      4021,
    );
    expect((await server.call('/user/invoice/mine', { type: 3 }, token)).data).toMatchObject({
      type: 3,
      shipAreaPath: 'Guangdong,Shenzhen,Nanshan',
      bankName: 'Example Bank',
    });
  });

  it('refuses amounts over what is left, sensitive words, and cameras of others', async () => {
    const before = await server.fingerprint();
    expect(
      (await server.call('/user/invoice/add', { ...ordinary, cameraId: cams.proAbroad, amount: 85 }, token)).code,
    ).toBe(3002);
    expect(
      (await server.call('/user/invoice/add', { ...ordinary, cameraId: cams.proAbroad, amount: 0 }, token)).code,
    ).toBe(3002);
    expect(
      (
        await server.call(
          '/user/invoice/add',
          { ...ordinary, title: 'fake invoice co', cameraId: cams.proAbroad, amount: 10 },
          token,
        )
      ).code,
    ).toBe(7001);
    expect(
      (
        await server.call(
          '/user/invoice/add',
          { ...special, shipAddress: '赌博 street', cameraId: cams.proAbroad, amount: 10 },
          token,
        )
      ).code,
    ).toBe(7002);
    expect(
      (await server.call('/user/invoice/add', { ...ordinary, cameraId: cams.second, amount: 10 }, token)).code,
    ).toBe(6012);
    expect(
      (
        await server.call(
          '/user/invoice/add',
          { ...ordinary, code: 'short', cameraId: cams.proAbroad, amount: 10 },
          token,
        )
      ).code,
    ).toBe(3001);
    expect(
      (
        await server.call(
          '/user/invoice/add',
          { ...ordinary, cameraId: cams.proAbroad, amount: 10, organizedAddress: 'x' },
          token,
        )
      ).code,
    ).toBe(3001);
    expect(await server.fingerprint()).toEqual(before);
  });

  it('edits within 7 days after delivery only, keeping type and camera; others answer 3003', async () => {
    const list = (await server.call('/user/invoice/list', { cameraId: cams.pro }, token)).data as {
      list: { id: number; type: number; amount: number; deliveryTime: string | null }[];
    };
    const recent = list.list.find((i) => i.type === 2 && i.deliveryTime !== null);
    const old = list.list.find((i) => i.type === 3 && i.deliveryTime !== null);
    if (!recent || !old) throw new Error('seeded invoices missing');
    expect(
      (
        await server.call(
          '/user/invoice/update',
          { ...ordinary, id: recent.id, cameraId: cams.pro, amount: 900 },
          token,
        )
      ).code,
    ).toBe(0);
    const after = (await server.call('/user/invoice/list', { cameraId: cams.pro }, token)).data as {
      list: { id: number; title: string; amount: number }[];
    };
    expect(after.list.find((i) => i.id === recent.id)).toMatchObject({ title: 'Demo Studio', amount: 900 });
    const before = await server.fingerprint();
    expect(
      (await server.call('/user/invoice/update', { ...special, id: old.id, cameraId: cams.pro, amount: 100 }, token))
        .code,
    ).toBe(3002);
    expect(
      (await server.call('/user/invoice/update', { ...special, id: recent.id, cameraId: cams.pro, amount: 100 }, token))
        .code,
    ).toBe(3002);
    expect(
      (
        await server.call(
          '/user/invoice/update',
          { ...ordinary, id: recent.id, cameraId: cams.lite, amount: 100 },
          token,
        )
      ).code,
    ).toBe(3002);
    expect(
      (
        await server.call(
          '/user/invoice/update',
          { ...ordinary, id: recent.id, cameraId: cams.pro, amount: 100 },
          otherToken,
        )
      ).code,
    ).toBe(3003);
    advanceDays(server, 5);
    expect(
      (
        await server.call(
          '/user/invoice/update',
          { ...ordinary, id: recent.id, cameraId: cams.pro, amount: 100 },
          token,
        )
      ).code,
    ).toBe(3002);
    expect(await server.fingerprint()).toEqual(before);
    expect((await server.call('/user/invoice/list', { cameraId: cams.second }, token)).code).toBe(6012);
  });
});

describe('records', () => {
  it('lists expansion and charge records of own cameras with filters', async () => {
    const expansions = (await server.call('/user/record/expansionList', {}, token)).data as {
      list: { childName: string; unit: string }[];
      pageInfo: { total: number };
    };
    expect(expansions.pageInfo.total).toBe(2);
    expect(expansions.list.map((r) => r.unit).sort()).toEqual(['1T', '20G']);
    const gifts = (await server.call('/user/record/chargeList', { cameraId: cams.pro, type: 0 }, token)).data as {
      list: { type: number }[];
    };
    expect(gifts.list.length).toBe(2);
    expect(gifts.list.every((r) => r.type === 0)).toBe(true);
    const spent = (await server.call('/user/record/chargeList', { type: -1, pageSize: 3 }, token)).data as {
      list: { points: number; sceneNum: string | null }[];
      pageInfo: { pages: number };
    };
    expect(spent.list.every((r) => r.points < 0 && r.sceneNum !== null)).toBe(true);
    expect((await server.call('/user/record/expansionList', { cameraId: cams.second }, token)).code).toBe(6012);
    const theirs = (await server.call('/user/record/chargeList', {}, otherToken)).data as { list: unknown[] };
    expect(theirs.list).toHaveLength(0);
  });
});
