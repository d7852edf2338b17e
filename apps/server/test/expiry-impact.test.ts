/**
 * What a plan's expiry would archive (getCameraExpiryImpact, shown on the camera cards and in the renew dialog)
 * is what the server archives once the plan has ended; and renewing a membership extends the same membership.
 */
import { membershipRenewalExpiry } from '@kankan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rearchiveScenesForCamera } from '../src/handlers/scenes.ts';
import { DEMO } from '../src/seed.ts';
import { advanceDays, startSeededServer, type SeededServer } from './fixtures.ts';

interface Impact {
  cameraId: number;
  expiryTime: string;
  capacityAfter: number;
  count: number;
  bytes: number;
  scenes: { sceneNum: string; sceneName: string; size: number }[];
}

let server: SeededServer;
let token: string;

beforeAll(async () => {
  server = await startSeededServer({ scenes: 120 });
  token = await server.login();
}, 180_000);
afterAll(async () => {
  await server.close();
});

describe('expiry impact', () => {
  it('names the scenes the server archives once each plan has ended', async () => {
    const answer = await server.call('/user/camera/expiryImpact', {}, token);
    expect(answer.code).toBe(0);
    const impacts = answer.data as Impact[];
    expect(impacts.length).toBeGreaterThan(0);
    expect(impacts.some((impact) => impact.count > 0)).toBe(true);
    const latest = Math.max(...impacts.map((impact) => Date.parse(impact.expiryTime)));
    advanceDays(server, Math.ceil((latest - server.clock.now.getTime()) / 86_400_000) + 1);
    for (const impact of impacts) {
      const done = await rearchiveScenesForCamera(server.db, impact.cameraId, server.clock.now);
      expect(done.archived.length, `camera ${impact.cameraId}`).toBe(impact.count);
      expect(done.archived.slice(0, 20), `camera ${impact.cameraId}`).toEqual(
        impact.scenes.map((scene) => scene.sceneNum),
      );
      expect(impact.scenes.reduce((sum, scene) => sum + scene.size, 0)).toBeLessThanOrEqual(impact.bytes);
    }
    // The session ended with the days moved on: the following tests sign in again.
    token = await server.login();
    // The scene screen's forecast named these scenes; its "archived now" list (the own list by status 3) now
    // holds every one of them.
    const archivedNow = new Set<string>();
    for (let pageNum = 1; ; pageNum += 1) {
      const page = await server.call('/user/scene/newList', { status: 3, pageNum, pageSize: 100 }, token);
      const data = page.data as { list: { sceneNum: string; status: number }[]; listTotal: number };
      for (const scene of data.list) archivedNow.add(scene.sceneNum);
      if (data.list.length < 100) break;
    }
    for (const impact of impacts) {
      for (const scene of impact.scenes) expect(archivedNow.has(scene.sceneNum), scene.sceneNum).toBe(true);
    }
  }, 60_000);

  it('lists only the own cameras, and none for an account without plans', async () => {
    const other = await server.login(DEMO.second.phone);
    const mine = (await server.call('/user/camera/expiryImpact', {}, token)).data as Impact[];
    const theirs = (await server.call('/user/camera/expiryImpact', {}, other)).data as Impact[];
    const mineIds = new Set(mine.map((impact) => impact.cameraId));
    expect(theirs.every((impact) => !mineIds.has(impact.cameraId))).toBe(true);
  });
});

describe('membership renewal', () => {
  async function payOrder(orderId: number) {
    const qr = await server.call('/order/pay/wechatPay', { orderId, orderType: 4 }, token);
    expect(qr.code).toBe(0);
    const url = new URL((qr.data as { codeUrl: string }).codeUrl);
    await server.app.inject({ method: 'GET', url: url.pathname + url.search });
  }
  async function memberships() {
    const page = await server.call('/user/increment/findIncrementList', { pageSize: 50 }, token);
    return (page.data as { list: { id: number; expiryTime: string }[] }).list;
  }

  it('extends the renewed membership by a year from its expiry, and creates none', async () => {
    const before = await memberships();
    const target = before[0];
    if (!target) throw new Error('the seed has no membership');
    const created = await server.call(
      '/user/order/createIncrementOrder',
      { count: 1, incrementId: target.id, payType: 0, abroad: 0 },
      token,
    );
    expect(created.code).toBe(0);
    await payOrder((created.data as { id: number }).id);
    const after = await memberships();
    expect(after).toHaveLength(before.length);
    const renewed = after.find((item) => item.id === target.id);
    expect(renewed && Date.parse(renewed.expiryTime)).toBe(
      membershipRenewalExpiry({ now: server.clock.now, currentExpiry: Date.parse(target.expiryTime) }).getTime(),
    );
  });

  it("refuses another account's membership (3030) and a renewal of several (3002)", async () => {
    const target = (await memberships())[0];
    if (!target) throw new Error('the seed has no membership');
    const other = await server.login(DEMO.second.phone);
    const foreign = await server.call(
      '/user/order/createIncrementOrder',
      { count: 1, incrementId: target.id, payType: 0, abroad: 0 },
      other,
    );
    expect(foreign.code).toBe(3030);
    const several = await server.call(
      '/user/order/createIncrementOrder',
      { count: 2, incrementId: target.id, payType: 0, abroad: 0 },
      token,
    );
    expect(several.code).toBe(3002);
  });
});
