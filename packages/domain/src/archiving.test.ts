import { describe, expect, it } from 'vitest';
import { forecastAccountArchiving, forecastArchiving, type ForecastScene } from './archiving.ts';

const GB = 1024 ** 3;
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

interface Scene extends ForecastScene {
  id: string;
}

function scene(id: string, status: Scene['status'], generatedDay: number, size = GB): Scene {
  return { id, status, createdAt: day(generatedDay), size };
}

const ids = (scenes: readonly Scene[]) => scenes.map((item) => item.id);

describe('forecastArchiving', () => {
  const five = [1, 2, 3, 4, 5].map((n) => scene(`s${n}`, 'normal', n));

  it('archives nothing and unseals everything when all data fits', () => {
    const sealed = [...five.slice(0, 4), scene('old', 'archived', 0)];
    const result = forecastArchiving(sealed, 5 * GB);
    expect(result).toEqual({ scenes: [], bytes: 0, unsealed: [sealed[4]], shortfall: 0 });
  });

  it('archives the most recently generated normal scenes first until the rest fits', () => {
    const result = forecastArchiving(five, 3 * GB);
    expect(ids(result.scenes)).toEqual(['s5', 's4']);
    expect(result.bytes).toBe(2 * GB);
    expect(result.shortfall).toBe(2 * GB);
    expect(result.unsealed).toEqual([]);
  });

  it('counts calculating and failed scenes against the capacity but never archives them', () => {
    const scenes = [scene('calc', 'calculating', 9), scene('fail', 'failed', 8), ...five.slice(0, 3)];
    const result = forecastArchiving(scenes, 3 * GB);
    expect(ids(result.scenes)).toEqual(['s3', 's2']);
  });

  it('keeps archived scenes sealed while the data does not fit, without archiving more than needed', () => {
    const scenes = [...five.slice(0, 3), scene('a1', 'archived', 4), scene('a2', 'archived', 5)];
    const result = forecastArchiving(scenes, 4 * GB);
    expect(result.scenes).toEqual([]);
    expect(result.unsealed).toEqual([]);
    expect(result.shortfall).toBe(GB);
  });

  it('archives nothing with unlimited capacity (membership)', () => {
    expect(forecastArchiving(five, Infinity).scenes).toEqual([]);
  });

  it('forecasts an expiry: the capacity after it archives the newest scenes', () => {
    const before = forecastArchiving(five, 10 * GB);
    const after = forecastArchiving(five, 2.5 * GB);
    expect(before.scenes).toEqual([]);
    expect(ids(after.scenes)).toEqual(['s5', 's4', 's3']);
    expect(after.bytes).toBe(3 * GB);
  });

  it('adds up several cameras, each against its own capacity', () => {
    const other = [scene('o1', 'normal', 1), scene('o2', 'normal', 2)];
    const result = forecastAccountArchiving([
      { scenes: five, capacity: 4 * GB },
      { scenes: other, capacity: GB },
    ]);
    expect(ids(result.scenes)).toEqual(['s5', 'o2']);
    expect(result.bytes).toBe(2 * GB);
  });
});
