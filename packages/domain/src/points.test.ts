import { describe, expect, it } from 'vitest';
import { availablePointsPackages, canGenerateScenes, canTopUp, maxTopUp, topUpBlockCode } from './points.ts';

describe('points gate', () => {
  it('stops new scenes under 99 points', () => {
    expect(canGenerateScenes(98)).toBe(false);
    expect(canGenerateScenes(99)).toBe(true);
    expect(canGenerateScenes(0)).toBe(false);
  });
});

describe('points cap of 100,000', () => {
  it('allows a top-up up to the cap exactly, not beyond', () => {
    expect(canTopUp(99_000, 1000)).toBe(true);
    expect(canTopUp(99_001, 1000)).toBe(false);
    expect(topUpBlockCode(99_001, 1000)).toBe(6004);
    expect(topUpBlockCode(99_000, 1000)).toBeNull();
    expect(canTopUp(500, 0)).toBe(false);
  });

  it('reports the room left and the packages that still fit', () => {
    expect(maxTopUp(99_300)).toBe(700);
    expect(maxTopUp(100_000)).toBe(0);
    expect(maxTopUp(120_000)).toBe(0);
    expect(availablePointsPackages(0)).toEqual([600, 800, 1000]);
    expect(availablePointsPackages(99_300)).toEqual([600]);
    expect(availablePointsPackages(99_500)).toEqual([]);
  });
});
