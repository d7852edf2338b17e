import { describe, expect, it } from 'vitest';
import {
  canAssignCollaborator,
  canMoveScene,
  canSelectScene,
  canShareScene,
  capacityShortfall,
  KEYWORD_TYPE,
  pruneSceneSelection,
  SCENE_ACTIONS,
  sceneActionBlock,
  sceneActionBlocks,
  sceneDeleteBlockCode,
  scenesToArchive,
  selectableScenes,
  validateSceneSearchKey,
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

describe('scene actions', () => {
  it('allows every action on a normal scene of my own', () => {
    for (const action of SCENE_ACTIONS) expect(sceneActionBlock(action, 'normal')).toBeNull();
  });

  it('blocks everything on an archived scene, deletion with the 5008 reason', () => {
    const blocks = sceneActionBlocks('archived');
    expect(blocks.delete).toBe('archivedDelete');
    expect(blocks.view).toBe('archived');
    expect(blocks.edit).toBe('archived');
    expect(blocks.share).toBe('archived');
    expect(blocks.move).toBe('archived');
    expect(blocks.collaborate).toBe('archived');
    expect(blocks.rename).toBe('archived');
  });

  it('lets calculating and failed scenes only be renamed or deleted', () => {
    for (const status of ['calculating', 'failed'] as const) {
      const blocks = sceneActionBlocks(status);
      expect(blocks.rename).toBeNull();
      expect(blocks.delete).toBeNull();
      for (const action of ['view', 'edit', 'share', 'download', 'move', 'collaborate'] as const) {
        expect(blocks[action]).toBe(status);
      }
    }
  });

  it('keeps owner-only actions from collaborators, whatever the state', () => {
    const blocks = sceneActionBlocks('normal', 'cooperation');
    expect(blocks.view).toBeNull();
    expect(blocks.edit).toBeNull();
    expect(blocks.share).toBeNull();
    for (const action of ['download', 'rename', 'move', 'collaborate', 'delete'] as const) {
      expect(blocks[action]).toBe('ownerOnly');
    }
    expect(sceneActionBlock('delete', 'archived', 'cooperation')).toBe('ownerOnly');
    expect(sceneActionBlock('view', 'archived', 'cooperation')).toBe('archived');
  });
});

describe('scene selection', () => {
  const page = [
    { key: 'a', status: 'normal' },
    { key: 'b', status: 'calculating' },
    { key: 'c', status: 'failed' },
    { key: 'd', status: 'archived' },
    { key: 'e', status: 'normal' },
  ] as const;

  it('selects all only the normal scenes of my own list', () => {
    expect(selectableScenes(page).map((scene) => scene.key)).toEqual(['a', 'e']);
    expect(selectableScenes(page, 'cooperation')).toEqual([]);
  });

  it('drops scenes that can no longer be selected and keeps keys from other pages', () => {
    expect([...pruneSceneSelection(['a', 'b', 'd', 'z'], page)]).toEqual(['a', 'z']);
  });

  it('numbers the keyword types as the contract does', () => {
    expect(KEYWORD_TYPE).toEqual({ sceneName: 1, sceneNum: 2, camera: 3 });
  });
});

describe('scene search key', () => {
  it('accepts blank and up to 50 characters after trimming, Chinese counted per character', () => {
    expect(validateSceneSearchKey('')).toBeNull();
    expect(validateSceneSearchKey(`  ${'a'.repeat(50)}  `)).toBeNull();
    expect(validateSceneSearchKey('样'.repeat(50))).toBeNull();
    expect(validateSceneSearchKey('a'.repeat(51))).toBe('tooLong');
    expect(validateSceneSearchKey('样'.repeat(51))).toBe('tooLong');
  });
});
