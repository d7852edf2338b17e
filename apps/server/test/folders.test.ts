import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness.ts';
import {
  createAccount,
  createCamera,
  createFolder,
  createScene,
  createSession,
  expectRefused,
  postRaw,
  startServer,
  type Account,
} from './scenes-fixtures.ts';

let server: TestServer;
let owner: Account;
let stranger: Account;

beforeAll(async () => {
  server = await startServer();
  owner = await createAccount(server.db, 'folderer');
  stranger = await createAccount(server.db, 'nosy');
});
afterAll(async () => {
  await server.close();
});

interface FolderOut {
  id: number;
  name: string;
  parentId: number | null;
  type: number;
  children: FolderOut[];
}

async function save(body: unknown, token = owner.token): Promise<FolderOut> {
  const answer = await server.call('/user/folder/save', body, token);
  expect(answer.code).toBe(0);
  return answer.data as FolderOut;
}
async function tree(type: number, token = owner.token): Promise<FolderOut[]> {
  const answer = await server.call('/user/folder/findListTree', { type }, token);
  expect(answer.code).toBe(0);
  return answer.data as FolderOut[];
}
/** A tree as nested names, for readable assertions. */
const names = (folders: FolderOut[]): unknown[] =>
  folders.map((f) => (f.children.length > 0 ? { [f.name]: names(f.children) } : f.name));

describe('folders', () => {
  it('creates folders (trimmed) and returns the tree of one kind with sub-folders', async () => {
    const flats = await save({ name: ' Show flats ', type: 0 });
    expect(flats).toEqual({ id: flats.id, name: 'Show flats', parentId: null, type: 0, children: [] });
    const tower = await save({ name: 'Tower B', type: 0, parentId: flats.id });
    expect(tower.parentId).toBe(flats.id);
    await save({ name: 'Floor 3', type: 0, parentId: tower.id });
    await save({ name: 'Museums', type: 0, parentId: null });
    await save({ name: 'Exports', type: 1 });
    expect(names(await tree(0))).toEqual([{ 'Show flats': [{ 'Tower B': ['Floor 3'] }] }, 'Museums']);
    expect(names(await tree(1))).toEqual(['Exports']);
    expect(await tree(0, stranger.token)).toEqual([]);
  });

  it('accepts a 12-character name, counting Chinese characters once', async () => {
    expect((await save({ name: '一二三四五六七八九十一二', type: 0 })).name).toBe('一二三四五六七八九十一二');
    expect((await save({ name: 'abcdefghijkl', type: 0 })).name).toBe('abcdefghijkl');
  });

  it('refuses a repeated download-folder name under the same parent (5030), but not elsewhere', async () => {
    const root = await save({ name: 'Deliveries', type: 1 });
    await save({ name: 'March', type: 1, parentId: root.id });
    await expectRefused(
      server,
      () => server.call('/user/folder/save', { name: 'march ', type: 1, parentId: root.id }, owner.token),
      5030,
    );
    await expectRefused(
      server,
      () => server.call('/user/folder/save', { name: 'Deliveries', type: 1 }, owner.token),
      5030,
    );
    // Another parent, another account or a scene folder may use it.
    await save({ name: 'March', type: 1 });
    await save({ name: 'Deliveries', type: 1 }, stranger.token);
    await save({ name: 'Deliveries', type: 0 });
    const april = await save({ name: 'April', type: 1, parentId: root.id });
    await expectRefused(
      server,
      () => server.call('/user/folder/update', { id: april.id, name: 'MARCH' }, owner.token),
      5030,
    );
    const topMarch = (await tree(1)).find((f) => f.name === 'March' && f.parentId === null);
    await expectRefused(
      server,
      () => server.call('/user/folder/move', { id: topMarch?.id ?? 0, parentId: root.id }, owner.token),
      5030,
    );
  });

  it('renames a folder', async () => {
    const folder = await save({ name: 'Old', type: 0 });
    expect((await server.call('/user/folder/update', { id: folder.id, name: ' New ' }, owner.token)).code).toBe(0);
    const row = await server.db.selectFrom('folders').select('name').where('id', '=', folder.id).executeTakeFirst();
    expect(row?.name).toBe('New');
  });

  it('moves a folder under another and back to the top level, never under itself or its sub-folders', async () => {
    const a = await save({ name: 'Move A', type: 0 });
    const b = await save({ name: 'Move B', type: 0 });
    const a1 = await save({ name: 'Move A1', type: 0, parentId: a.id });
    expect((await server.call('/user/folder/move', { id: b.id, parentId: a.id }, owner.token)).code).toBe(0);
    const moved = (await tree(0)).find((f) => f.id === a.id);
    expect(moved?.children.map((c) => c.name)).toEqual(['Move B', 'Move A1']);
    await expectRefused(
      server,
      () => server.call('/user/folder/move', { id: a.id, parentId: a.id }, owner.token),
      3002,
    );
    await expectRefused(
      server,
      () => server.call('/user/folder/move', { id: a.id, parentId: a1.id }, owner.token),
      3002,
    );
    await expectRefused(
      server,
      () => server.call('/user/folder/move', { id: a.id, parentId: b.id }, owner.token),
      3002,
    );
    const download = await save({ name: 'Move D', type: 1 });
    await expectRefused(
      server,
      () => server.call('/user/folder/move', { id: a.id, parentId: download.id }, owner.token),
      3003,
    );
    expect((await server.call('/user/folder/move', { id: b.id, parentId: null }, owner.token)).code).toBe(0);
    expect((await tree(0)).some((f) => f.id === b.id)).toBe(true);
  });

  it('deletes a folder with its sub-folders; their scenes go back to the top level', async () => {
    const parent = await save({ name: 'Gone', type: 0 });
    const child = await save({ name: 'Gone too', type: 0, parentId: parent.id });
    await createScene(server.db, { userId: owner.id, sceneNum: 'f-1', folderId: parent.id });
    await createScene(server.db, { userId: owner.id, sceneNum: 'f-2', folderId: child.id });
    expect((await server.call('/user/folder/delete', { id: parent.id }, owner.token)).code).toBe(0);
    const left = await server.db.selectFrom('folders').select('id').where('id', 'in', [parent.id, child.id]).execute();
    expect(left).toEqual([]);
    const scenes = await server.db
      .selectFrom('scenes')
      .select(['scene_num', 'folder_id'])
      .where('scene_num', 'in', ['f-1', 'f-2'])
      .orderBy('scene_num')
      .execute();
    expect(scenes).toEqual([
      { scene_num: 'f-1', folder_id: null },
      { scene_num: 'f-2', folder_id: null },
    ]);
  });

  it('finds folders by part of the name, with their sub-folders', async () => {
    const projects = await save({ name: 'Projects 10%', type: 0 });
    await save({ name: 'Sub', type: 0, parentId: projects.id });
    await save({ name: 'projects old', type: 0 });
    const answer = await server.call('/user/folder/findListByName', { name: 'PROJECTS', type: 0 }, owner.token);
    expect(answer.code).toBe(0);
    expect(names(answer.data as FolderOut[])).toEqual([{ 'Projects 10%': ['Sub'] }, 'projects old']);
    const percent = await server.call('/user/folder/findListByName', { name: '0%', type: 0 }, owner.token);
    expect(names(percent.data as FolderOut[])).toEqual([{ 'Projects 10%': ['Sub'] }]);
    const none = await server.call('/user/folder/findListByName', { name: 'PROJECTS', type: 0 }, stranger.token);
    expect(none.data).toEqual([]);
  });

  it('lets a device login manage the account’s folders', async () => {
    const camera = await createCamera(server.db, owner.id);
    const device = await createSession(server.db, owner.id, camera.id);
    const answer = await server.call('/user/folder/save', { name: 'From camera', type: 0 }, device);
    expect(answer.code).toBe(0);
  });

  it("refuses another account's folders and parents (3003) without changing anything", async () => {
    const theirs = await createFolder(server.db, stranger.id, 'Private');
    const mine = await save({ name: 'Mine', type: 0 });
    const token = owner.token;
    await expectRefused(
      server,
      () => server.call('/user/folder/save', { name: 'x', type: 0, parentId: theirs }, token),
      3003,
    );
    await expectRefused(
      server,
      () => server.call('/user/folder/save', { name: 'x', type: 1, parentId: mine.id }, token),
      3003,
    );
    await expectRefused(server, () => server.call('/user/folder/update', { id: theirs, name: 'Taken' }, token), 3003);
    await expectRefused(server, () => server.call('/user/folder/delete', { id: theirs }, token), 3003);
    await expectRefused(server, () => server.call('/user/folder/move', { id: theirs, parentId: null }, token), 3003);
    await expectRefused(server, () => server.call('/user/folder/move', { id: mine.id, parentId: theirs }, token), 3003);
    await expectRefused(server, () => server.call('/user/folder/delete', { id: 987654 }, token), 3003);
  });

  it('answers bad input with a code, changing nothing', async () => {
    const mine = await save({ name: 'Bad input', type: 0 });
    const token = owner.token;
    const cases: [string, unknown, number][] = [
      ['/user/folder/save', { type: 0 }, 3001],
      ['/user/folder/save', { name: '', type: 0 }, 3002],
      ['/user/folder/save', { name: '   ', type: 0 }, 3001],
      ['/user/folder/save', { name: 'x'.repeat(13), type: 0 }, 3002],
      ['/user/folder/save', { name: '一二三四五六七八九十一二三', type: 0 }, 3002],
      ['/user/folder/save', { name: 'x', type: 2 }, 3002],
      ['/user/folder/save', { name: 5, type: 0 }, 3002],
      ['/user/folder/save', { name: 'x', type: 0, parentId: 'root' }, 3002],
      ['/user/folder/save', { name: 'x', type: 0, extra: 1 }, 3002],
      ['/user/folder/findListTree', {}, 3001],
      ['/user/folder/findListTree', { type: '0' }, 3002],
      ['/user/folder/move', { id: mine.id }, 3001],
      ['/user/folder/move', { id: 0, parentId: null }, 3002],
      ['/user/folder/delete', { id: 'one' }, 3002],
      ['/user/folder/delete', {}, 3001],
      ['/user/folder/findListByName', { name: 'x'.repeat(13), type: 0 }, 3002],
      ['/user/folder/findListByName', { name: '  ', type: 0 }, 3001],
      ['/user/folder/update', { id: mine.id, name: '' }, 3002],
      ['/user/folder/update', { id: mine.id, name: '  ' }, 3001],
      ['/user/folder/update', { id: mine.id }, 3001],
    ];
    for (const [path, body, code] of cases) await expectRefused(server, () => server.call(path, body, token), code);
    const valid: [string, unknown][] = [
      ['/user/folder/save', { name: 'x', type: 0 }],
      ['/user/folder/findListTree', { type: 0 }],
      ['/user/folder/move', { id: mine.id, parentId: null }],
      ['/user/folder/delete', { id: mine.id }],
      ['/user/folder/findListByName', { name: 'x', type: 0 }],
      ['/user/folder/update', { id: mine.id, name: 'x' }],
    ];
    for (const [path, body] of valid) {
      await expectRefused(server, () => postRaw(server, path, '{"name": "x",', token), 3002);
      await expectRefused(server, () => server.call(path, body), 3004);
      await expectRefused(server, () => server.call(path, body, 'a'.repeat(64)), 3004);
    }
  });
});
