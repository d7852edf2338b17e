import type { Currency } from './business.ts';

/** Cloud capacity (spec 3, 9). Sizes are in GB; 1T counts as 1024 GB. */
export const BASE_CAPACITY_GB = 10;
export const LITE_CAPACITY_GB = 5;

export const STORAGE_PLAN_IDS = ['20G', '50G', '200G', '1T'] as const;
export type StoragePlanId = (typeof STORAGE_PLAN_IDS)[number];

export interface StoragePlan {
  readonly id: StoragePlanId;
  readonly sizeGb: number;
  /** About how many 200 m² scenes fit. */
  readonly scenes: number;
  readonly monthly: Readonly<Record<Currency, number>>;
  readonly yearly: Readonly<Record<Currency, number>>;
}

/** The expansion plans, smallest first. Above 1T customers contact support. */
export const STORAGE_PLANS = [
  { id: '20G', sizeGb: 20, scenes: 20, monthly: { CNY: 129, USD: 19 }, yearly: { CNY: 1290, USD: 190 } },
  { id: '50G', sizeGb: 50, scenes: 50, monthly: { CNY: 509, USD: 76 }, yearly: { CNY: 5090, USD: 760 } },
  { id: '200G', sizeGb: 200, scenes: 200, monthly: { CNY: 2399, USD: 349 }, yearly: { CNY: 23990, USD: 3490 } },
  { id: '1T', sizeGb: 1024, scenes: 1000, monthly: { CNY: 12599, USD: 1799 }, yearly: { CNY: 125990, USD: 17990 } },
] as const satisfies readonly StoragePlan[];

/** Capacity to approximate scene count: 10GB about 10 … 1TB about 1000. */
export const CAPACITY_TO_SCENES = [
  { sizeGb: BASE_CAPACITY_GB, scenes: 10 },
  ...STORAGE_PLANS.map(({ sizeGb, scenes }) => ({ sizeGb, scenes })),
] as const;

export const PLAN_TERMS_MONTHS = [1, 3, 6, 12] as const;
export type PlanTermMonths = (typeof PLAN_TERMS_MONTHS)[number];

/** `dateType` of getExpansionPrice for each term: 1 month → 1, 12 → 2, 3 → 3, 6 → 4. */
export const DATE_TYPE_BY_TERM = { 1: 1, 12: 2, 3: 3, 6: 4 } as const satisfies Record<PlanTermMonths, number>;
export type DateType = (typeof DATE_TYPE_BY_TERM)[PlanTermMonths];

/** Approximate value of capacity. */
export const CAPACITY_UNIT_VALUE_RMB = { perGbPerDay: 0.42, perGbPerMonth: 13 } as const;
