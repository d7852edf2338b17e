/** Camera points (spec 3, 4, 9). One point costs one yuan. */
export const POINTS = {
  /** A balance under this stops new scene generation. */
  minForNewScenes: 99,
  /** A camera's balance may not exceed this (server code 6004). */
  cap: 100_000,
  /** Top-up packages; the price in yuan equals the points. */
  packages: [600, 800, 1000],
  /** Designed: the spec prices points in yuan only; the international provider charges 0.14 USD a point. */
  usdPerPoint: 0.14,
} as const;

export type PointsPackage = (typeof POINTS.packages)[number];
