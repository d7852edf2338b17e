import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GB } from '../src/handlers/common.ts';
import { startSeededServer, type SeededServer } from './fixtures.ts';

let server: SeededServer;
let token: string;
let cams: SeededServer['seeded']['cameras'];
const DAY = 24 * 60 * 60 * 1000;

interface CameraView {
  id: number;
  snCode: string;
  childName: string;
  type: number;
  country: number;
  capacity: string;
  totalSpace: number;
  usedSpace: number;
  expiryTime: string | null;
  exDot: number;
  sceneCount: number;
  cooperationUser: string | null;
  spaceId: number | null;
}

beforeAll(async () => {
  server = await startSeededServer({ scenes: 30 });
  token = await server.login();
  cams = server.seeded.cameras;
}, 180_000);
afterAll(async () => {
  await server.close();
});

async function camera(id: number): Promise<CameraView> {
  const all = (await server.call('/user/camera/getAll', {}, token)).data as CameraView[];
  const found = all.find((c) => c.id === id);
  if (!found) throw new Error(`camera ${id} not listed`);
  return found;
}

/** Pays an order through the local wallet page the QR code encodes. */
async function payWithWallet(orderId: number, orderType: number): Promise<void> {
  const qr = await server.call('/order/pay/wechatPay', { orderId, orderType }, token);
  expect(qr.code).toBe(0);
  const { codeUrl, src } = qr.data as { codeUrl: string; src: string };
  expect(src).toMatch(/^data:image\/png;base64,/);
  const url = new URL(codeUrl);
  const opened = await server.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(opened.statusCode).toBe(200);
}

describe('camera lists', () => {
  it('lists the own cameras with capacity, points, scene counts and collaborator', async () => {
    const all = (await server.call('/user/camera/getAll', {}, token)).data as CameraView[];
    expect(all.map((c) => c.id).sort()).toEqual(
      [cams.pro, cams.proExpiring, cams.proAbroad, cams.minion, cams.lite].sort(),
    );
    const pro = all.find((c) => c.id === cams.pro);
    expect(pro).toMatchObject({
      snCode: 'A1B2C3D4',
      childName: '4DKKPRO_A1B2C3',
      type: 4,
      country: 0,
      capacity: '1T',
      totalSpace: 1024 * GB,
      exDot: 1200,
      cooperationUser: 'wangfang',
    });
    expect(pro?.sceneCount).toBeGreaterThan(0);
    // An expired plan falls back to the base capacity but keeps its expiry for the reminder.
    expect(all.find((c) => c.id === cams.minion)).toMatchObject({ capacity: '10G', totalSpace: 10 * GB });
    expect(all.find((c) => c.id === cams.lite)).toMatchObject({ capacity: '5G', expiryTime: null });
    const abroad = (await server.call('/user/camera/getAll', { country: 1 }, token)).data as CameraView[];
    expect(abroad.map((c) => c.id)).toEqual([cams.proAbroad]);
  });

  it('pages one type with a child-name filter, finds by child name and counts plans near or past expiry', async () => {
    const page = await server.call('/user/camera/listNew', { type: 4, pageNum: 1, pageSize: 2 }, token);
    expect(page.data).toMatchObject({ pageInfo: { pageNum: 1, pageSize: 2, total: 3, pages: 2 } });
    const filtered = (await server.call('/user/camera/listNew', { type: 4, childName: 'a1b2' }, token)).data as {
      list: CameraView[];
    };
    expect(filtered.list.map((c) => c.id)).toEqual([cams.pro]);
    const byName = (await server.call('/user/camera/listNewAll', { childName: '4DKKPRO_A1B2C3' }, token))
      .data as CameraView[];
    expect(byName.map((c) => c.id)).toEqual([cams.pro]);
    expect((await server.call('/user/camera/listNewAll', { childName: '4DKKPRO_W40000' }, token)).data).toEqual([]);
    expect((await server.call('/user/camera/deadlineNumber', undefined, token)).data).toBe(2);
  });

  it('lists cameras with their authorised membership', async () => {
    const list = (await server.call('/user/camera/listWithIncrement', {}, token)).data as (CameraView & {
      increment: { id: number } | null;
    })[];
    expect(list.find((c) => c.id === cams.pro)?.increment?.id).toBe(server.seeded.memberships.valid);
    expect(list.find((c) => c.id === cams.lite)?.increment).toBeNull();
  });
});

describe('binding cameras', () => {
  it('binds several serial numbers at once, then answers 6010 for an own camera', async () => {
    const answer = await server.call('/user/camera/add', { snCode: 'KKPRO10001,KKPRO10002', cameraType: 4 }, token);
    expect(answer.code).toBe(0);
    expect((answer.data as { snCode: string }[]).map((c) => c.snCode)).toEqual(['KKPRO10001', 'KKPRO10002']);
    expect((await server.call('/user/camera/add', { snCode: 'KKPRO10001', cameraType: 4 }, token)).code).toBe(6010);
  });

  it("refuses unknown serials (4010), a wrong type (4013), another account's camera (4011), repeats and more than 10, binding nothing", async () => {
    const before = await server.fingerprint();
    expect((await server.call('/user/camera/add', { snCode: 'NOPE123', cameraType: 4 }, token)).code).toBe(4010);
    // A Minion's serial sent as a Pro: the type is wrong, the camera exists.
    expect((await server.call('/user/camera/add', { snCode: 'KKMIN20001', cameraType: 4 }, token)).code).toBe(4013);
    expect((await server.call('/user/camera/add', { snCode: 'W4000001', cameraType: 4 }, token)).code).toBe(4011);
    // A batch is refused whole, and the refusal names the serial number it is about.
    expect(await server.call('/user/camera/add', { snCode: 'KKPRO10003,NOPE123', cameraType: 4 }, token)).toMatchObject(
      {
        code: 4010,
        data: { snCode: 'NOPE123' },
      },
    );
    expect(
      await server.call('/user/camera/add', { snCode: 'KKPRO10003,KKMIN20001', cameraType: 4 }, token),
    ).toMatchObject({ code: 4013, data: { snCode: 'KKMIN20001' } });
    expect(
      (await server.call('/user/camera/add', { snCode: 'KKPRO10003,KKPRO10003', cameraType: 4 }, token)).code,
    ).toBe(3002);
    const eleven = Array.from({ length: 11 }, (_, i) => `SN${i}`).join(',');
    expect((await server.call('/user/camera/add', { snCode: eleven, cameraType: 4 }, token)).code).toBe(3002);
    expect(await server.fingerprint()).toEqual(before);
  });

  it('unbinds an own camera (its membership authorisation goes with it) and refuses others (6012)', async () => {
    const bound = (await server.call('/user/camera/add', { snCode: 'KKPRO10003', cameraType: 4 }, token)).data as {
      id: number;
    }[];
    const id = bound[0]?.id ?? 0;
    expect((await server.call('/user/camera/unbind', { cameraId: id }, token)).code).toBe(0);
    const row = await server.db.selectFrom('cameras').select('user_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
    expect((await server.call('/user/camera/unbind', { cameraId: cams.second }, token)).code).toBe(6012);
    expect((await server.call('/user/camera/unbind', { cameraId: id }, token)).code).toBe(6012);
  });
});

describe('capacity plans', () => {
  it('prices one period for every plan, in yuan and dollars, with the current deadline', async () => {
    const answer = await server.call(
      '/user/order/getExpansionPrice',
      { childName: '4DKKPRO_A1B2C3', dateType: 2 },
      token,
    );
    expect(answer.code).toBe(0);
    const data = answer.data as {
      skuList: { unit: string; price: number; dollarPrice: number; month: number; skuSn: string }[];
      deadLine: string | null;
    };
    expect(data.skuList.map((s) => [s.unit, s.price, s.dollarPrice, s.month])).toEqual([
      ['20G', 1290, 190, 12],
      ['50G', 5090, 760, 12],
      ['200G', 23990, 3490, 12],
      ['1T', 125990, 17990, 12],
    ]);
    expect(data.deadLine).toBe(new Date(server.clock.now.getTime() + 200 * DAY).toISOString());
    const monthly = (
      await server.call('/user/order/getExpansionPrice', { childName: '4DKKPRO_A1B2C3', dateType: 1 }, token)
    ).data as { skuList: { price: number }[] };
    expect(monthly.skuList.map((s) => s.price)).toEqual([129, 509, 2399, 12599]);
    const sixMonths = (
      await server.call('/user/order/getExpansionPrice', { childName: 'KKMINION_M90000', dateType: 4 }, token)
    ).data as { skuList: { price: number; month: number }[]; deadLine: null };
    expect(sixMonths.skuList[0]).toMatchObject({ price: 129 * 6, month: 6 });
    expect(sixMonths.deadLine).toBeNull();
    expect(
      (await server.call('/user/order/getExpansionPrice', { childName: '4DKKPRO_W40000', dateType: 1 }, token)).code,
    ).toBe(6012);
  });

  const order = (body: Record<string, unknown>) =>
    server.call('/user/order/expansionOrder', { unitSize: 1, years: 1, abroad: 0, payType: 0, ...body }, token);

  it('refuses a downgrade and a unit that does not match the plan (3002)', async () => {
    expect((await order({ cameraId: cams.pro, unit: '200G', skuSn: 'SPACE-200G-1M' })).code).toBe(3002);
    expect((await order({ cameraId: cams.pro, unit: '50G', skuSn: 'SPACE-1T-1M' })).code).toBe(3002);
    expect((await order({ cameraId: cams.second, unit: '1T', skuSn: 'SPACE-1T-1M' })).code).toBe(6012);
  });

  it('renews the same plan with the days left carried over as delay', async () => {
    const answer = await order({ cameraId: cams.pro, unit: '1T', skuSn: 'SPACE-1T-1M' });
    expect(answer.code).toBe(0);
    expect((answer.data as { delay: number }).delay).toBe(200);
  });

  it('upgrades with the remaining time rounded up to whole months of 31 days, effective once paid', async () => {
    // 10 days left on 20G: 0.32 months round up to 1 month = 31 extension days.
    const answer = await order({ cameraId: cams.proExpiring, unit: '50G', skuSn: 'SPACE-50G-1M' });
    expect(answer.code).toBe(0);
    const created = answer.data as { id: number; delay: number; orderSn: string };
    expect(created.delay).toBe(31);
    const query = () =>
      server.call('/user/order/queryOrderStatus', { orderSn: created.orderSn, orderType: 2, payType: 0 });
    expect(await query()).toMatchObject({ code: 0, data: null });
    await payWithWallet(created.id, 2);
    expect((await query()).data).toMatchObject({ orderSn: created.orderSn, orderType: 2, payType: 0 });
    const after = await camera(cams.proExpiring);
    expect(after).toMatchObject({ capacity: '50G', totalSpace: 50 * GB });
    expect(after.expiryTime).toBe(new Date(server.clock.now.getTime() + (31 + 31) * DAY).toISOString());
    const records = (await server.call('/user/record/expansionList', { cameraId: cams.proExpiring }, token)).data as {
      list: { unit: string; orderSn: string }[];
    };
    expect(records.list[0]).toMatchObject({ unit: '50G', orderSn: created.orderSn });
  });

  it('buys a new plan on an expired one without delay, and prices an abroad camera in dollars for the provider only', async () => {
    const fresh = await order({ cameraId: cams.minion, unit: '20G', skuSn: 'SPACE-20G-3M' });
    expect(fresh.data).toMatchObject({ delay: 0 });
    expect((await order({ cameraId: cams.proAbroad, unit: '20G', skuSn: 'SPACE-20G-12M', payType: 0 })).code).toBe(
      3002,
    );
    const abroad = await order({
      cameraId: cams.proAbroad,
      unit: '20G',
      skuSn: 'SPACE-20G-12M',
      payType: 2,
      abroad: 1,
    });
    expect(abroad.code).toBe(0);
    const row = await server.db
      .selectFrom('orders')
      .select(['amount', 'currency'])
      .where('id', '=', (abroad.data as { id: number }).id)
      .executeTakeFirstOrThrow();
    expect([Number(row.amount), row.currency]).toEqual([190, 'USD']);
  });
});

describe('points top-up', () => {
  it('creates an order for a package, and paying it adds the points with a charge record', async () => {
    const answer = await server.call(
      '/user/order/rechargeOrder',
      { cameraId: cams.lite, points: 800, payType: 0, abroad: 0 },
      token,
    );
    expect(answer.code).toBe(0);
    const created = answer.data as { id: number; orderSn: string; payType: number };
    expect(created.payType).toBe(0);
    await payWithWallet(created.id, 1);
    expect((await camera(cams.lite)).exDot).toBe(150 + 800);
    const records = (await server.call('/user/record/chargeList', { cameraId: cams.lite, type: 1 }, token)).data as {
      list: { points: number; amount: number }[];
    };
    expect(records.list[0]).toMatchObject({ points: 800, amount: 800 });
    // Opening the page again does not add the points twice.
    const list = await server.db.selectFrom('charge_records').select('id').where('camera_id', '=', cams.lite).execute();
    expect(list).toHaveLength(1);
  });

  it('refuses a top-up over 100,000 points (6004), another account or a missing camera (6012)', async () => {
    await server.db.updateTable('cameras').set({ points: 99_500 }).where('id', '=', cams.minion).execute();
    const before = await server.fingerprint();
    expect(
      (
        await server.call(
          '/user/order/rechargeOrder',
          { cameraId: cams.minion, points: 600, payType: 0, abroad: 0 },
          token,
        )
      ).code,
    ).toBe(6004);
    expect(
      (
        await server.call(
          '/user/order/rechargeOrder',
          { cameraId: cams.second, points: 600, payType: 0, abroad: 0 },
          token,
        )
      ).code,
    ).toBe(6012);
    expect(
      (await server.call('/user/order/rechargeOrder', { cameraId: 987654, points: 600, payType: 0, abroad: 0 }, token))
        .code,
    ).toBe(6012);
    expect(
      (
        await server.call(
          '/user/order/rechargeOrder',
          { cameraId: cams.lite, points: 700, payType: 0, abroad: 0 },
          token,
        )
      ).code,
    ).toBe(3002);
    expect(await server.fingerprint()).toEqual(before);
  });
});

describe('membership', () => {
  it("lists, filters and reads own memberships; another account's answers 3030", async () => {
    const all = (await server.call('/user/increment/findIncrementList', {}, token)).data as {
      list: { id: number }[];
      pageInfo: { total: number };
    };
    expect(all.pageInfo.total).toBe(3);
    const bound = (await server.call('/user/increment/findIncrementList', { bound: true }, token)).data as {
      list: { id: number; snCode: string }[];
    };
    expect(bound.list).toEqual([expect.objectContaining({ id: server.seeded.memberships.valid, snCode: 'A1B2C3D4' })]);
    expect(
      (await server.call('/user/increment/findById', { id: server.seeded.memberships.expiring }, token)).data,
    ).toMatchObject({ cameraId: null });
    const theirs = await server.db
      .insertInto('memberships')
      .values({
        user_id: server.seeded.users.second,
        purchase_time: server.clock.now,
        expiry_time: new Date(server.clock.now.getTime() + 100 * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await server.call('/user/increment/findById', { id: theirs.id }, token)).code).toBe(3030);
    expect(
      (await server.call('/user/increment/bindCamera', { incrementId: theirs.id, cameraId: cams.lite }, token)).code,
    ).toBe(3030);
  });

  it('authorises a free membership to an own camera, unseals its scenes, and seals them again when deauthorised', async () => {
    // 8 GB of scenes on the 5G Lite camera: the newest are sealed.
    await server.db.deleteFrom('scenes').where('camera_id', '=', cams.lite).execute();
    await server.db
      .insertInto('scenes')
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          scene_num: `lite-${i}`,
          user_id: server.seeded.users.demo,
          camera_id: cams.lite,
          name: `Lite ${i}`,
          size_bytes: GB,
          status: i >= 5 ? 3 : 0,
          created_at: new Date(server.clock.now.getTime() - (10 - i) * DAY),
          generated_at: new Date(server.clock.now.getTime() - (10 - i) * DAY),
        })),
      )
      .execute();
    const statuses = async () =>
      (
        await server.db
          .selectFrom('scenes')
          .select(['scene_num', 'status'])
          .where('camera_id', '=', cams.lite)
          .orderBy('scene_num')
          .execute()
      ).map((s) => s.status);
    const body = { incrementId: server.seeded.memberships.expiring, cameraId: cams.lite };
    expect((await server.call('/user/increment/bindCamera', body, token)).code).toBe(0);
    expect(await statuses()).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect((await server.call('/user/increment/bindCamera', body, token)).code).toBe(3031);
    expect((await server.call('/user/increment/unbindCamera', { incrementId: body.incrementId }, token)).code).toBe(0);
    expect(await statuses()).toEqual([0, 0, 0, 0, 0, 3, 3, 3]);
    expect((await server.call('/user/increment/unbindCamera', { incrementId: body.incrementId }, token)).code).toBe(
      3002,
    );
  });

  it("refuses another account's camera (6005), a camera that already has one (3032) and an expired membership", async () => {
    const { expiring, expired } = server.seeded.memberships;
    const before = await server.fingerprint();
    expect(
      (await server.call('/user/increment/bindCamera', { incrementId: expiring, cameraId: cams.second }, token)).code,
    ).toBe(6005);
    expect(
      (await server.call('/user/increment/bindCamera', { incrementId: expiring, cameraId: cams.pro }, token)).code,
    ).toBe(3032);
    expect(
      (await server.call('/user/increment/bindCamera', { incrementId: expired, cameraId: cams.lite }, token)).code,
    ).toBe(3002);
    expect(await server.fingerprint()).toEqual(before);
  });

  it('membership orders create one-year memberships when paid', async () => {
    const created = await server.call('/user/order/createIncrementOrder', { count: 2, payType: 1, abroad: 0 }, token);
    expect(created.code).toBe(0);
    const { id } = created.data as { id: number };
    const qr = await server.call('/order/pay/aliPay', { orderId: id, orderType: 4 }, token);
    const url = new URL((qr.data as { codeUrl: string }).codeUrl);
    await server.app.inject({ method: 'GET', url: url.pathname + url.search });
    const rows = await server.db.selectFrom('memberships').selectAll().where('order_id', '=', id).execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]?.expiry_time.getTime()).toBe(server.clock.now.getTime() + 365 * DAY);
    const info = (await server.call('/user/getUserInfo', undefined, token)).data as { incrementNum: number };
    expect(info.incrementNum).toBe(4);
  });
});
