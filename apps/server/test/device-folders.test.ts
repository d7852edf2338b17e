/**
 * A camera (device) login shares the account's scene folders with the other cameras: it may rename, move or delete
 * a folder holding only its own scenes, but not one where another camera's scenes are, directly or in a sub-folder.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness.ts';
import {
  createAccount,
  createCamera,
  createFolder,
  createScene,
  createSession,
  startServer,
} from './scenes-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('folders under a device login', () => {
  it('cannot be renamed, moved or deleted while they hold another camera’s scenes', async () => {
    const { db } = server;
    const owner = await createAccount(db, 'twocams');
    const mine = await createCamera(db, owner.id);
    const other = await createCamera(db, owner.id);
    const device = await createSession(db, owner.id, mine.id);

    const shared = await createFolder(db, owner.id, 'shared');
    const nested = await createFolder(db, owner.id, 'parent');
    const child = await createFolder(db, owner.id, 'child', { parentId: nested });
    const own = await createFolder(db, owner.id, 'own');
    await createScene(db, { userId: owner.id, sceneNum: 'DF-1', cameraId: mine.id, folderId: shared });
    await createScene(db, { userId: owner.id, sceneNum: 'DF-2', cameraId: other.id, folderId: shared });
    await createScene(db, { userId: owner.id, sceneNum: 'DF-3', cameraId: other.id, folderId: child });
    await createScene(db, { userId: owner.id, sceneNum: 'DF-4', cameraId: mine.id, folderId: own });

    for (const id of [shared, nested]) {
      expect((await server.call('/user/folder/update', { id, name: 'renamed' }, device)).code).toBe(3016);
      expect((await server.call('/user/folder/move', { id, parentId: own }, device)).code).toBe(3016);
      expect((await server.call('/user/folder/delete', { id }, device)).code).toBe(3016);
    }
    const folders = await db.selectFrom('folders').select(['id', 'name', 'parent_id']).orderBy('id').execute();
    expect(folders.map((f) => f.name)).toEqual(['shared', 'parent', 'child', 'own']);
    const scenes = await db.selectFrom('scenes').select(['scene_num', 'folder_id']).orderBy('scene_num').execute();
    expect(scenes.map((s) => s.folder_id)).toEqual([shared, shared, child, own]);

    // Its own folder, and the account's own login on the shared one, are not refused.
    expect((await server.call('/user/folder/update', { id: own, name: 'mine' }, device)).code).toBe(0);
    expect((await server.call('/user/folder/delete', { id: own }, device)).code).toBe(0);
    expect((await server.call('/user/folder/update', { id: shared, name: 'renamed' }, owner.token)).code).toBe(0);
  });
});
