import type { SceneStatus } from './constants/ids.ts';
import type { Moment } from './dates.ts';
import type { ValidationReason } from './validation/reasons.ts';
import { validateMaxLength } from './validation/text.ts';

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

/** What a keyword search matches (`keywordType` of the scene search): scene name, scene code, or camera. */
export const KEYWORD_TYPE = { sceneName: 1, sceneNum: 2, camera: 3 } as const;
export type KeywordTypeName = keyof typeof KEYWORD_TYPE;
export type KeywordTypeId = (typeof KEYWORD_TYPE)[KeywordTypeName];

/** The longest search key the scene search accepts (characters, after trimming). */
export const SCENE_SEARCH_KEY_MAX = 50;

/**
 * A scene search key: `'tooLong'` over 50 characters (after trimming), else null. A blank key is allowed: it means
 * "no search" and lists every scene.
 */
export function validateSceneSearchKey(searchKey: string): ValidationReason | null {
  return validateMaxLength(searchKey.trim(), SCENE_SEARCH_KEY_MAX);
}

/** The actions a scene row offers. */
export const SCENE_ACTIONS = ['view', 'edit', 'share', 'download', 'rename', 'move', 'collaborate', 'delete'] as const;
export type SceneAction = (typeof SCENE_ACTIONS)[number];

/**
 * Whose list a scene is in: `own` (my scenes) or `cooperation` (a scene another account shared with me, where
 * `cooperationUser` names the owner).
 */
export type SceneListFlavour = 'own' | 'cooperation';

/**
 * Why an action is unavailable: the scene's state, `archivedDelete` (5008), or `ownerOnly` when a collaborator
 * tries something only the owner may do.
 */
export type SceneActionBlock = 'archived' | 'archivedDelete' | 'calculating' | 'failed' | 'ownerOnly';

/** Actions only the owner may take; a collaborator can view, edit (within the granted permissions) and share. */
const OWNER_ONLY: readonly SceneAction[] = ['download', 'rename', 'move', 'collaborate', 'delete'];

/** Actions that need a finished model: not possible while calculating or after a failed calculation. */
const NEEDS_MODEL: readonly SceneAction[] = ['view', 'edit', 'share', 'download', 'move', 'collaborate'];

/**
 * Why `action` is unavailable on a scene in `status`, or null when it is allowed (spec 4, 6). Archived scenes allow
 * nothing (viewing, editing, sharing, renaming, moving, collaborating; deleting is refused with 5008); calculating
 * and failed scenes can only be renamed or deleted; in the collaborative list the owner-only actions are refused.
 */
export function sceneActionBlock(
  action: SceneAction,
  status: SceneStatus,
  flavour: SceneListFlavour = 'own',
): SceneActionBlock | null {
  if (flavour === 'cooperation' && OWNER_ONLY.includes(action)) return 'ownerOnly';
  if (status === 'archived') return action === 'delete' ? 'archivedDelete' : 'archived';
  if (status === 'calculating' || status === 'failed') return NEEDS_MODEL.includes(action) ? status : null;
  return null;
}

/** The actions of a scene with the reason each unavailable one is blocked (null when allowed). */
export function sceneActionBlocks(
  status: SceneStatus,
  flavour: SceneListFlavour = 'own',
): Record<SceneAction, SceneActionBlock | null> {
  const result = {} as Record<SceneAction, SceneActionBlock | null>;
  for (const action of SCENE_ACTIONS) result[action] = sceneActionBlock(action, status, flavour);
  return result;
}

/**
 * The scenes that can be ticked for bulk actions (move, delete): normal scenes of my own list. Collaborative
 * scenes are never selected (both bulk actions are the owner's). "Select all" selects exactly these.
 */
export function selectableScenes<T extends { status: SceneStatus }>(
  scenes: readonly T[],
  flavour: SceneListFlavour = 'own',
): T[] {
  return flavour === 'own' ? scenes.filter((scene) => canSelectScene(scene.status)) : [];
}

/**
 * Keeps only the keys of selectable scenes: a selection held across pages or refreshes drops scenes that have since
 * started calculating or been archived. Keys not on the given page are kept as they are.
 */
export function pruneSceneSelection<K>(
  selected: Iterable<K>,
  scenes: readonly { key: K; status: SceneStatus }[],
): Set<K> {
  const statusOf = new Map(scenes.map((scene) => [scene.key, scene.status] as const));
  const result = new Set<K>();
  for (const key of selected) {
    const status = statusOf.get(key);
    if (status === undefined || canSelectScene(status)) result.add(key);
  }
  return result;
}
