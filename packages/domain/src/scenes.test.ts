import { describe, expect, it } from 'vitest';
import {
  canAssignCollaborator,
  canMoveScene,
  canSelectScene,
  canShareScene,
  capacityShortfall,
  sceneDeleteBlockCode,
  scenesToArchive,
} from './scenes.ts';

describe('scene selectability', () => {
  it('allows only normal scenes to be selected, moved or shared', () => {
    for (const check of [canSelectScene, canMoveScene, canShareScene]) {
      expect(check('normal')).toBe(true);
      expect(check('calculating')).toBe(false);
      expect(check('failed')).toBe(false);
      expect(check('archived')).toBe(false);
    }
  });

  it('never assigns folders, and only normal scenes, to collaborators', () => {
    expect(canAssignCollaborator({ kind: 'folder' })).toBe(false);
    expect(canAssignCollaborator({ kind: 'scene', status: 'normal' })).toBe(true);
    expect(canAssignCollaborator({ kind: 'scene', status: 'archived' })).toBe(false);
  });

  it('refuses to delete archived scenes with 5008', () => {
    expect(sceneDeleteBlockCode('archived')).toBe(5008);
    expect(sceneDeleteBlockCode('normal')).toBeNull();
    expect(sceneDeleteBlockCode('failed')).toBeNull();
  });
});

describe('archiving order', () => {
  const scenes = [
    { id: 'a', createdAt: new Date('2026-01-01'), size: 4 },
    { id: 'b', createdAt: new Date('2026-03-01'), size: 3 },
    { id: 'c', createdAt: new Date('2026-02-01'), size: 2 },
    { id: 'd', createdAt: new Date('2026-04-01'), size: 2 },
  ];

  it('archives the most recently generated scenes first until the rest fits', () => {
    // 11 used, 6 capacity: d (newest, 2) leaves 9, b (3) leaves 6, which fits.
    expect(scenesToArchive(scenes, 6).map((scene) => scene.id)).toEqual(['d', 'b']);
    expect(scenesToArchive(scenes, 8).map((scene) => scene.id)).toEqual(['d', 'b']);
    expect(scenesToArchive(scenes, 9).map((scene) => scene.id)).toEqual(['d']);
  });

  it('archives nothing when everything fits, everything when there is no capacity', () => {
    expect(scenesToArchive(scenes, 11)).toEqual([]);
    expect(scenesToArchive(scenes, Number.POSITIVE_INFINITY)).toEqual([]);
    expect(scenesToArchive(scenes, 0).map((scene) => scene.id)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('does not reorder its input', () => {
    scenesToArchive(scenes, 0);
    expect(scenes.map((scene) => scene.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('reports the capacity still missing to unseal everything', () => {
    expect(capacityShortfall(scenes, 10)).toBe(1);
    expect(capacityShortfall(scenes, 20)).toBe(0);
  });
});
