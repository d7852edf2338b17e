import { POINTS, type PointsPackage } from './constants/points.ts';

/** A camera can generate new scenes only with at least 99 points (under 99 stops it). */
export function canGenerateScenes(balance: number): boolean {
  return balance >= POINTS.minForNewScenes;
}

/** Most points that may still be topped up before the 100,000 cap. */
export function maxTopUp(balance: number): number {
  return Math.max(0, POINTS.cap - balance);
}

/** Whether topping up `points` keeps the balance at or under 100,000. */
export function canTopUp(balance: number, points: number): boolean {
  return points > 0 && balance + points <= POINTS.cap;
}

/** The server code a top-up over the cap gets (6004), or null when allowed. */
export function topUpBlockCode(balance: number, points: number): 6004 | null {
  return balance + points > POINTS.cap ? 6004 : null;
}

/** The packages that can be bought with this balance. */
export function availablePointsPackages(balance: number): PointsPackage[] {
  return POINTS.packages.filter((points) => canTopUp(balance, points));
}
