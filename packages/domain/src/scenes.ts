import type { SceneStatus } from './constants/ids.ts';
import type { Moment } from './dates.ts';

/** Calculating, failed and archived scenes cannot be selected, moved, shared or assigned to a collaborator. */
export function isSceneActionable(status: SceneStatus): boolean {
  return status === 'normal';
}

export const canSelectScene = isSceneActionable;
export const canMoveScene = isSceneActionable;
export const canShareScene = isSceneActionable;

/** What may be assigned to a collaborator: a scene in a normal state, never a folder. */
export type CollaborationTarget = { kind: 'scene'; status: SceneStatus } | { kind: 'folder' };

export function canAssignCollaborator(target: CollaborationTarget): boolean {
  return target.kind === 'scene' && isSceneActionable(target.status);
}

/** An archived scene cannot be deleted: the server code 5008 names why; null when deletion is allowed. */
export function sceneDeleteBlockCode(status: SceneStatus): 5008 | null {
  return status === 'archived' ? 5008 : null;
}

export interface ArchivableScene {
  /** When the scene was generated. */
  readonly createdAt: Moment;
  /** Size in the same unit as the capacity. */
  readonly size: number;
}

/**
 * The scenes archived when used storage exceeds the capacity: the most recently generated first, until what stays
 * fits. Pass the scenes that are not archived yet; the result is in archiving order (newest first). Ties in time
 * keep their input order. An unlimited capacity (members) is `Infinity`.
 */
export function scenesToArchive<T extends ArchivableScene>(scenes: readonly T[], capacity: number): T[] {
  let used = scenes.reduce((total, scene) => total + scene.size, 0);
  const newestFirst = [...scenes].sort((a, b) => +b.createdAt - +a.createdAt);
  const archived: T[] = [];
  for (const scene of newestFirst) {
    if (used <= capacity) break;
    archived.push(scene);
    used -= scene.size;
  }
  return archived;
}

/** Storage needed before all scenes (archived included) are unsealed: how much the capacity falls short, or 0. */
export function capacityShortfall(scenes: readonly ArchivableScene[], capacity: number): number {
  const used = scenes.reduce((total, scene) => total + scene.size, 0);
  return Math.max(0, used - capacity);
}
