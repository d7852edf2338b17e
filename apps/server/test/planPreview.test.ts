/**
 * The days the purchase dialog shows before paying (packages/domain planPurchasePreview) equal what the server
 * grants: for every plan × term on each seeded camera state (running plan, plan about to expire, expired plan,
 * base capacity only), the order's delay days, the refusal of a downgrade, and the expiry after paying.
 */
import {
  PLAN_TERMS_MONTHS,
  STORAGE_PLANS,
  dateTypeForTerm,
  planPurchasePreview,
  type StoragePlanId,
} from '@kankan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededServer, type SeededServer } from './fixtures.ts';

let server: SeededServer;
let token: string;

interface CameraView {
  id: number;
  childName: string;
  capacity: string;
  spaceId: number | null;
  expiryTime: string | null;
  country: number;
}

beforeAll(async () => {
  server = await startSeededServer({ scenes: 10 });
  token = await server.login();
}, 180_000);
afterAll(async () => {
  await server.close();
});

async function cameraOf(id: number): Promise<CameraView> {
  const all = (await server.call('/user/camera/getAll', {}, token)).data as CameraView[];
  const camera = all.find((c) => c.id === id);
  if (!camera) throw new Error(`camera ${id} not listed`);
  return camera;
}

function previewFor(camera: CameraView, target: StoragePlanId, term: (typeof PLAN_TERMS_MONTHS)[number]) {
  const currentPlan = camera.spaceId != null ? (camera.capacity as StoragePlanId) : null;
  const currentExpiry = camera.expiryTime ? Date.parse(camera.expiryTime) : null;
  return planPurchasePreview({ now: server.clock.now, currentPlan, currentExpiry, target, term });
}

async function skuOf(camera: CameraView, unit: StoragePlanId, term: (typeof PLAN_TERMS_MONTHS)[number]) {
  const prices = await server.call(
    '/user/order/getExpansionPrice',
    { childName: camera.childName, dateType: dateTypeForTerm(term) },
    token,
  );
  const sku = (prices.data as { skuList: { unit: string; skuSn: string }[] }).skuList.find((s) => s.unit === unit);
  if (!sku) throw new Error(`no sku ${unit} for ${term} months`);
  return sku.skuSn;
}

async function order(camera: CameraView, unit: StoragePlanId, term: (typeof PLAN_TERMS_MONTHS)[number]) {
  const abroad = camera.country;
  return server.call(
    '/user/order/expansionOrder',
    {
      cameraId: camera.id,
      payType: abroad === 1 ? 2 : 0,
      unit,
      unitSize: 1,
      years: 1,
      skuSn: await skuOf(camera, unit, term),
      abroad,
    },
    token,
  );
}

describe('shown carried-over days equal the granted ones', () => {
  it('for every plan × term on each seeded camera state', async () => {
    const cams = server.seeded.cameras;
    for (const id of [cams.pro, cams.proExpiring, cams.minion, cams.lite, cams.proAbroad]) {
      const camera = await cameraOf(id);
      for (const plan of STORAGE_PLANS) {
        for (const term of PLAN_TERMS_MONTHS) {
          const shown = previewFor(camera, plan.id, term);
          const answer = await order(camera, plan.id, term);
          const label = `${camera.childName} ${plan.id} ${term}m (${shown.kind})`;
          if (shown.kind === 'downgradeRefused') {
            expect(answer.code, label).not.toBe(0);
          } else {
            expect(answer.code, label).toBe(0);
            expect((answer.data as { delay: number }).delay, label).toBe(shown.carriedDays);
          }
        }
      }
    }
  }, 120_000);

  it('the expiry after paying an upgrade is the one shown', async () => {
    const camera = await cameraOf(server.seeded.cameras.proExpiring);
    const shown = previewFor(camera, '50G', 1);
    expect(shown.kind).toBe('upgrade');
    expect(shown.carriedDays).toBeGreaterThan(0);
    const created = (await order(camera, '50G', 1)).data as { id: number };
    const qr = await server.call('/order/pay/wechatPay', { orderId: created.id, orderType: 2 }, token);
    const url = new URL((qr.data as { codeUrl: string }).codeUrl);
    await server.app.inject({ method: 'GET', url: url.pathname + url.search });
    const after = await cameraOf(camera.id);
    expect(after.capacity).toBe('50G');
    expect(after.expiryTime ? Date.parse(after.expiryTime) : null).toBe(shown.expiry?.getTime());
  });
});
