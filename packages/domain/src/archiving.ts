import type { SceneStatus } from './constants/ids.ts';
import { scenesToArchive, type ArchivableScene } from './scenes.ts';

/** A scene of one camera as the archiving rule sees it: when it was generated, its size and its status. */
export interface ForecastScene extends ArchivableScene {
  readonly status: SceneStatus;
}

/** What happens to one camera's scenes at a given capacity. */
export interface ArchivingForecast<T extends ForecastScene> {
  /** Normal scenes that would be archived, in archiving order (the most recently generated first). */
  scenes: T[];
  /** Their size together, in the unit of the capacity. */
  bytes: number;
  /** Archived scenes that would be unsealed because all scene data fits. */
  unsealed: T[];
  /** How much more capacity all scenes, archived ones included, need before they can be unsealed; 0 when they fit. */
  shortfall: number;
}

const total = (scenes: readonly ArchivableScene[]) => scenes.reduce((sum, scene) => sum + scene.size, 0);

/**
 * The archiving rule of spec 4 for one camera at `capacity` (bytes; `Infinity` with a membership): when all scene
 * data fits, every archived scene is unsealed and nothing is archived; otherwise archived scenes stay sealed, and
 * the most recently generated normal scenes are archived until what remains fits beside the calculating and failed
 * scenes, which count against the capacity but are never archived. Pass the capacity the camera will have (after its
 * plan expires, after an upgrade) to forecast it; pass its current capacity to get what the server does now.
 */
export function forecastArchiving<T extends ForecastScene>(
  scenes: readonly T[],
  capacity: number,
): ArchivingForecast<T> {
  const used = total(scenes);
  const archived = scenes.filter((scene) => scene.status === 'archived');
  if (used <= capacity) return { scenes: [], bytes: 0, unsealed: archived, shortfall: 0 };
  const normal = scenes.filter((scene) => scene.status === 'normal');
  const pending = total(scenes.filter((scene) => scene.status === 'calculating' || scene.status === 'failed'));
  const next = scenesToArchive(normal, capacity - pending);
  return { scenes: next, bytes: total(next), unsealed: [], shortfall: used - capacity };
}

/** The forecast over several cameras (each with its own capacity), for an account-wide summary. */
export function forecastAccountArchiving<T extends ForecastScene>(
  cameras: readonly { scenes: readonly T[]; capacity: number }[],
): ArchivingForecast<T> {
  const parts = cameras.map((camera) => forecastArchiving(camera.scenes, camera.capacity));
  return {
    scenes: parts.flatMap((part) => part.scenes),
    bytes: parts.reduce((sum, part) => sum + part.bytes, 0),
    unsealed: parts.flatMap((part) => part.unsealed),
    shortfall: parts.reduce((sum, part) => sum + part.shortfall, 0),
  };
}
