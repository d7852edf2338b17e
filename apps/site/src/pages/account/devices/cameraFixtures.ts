/** The cameras screen's story fixtures: fixed times around NOW so the screenshots never change. */
import { DATE_TYPE_BY_TERM, PLAN_TERMS_MONTHS, STORAGE_PLANS, planPrice } from '@kankan/domain';

/** The moment the stories are shown at (26 November 2026, 12:00 Beijing time). */
export const NOW = Date.UTC(2026, 10, 26, 4, 0, 0);
const DAY = 24 * 60 * 60 * 1000;
const GB = 1024 ** 3;
const iso = (time: number) => new Date(time).toISOString();

function camera(
  id: number,
  serial: string,
  overrides: Partial<{
    type: 0 | 4 | 9;
    childName: string;
    availablePoints: number;
    country: 0 | 1;
    spaceId: number | null;
    capacity: string;
    usedSpace: number;
    totalSpace: number;
    expiryTime: string | null;
    exDot: number;
    sceneCount: number;
    cooperationUser: string | null;
    increment: { id: number } | null;
  }> = {},
) {
  return {
    id,
    deviceId: `KK${serial}`,
    snCode: serial,
    macAddress: '00:1A:2B:3C:4D:5E',
    childName: `4DKKPRO_${serial}`,
    type: 4,
    country: 0,
    spaceId: null,
    capacity: '10G',
    usedSpace: 4.2 * GB,
    totalSpace: 10 * GB,
    expiryTime: null,
    exDot: 1260,
    availablePoints: 1260,
    sceneCount: 8,
    lastShootTime: iso(NOW - 2 * DAY),
    cooperationUser: null,
    increment: null,
    ...overrides,
  };
}

/** A member's Pro, a Pro whose 20G plan ends in 9 days, an abroad Pro, a Minion with few points and a Lite. */
export const cameraFixtures = [
  camera(1, 'A1B2C3D4', {
    spaceId: 11,
    capacity: '1T',
    usedSpace: 86 * GB,
    totalSpace: 1024 * GB,
    expiryTime: iso(NOW + 210 * DAY),
    increment: { id: 1 },
    sceneCount: 96,
  }),
  camera(2, 'P2000002', {
    spaceId: 12,
    capacity: '20G',
    usedSpace: 18.6 * GB,
    totalSpace: 20 * GB,
    expiryTime: iso(NOW + 9 * DAY),
    sceneCount: 31,
    cooperationUser: 'wangfang',
  }),
  camera(3, 'P2000003', { country: 1, exDot: 600, availablePoints: 600 }),
  camera(4, 'M9000001', { type: 9, childName: 'MINION_9000', exDot: 60, availablePoints: 60, sceneCount: 3 }),
  camera(5, 'L0000001', { type: 0, childName: 'LITE_0000001', totalSpace: 5 * GB, usedSpace: 1.1 * GB }),
];

/** What P2000002's plan end would archive: 14 scenes back to the free 10G. */
export const impactFixtures = [
  {
    cameraId: 2,
    expiryTime: iso(NOW + 9 * DAY),
    capacityAfter: 10 * GB,
    count: 14,
    bytes: 8.9 * GB,
    scenes: [
      { sceneNum: 'KK-t-20a1', sceneName: '滨江壹号 12 栋 3 单元样板间', size: 1.1 * GB },
      { sceneNum: 'KK-t-20a2', sceneName: 'Riverside showroom, second floor', size: 0.9 * GB },
      { sceneNum: 'KK-t-20a3', sceneName: '社区中心报告厅', size: 0.7 * GB },
    ],
  },
];

/** getExpansionPrice: the spec's prices for the asked term. */
export function expansionPrices(body: unknown) {
  const dateType = (body as { dateType: number }).dateType;
  const month = PLAN_TERMS_MONTHS.find((term) => DATE_TYPE_BY_TERM[term] === dateType) ?? 1;
  return {
    deadLine: null,
    skuList: STORAGE_PLANS.map((plan) => ({
      unit: plan.id,
      skuSn: `SPACE-${plan.id}-${month}M`,
      price: planPrice(plan.id, month, 'CNY'),
      dollarPrice: planPrice(plan.id, month, 'USD'),
      month,
      description: '{"unit":"month"}',
    })),
  };
}
