import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed.ts';
import { startSeededServer, type SeededServer } from './fixtures.ts';

interface Download {
  id: number;
  sceneNum: string;
  status: number;
  free: boolean;
  orderSn: string | null;
  amount: number;
}
interface Downloads {
  list: Download[];
  isMember: boolean;
  freeTotal: number;
  freeUsed: number;
  freeLeft: number;
  paidPrice: number;
  paidPriceUsd: number;
}

let server: SeededServer;
let token: string;
let otherToken: string;
/** The main account's normal scenes, and one of its archived ones. */
let normal: string[];
let archived: string;
let othersScene: string;

beforeAll(async () => {
  server = await startSeededServer({ scenes: 30 });
  token = await server.login();
  otherToken = await server.login(DEMO.second.phone);
  const scenes = await server.db.selectFrom('scenes').select(['scene_num', 'status', 'user_id']).execute();
  const { demo, second } = server.seeded.users;
  normal = scenes.filter((s) => s.user_id === demo && s.status === 0).map((s) => s.scene_num);
  archived = scenes.find((s) => s.user_id === demo && s.status === 3)?.scene_num ?? '';
  othersScene = scenes.find((s) => s.user_id === second)?.scene_num ?? '';
}, 180_000);
afterAll(async () => {
  await server.close();
});

const list = async (withToken = token) =>
  (await server.call('/user/download/list', undefined, withToken)).data as Downloads;

describe('scene downloads', () => {
  it('gives a member 10 free downloads, repeats a ready one for free, then asks for payment', async () => {
    expect(normal.length).toBeGreaterThanOrEqual(12);
    expect(await list()).toMatchObject({ isMember: true, freeTotal: 10, freeLeft: 10, paidPrice: 99, list: [] });

    const first = await server.call('/user/download/request', { sceneNum: normal[0] }, token);
    expect(first.data).toMatchObject({
      paymentRequired: false,
      download: { sceneNum: normal[0], status: 1, free: true },
    });
    const again = await server.call('/user/download/request', { sceneNum: normal[0] }, token);
    expect(again.data).toEqual(first.data);
    expect((await list()).freeLeft).toBe(9);

    for (const sceneNum of normal.slice(1, 10)) {
      expect((await server.call('/user/download/request', { sceneNum }, token)).code).toBe(0);
    }
    const used = await list();
    expect(used).toMatchObject({ freeUsed: 10, freeLeft: 0 });
    expect(used.list).toHaveLength(10);

    const before = await server.fingerprint();
    const paid = await server.call('/user/download/request', { sceneNum: normal[10] }, token);
    expect(paid.data).toEqual({ paymentRequired: true, download: null });
    expect(await server.fingerprint()).toEqual(before);
  });

  it('refuses another account’s scene (5015) and an archived one (3002)', async () => {
    expect((await server.call('/user/download/request', { sceneNum: othersScene }, token)).code).toBe(5015);
    expect((await server.call('/user/download/request', { sceneNum: archived }, token)).code).toBe(3002);
    const order = { sceneNum: othersScene, payType: 0, abroad: 0 };
    expect((await server.call('/user/download/order', order, token)).code).toBe(5015);
  });

  it('lists a paid download as awaiting payment until its order is paid, then ready with its file', async () => {
    const sceneNum = normal[11] ?? '';
    const created = (await server.call('/user/download/order', { sceneNum, payType: 1, abroad: 0 }, token)).data as {
      id: number;
      orderSn: string;
      amount: number;
    };
    expect(created.amount).toBe(99);
    const waiting = (await list()).list.find((item) => item.sceneNum === sceneNum);
    expect(waiting).toMatchObject({ status: 0, free: false, orderSn: created.orderSn, amount: 99 });

    const qr = (await server.call('/order/pay/aliPay', { orderId: created.id, orderType: 5 }, token)).data as {
      codeUrl: string;
    };
    const url = new URL(qr.codeUrl);
    expect((await server.app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(200);
    const poll = await server.call('/user/order/queryOrderStatus', {
      orderSn: created.orderSn,
      orderType: 5,
      payType: 1,
    });
    expect(poll.data).toMatchObject({ orderSn: created.orderSn, orderType: 5 });

    const ready = (await list()).list.filter((item) => item.sceneNum === sceneNum);
    expect(ready).toHaveLength(1);
    expect(ready[0]).toMatchObject({ status: 1, free: false, orderSn: created.orderSn });
    const orders = (await server.call('/user/order/list', { orderType: 4 }, token)).data as {
      list: { orderSn: string; status: number }[];
    };
    expect(orders.list.find((order) => order.orderSn === created.orderSn)?.status).toBe(3);

    const file = (await server.call('/user/download/file', { id: ready[0]?.id }, token)).data as {
      fileName: string;
      contentBase64: string;
    };
    expect(file.fileName).toBe(`scene-${sceneNum}.zip`);
    const entries = unzipSync(new Uint8Array(Buffer.from(file.contentBase64, 'base64')));
    expect(Object.keys(entries).sort()).toEqual(['README.txt', 'scene.json']);
    expect(JSON.parse(strFromU8(entries['scene.json'] ?? new Uint8Array()))).toMatchObject({ sceneNum });

    // Another account can neither see nor fetch it.
    expect((await server.call('/user/download/file', { id: ready[0]?.id }, otherToken)).code).toBe(3003);
    expect((await list(otherToken)).list).toEqual([]);
  });

  it('names the scene of a download order in the order list, while the scene is still the buyer’s', async () => {
    const sceneNum = normal[10] ?? '';
    const scene = await server.db
      .selectFrom('scenes')
      .select(['id', 'name'])
      .where('scene_num', '=', sceneNum)
      .executeTakeFirstOrThrow();
    const created = (await server.call('/user/download/order', { sceneNum, payType: 0, abroad: 0 }, token)).data as {
      orderSn: string;
    };
    const downloadOrders = async () =>
      (
        (await server.call('/user/order/list', { orderType: 4, pageSize: 50 }, token)).data as {
          list: { orderSn: string; sceneName?: string | null; childName: string | null }[];
        }
      ).list;
    const listed = (await downloadOrders()).find((order) => order.orderSn === created.orderSn);
    expect(listed).toMatchObject({ sceneName: scene.name, childName: null });

    // Orders of other categories name no scene.
    const others = (await server.call('/user/order/list', { orderType: 3, pageSize: 50 }, token)).data as {
      list: { sceneName?: string | null }[];
    };
    for (const order of others.list) expect(order.sceneName ?? null).toBeNull();

    // Once the scene is no longer the buyer's, its name is not given away.
    const { demo, second } = server.seeded.users;
    await server.db.updateTable('scenes').set({ user_id: second }).where('id', '=', scene.id).execute();
    try {
      expect((await downloadOrders()).find((order) => order.orderSn === created.orderSn)?.sceneName).toBeNull();
    } finally {
      await server.db.updateTable('scenes').set({ user_id: demo }).where('id', '=', scene.id).execute();
    }
  });

  it('has no free downloads without a membership, and prices a dollar order at 14 USD', async () => {
    const other = await list(otherToken);
    expect(other).toMatchObject({ isMember: false, freeTotal: 0, freeLeft: 0, paidPriceUsd: 14 });
    const sceneNum = othersScene;
    expect((await server.call('/user/download/request', { sceneNum }, otherToken)).data).toEqual({
      paymentRequired: true,
      download: null,
    });
    const usd = (await server.call('/user/download/order', { sceneNum, payType: 2, abroad: 1 }, otherToken)).data as {
      amount: number;
      currency: string;
    };
    expect(usd).toMatchObject({ amount: 14, currency: 'USD' });
    // A domestic wallet cannot pay a dollar order.
    expect((await server.call('/user/download/order', { sceneNum, payType: 0, abroad: 1 }, otherToken)).code).not.toBe(
      0,
    );
  });
});
