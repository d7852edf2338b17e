import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rearchiveScenesForCamera } from '../src/handlers/scenes.ts';
import type { TestServer } from './harness.ts';
import {
  createAccount,
  createCamera,
  createFolder,
  createScene,
  createSession,
  expectRefused,
  GB,
  postRaw,
  snapshot,
  startServer,
  type Account,
} from './scenes-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

interface SceneOut {
  name: string;
  sceneNum: string;
  sn: string;
  cameraType?: number;
  cooperationUser: string | null;
  folderId: number | null;
  status: number;
  url?: string;
}
interface ListOut {
  list: SceneOut[];
  total: number;
  listTotal: number;
  sceneNum: number;
  pageInfo: { pageNum: number; pageSize: number; total: number; pages: number };
}

async function list(path: string, body: unknown, token: string): Promise<ListOut> {
  const answer = await server.call(path, body, token);
  expect(answer.code).toBe(0);
  return answer.data as ListOut;
}
const nums = (result: ListOut) => result.list.map((scene) => scene.sceneNum);
const day = (n: number) => new Date(Date.UTC(2026, 2, n));

describe('scene lists', () => {
  let owner: Account;
  let helper: Account;
  let stranger: Account;
  let pro: { id: number; snCode: string };
  let lite: { id: number; snCode: string };
  let folderId: number;
  let strangerFolder: number;
  let strangerCamera: number;

  beforeAll(async () => {
    const db = server.db;
    owner = await createAccount(db, 'lister');
    helper = await createAccount(db, 'helper');
    stranger = await createAccount(db, 'stranger');
    pro = await createCamera(db, owner.id, { type: 4 });
    lite = await createCamera(db, owner.id, { type: 0, childName: 'LITE-KITCHEN' });
    strangerCamera = (await createCamera(db, stranger.id)).id;
    folderId = await createFolder(db, owner.id, 'Flats');
    strangerFolder = await createFolder(db, stranger.id, 'Theirs');
    await createScene(db, {
      userId: owner.id,
      sceneNum: 'l-1',
      cameraId: pro.id,
      folderId,
      name: 'Show flat 3B',
      type: 2,
      createdAt: day(1),
    });
    await createScene(db, {
      userId: owner.id,
      sceneNum: 'l-2',
      cameraId: lite.id,
      name: 'Museum hall',
      type: 1,
      status: 1,
      createdAt: day(2),
    });
    await createScene(db, {
      userId: owner.id,
      sceneNum: 'l-3',
      cameraId: pro.id,
      name: 'Cafe_50%',
      status: 2,
      createdAt: day(3),
    });
    await createScene(db, {
      userId: owner.id,
      sceneNum: 'l-4',
      cameraId: pro.id,
      name: 'Old house',
      status: 3,
      isOldMu: true,
      createdAt: day(4),
    });
    await createScene(db, {
      userId: owner.id,
      sceneNum: 'l-5',
      cameraId: lite.id,
      folderId,
      name: 'Kitchen',
      createdAt: day(5),
    });
    await createScene(db, {
      userId: stranger.id,
      sceneNum: 'x-1',
      cameraId: strangerCamera,
      name: 'Show flat other',
      createdAt: day(6),
    });
    // helper collaborates on l-1 alone and on every scene of the Lite camera.
    const [l1] = await db.selectFrom('scenes').select('id').where('scene_num', '=', 'l-1').execute();
    await db
      .insertInto('cooperations')
      .values([
        { owner_id: owner.id, collaborator_id: helper.id, scene_id: l1?.id ?? 0, resource_ids: '1' },
        { owner_id: owner.id, collaborator_id: helper.id, camera_id: lite.id, resource_ids: '1,2' },
      ])
      .execute();
  });

  it('lists own scenes newest first with the counts and the scene fields', async () => {
    const result = await list('/user/scene/newList', {}, owner.token);
    expect(nums(result)).toEqual(['l-5', 'l-4', 'l-3', 'l-2', 'l-1']);
    expect(result).toMatchObject({ total: 5, listTotal: 5, sceneNum: 3 });
    expect(result.pageInfo).toEqual({ pageNum: 1, pageSize: 10, total: 5, pages: 1 });
    const l1 = result.list.find((scene) => scene.sceneNum === 'l-1');
    expect(l1).toMatchObject({
      name: 'Show flat 3B',
      sn: pro.snCode,
      cameraType: 4,
      cooperationUser: 'helper',
      folderId,
      status: 0,
      type: 2,
      createTime: '2026-03-01T00:00:00.000Z',
      url: 'http://127.0.0.1:4000/show/l-1',
    });
    expect(result.list.find((scene) => scene.sceneNum === 'l-5')?.cooperationUser).toBeNull();
  });

  it('pages', async () => {
    const result = await list('/user/scene/newList', { pageNum: 2, pageSize: 2 }, owner.token);
    expect(nums(result)).toEqual(['l-3', 'l-2']);
    expect(result.pageInfo).toEqual({ pageNum: 2, pageSize: 2, total: 5, pages: 3 });
    const last = await list('/user/scene/newList', { pageNum: 4, pageSize: 2 }, owner.token);
    expect(last.list).toEqual([]);
  });

  it('filters by folder (a folder, the top level, or all), camera, camera type, scene type and status', async () => {
    const inFolder = await list('/user/scene/newList', { folderId }, owner.token);
    expect(nums(inFolder)).toEqual(['l-5', 'l-1']);
    expect(inFolder).toMatchObject({ total: 5, listTotal: 2, sceneNum: 3 });
    expect(inFolder.pageInfo.total).toBe(2);
    expect(nums(await list('/user/scene/newList', { folderId: null }, owner.token))).toEqual(['l-4', 'l-3', 'l-2']);
    expect(nums(await list('/user/scene/newList', { cameraType: 0 }, owner.token))).toEqual(['l-5', 'l-2']);
    expect(nums(await list('/user/scene/newList', { cameraId: pro.id }, owner.token))).toEqual(['l-4', 'l-3', 'l-1']);
    expect(nums(await list('/user/scene/newList', { status: 3 }, owner.token))).toEqual(['l-4']);
    expect(nums(await list('/user/scene/newList', { type: 1 }, owner.token))).toEqual(['l-2']);
    expect(nums(await list('/user/scene/getOnlySceneList', { status: 0 }, owner.token))).toEqual(['l-5', 'l-1']);
  });

  it('lists the scenes of the earlier viewer', async () => {
    expect(nums(await list('/user/scene/getOldSceneList', {}, owner.token))).toEqual(['l-4']);
  });

  it('searches by name, scene code and camera, taking wildcards literally and never showing others', async () => {
    const search = (searchKey: string, keywordType: number) =>
      list('/user/scene/search', { searchKey, keywordType }, owner.token);
    expect(nums(await search('FLAT', 1))).toEqual(['l-1']);
    expect(nums(await search('50%', 1))).toEqual(['l-3']);
    expect(nums(await search('_', 1))).toEqual(['l-3']);
    expect(nums(await search('l-4', 2))).toEqual(['l-4']);
    expect(nums(await search('kitchen', 3))).toEqual(['l-5', 'l-2']);
    expect(nums(await search(pro.snCode, 3))).toEqual(['l-4', 'l-3', 'l-1']);
    expect(nums(await search('x-1', 2))).toEqual([]);
    const blank = await server.call('/user/scene/search', { searchKey: '   ', keywordType: 1 }, owner.token);
    expect(blank.code).toBe(3001);
  });

  it('shows a collaborator the scenes shared one by one and by camera, with the owner name and no folder', async () => {
    const shared = await list('/user/scene/cooperation/cooperationSceneListNew', {}, helper.token);
    expect(nums(shared)).toEqual(['l-5', 'l-2', 'l-1']);
    expect(shared).toMatchObject({ total: 3, listTotal: 3, sceneNum: 3 });
    expect(shared.list.every((scene) => scene.cooperationUser === 'lister' && scene.folderId === null)).toBe(true);
    const flat = await list('/user/scene/cooperation/onlyCooperationSceneList', { cameraType: 4 }, helper.token);
    expect(nums(flat)).toEqual(['l-1']);
    const found = await list('/user/scene/cooperation/search', { searchKey: 'hall', keywordType: 1 }, helper.token);
    expect(nums(found)).toEqual(['l-2']);
    const helperFolder = await createFolder(server.db, helper.id, 'Mine');
    const inOwnFolder = await list(
      '/user/scene/cooperation/cooperationSceneListNew',
      { folderId: helperFolder },
      helper.token,
    );
    expect(inOwnFolder).toMatchObject({ list: [], listTotal: 0, total: 3 });
    expect(nums(await list('/user/scene/newList', {}, helper.token))).toEqual([]);
    // The stranger sees nothing of it.
    expect(nums(await list('/user/scene/cooperation/cooperationSceneListNew', {}, stranger.token))).toEqual([]);
  });

  it('counts own and collaborative scenes', async () => {
    expect((await server.call('/user/scene/findSceneNumber', {}, owner.token)).data).toEqual({
      sceneNum: 5,
      cooperationSceneNum: 0,
    });
    expect((await server.call('/user/scene/findSceneNumber', {}, helper.token)).data).toEqual({
      sceneNum: 0,
      cooperationSceneNum: 3,
    });
  });

  it('lists one camera for the account, and only its own camera for a device login', async () => {
    expect(nums(await list('/device/scene/list', { cameraId: lite.id }, owner.token))).toEqual(['l-5', 'l-2']);
    expect(nums(await list('/device/scene/list', {}, owner.token))).toHaveLength(5);
    const device = await createSession(server.db, owner.id, pro.id);
    const own = await list('/device/scene/list', {}, device);
    expect(nums(own)).toEqual(['l-4', 'l-3', 'l-1']);
    expect(own.total).toBe(3);
    expect(nums(await list('/user/scene/newList', {}, device))).toEqual(['l-4', 'l-3', 'l-1']);
    expect((await server.call('/device/scene/list', { cameraId: lite.id }, device)).code).toBe(6012);
    expect((await server.call('/user/scene/findSceneNumber', {}, device)).data).toMatchObject({ sceneNum: 3 });
  });

  it("refuses another account's camera and folder ids", async () => {
    for (const path of ['/user/scene/newList', '/device/scene/list', '/user/scene/getOnlySceneList']) {
      expect((await server.call(path, { cameraId: strangerCamera }, owner.token)).code).toBe(6012);
    }
    expect((await server.call('/user/scene/newList', { folderId: strangerFolder }, owner.token)).code).toBe(3003);
    const download = await createFolder(server.db, owner.id, 'Downloads', { type: 1 });
    expect((await server.call('/user/scene/newList', { folderId: download }, owner.token)).code).toBe(3003);
  });

  it('answers bad input with a code and no stack', async () => {
    const listPaths = [
      '/device/scene/list',
      '/user/scene/newList',
      '/user/scene/cooperation/cooperationSceneListNew',
      '/user/scene/getOnlySceneList',
      '/user/scene/cooperation/onlyCooperationSceneList',
      '/user/scene/getOldSceneList',
    ];
    for (const path of listPaths) {
      const malformed = await postRaw(server, path, '{"pageNum": ', owner.token);
      expect(malformed.code).toBe(3002);
      expect(malformed.raw).not.toMatch(/\.ts:\d+/);
      expect((await server.call(path, { pageNum: 'one' }, owner.token)).code).toBe(3002);
      expect((await server.call(path, { pageSize: 101 }, owner.token)).code).toBe(3002);
      expect((await server.call(path, { folderId: 'x' }, owner.token)).code).toBe(3002);
      expect((await server.call(path, { status: 7 }, owner.token)).code).toBe(3002);
      expect((await server.call(path, { unknown: 1 }, owner.token)).code).toBe(3002);
      expect((await server.call(path, {})).code).toBe(3004);
      expect((await server.call(path, {}, 'f'.repeat(64))).code).toBe(3004);
    }
    for (const path of ['/user/scene/search', '/user/scene/cooperation/search']) {
      expect((await server.call(path, { searchKey: 'a' }, owner.token)).code).toBe(3001);
      expect((await server.call(path, { searchKey: 'a'.repeat(51), keywordType: 1 }, owner.token)).code).toBe(3002);
      expect((await server.call(path, { searchKey: 'a', keywordType: 4 }, owner.token)).code).toBe(3002);
      expect((await server.call(path, { searchKey: 1, keywordType: 1 }, owner.token)).code).toBe(3002);
      expect((await postRaw(server, path, 'not json', owner.token)).code).toBe(3002);
      expect((await server.call(path, { searchKey: 'a', keywordType: 1 })).code).toBe(3004);
    }
    expect((await server.call('/user/scene/findSceneNumber', {})).code).toBe(3004);
  });
});

describe('renaming, deleting and moving scenes', () => {
  let owner: Account;
  let helper: Account;
  let stranger: Account;
  let cameraA: number;
  let cameraB: number;

  beforeAll(async () => {
    const db = server.db;
    owner = await createAccount(db, 'editor');
    helper = await createAccount(db, 'assistant');
    stranger = await createAccount(db, 'outsider');
    cameraA = (await createCamera(db, owner.id, { planGb: 100 })).id;
    cameraB = (await createCamera(db, owner.id, { planGb: 100 })).id;
  });

  const statusOf = async (sceneNum: string) =>
    (await server.db
      .selectFrom('scenes')
      .select(['status', 'name', 'folder_id'])
      .where('scene_num', '=', sceneNum)
      .executeTakeFirst()) ?? null;

  it('renames an own scene, trimmed', async () => {
    await createScene(server.db, { userId: owner.id, sceneNum: 'r-1', cameraId: cameraA });
    const answer = await server.call('/user/scene/rename', { sceneNum: 'r-1', name: '  Lobby  ' }, owner.token);
    expect(answer).toEqual({ code: 0, msg: 'success', data: null });
    expect((await statusOf('r-1'))?.name).toBe('Lobby');
  });

  it('refuses renaming a scene of another account (5015), a shared one (5014) and an archived one (5014)', async () => {
    await createScene(server.db, { userId: stranger.id, sceneNum: 'r-x' });
    const shared = await createScene(server.db, { userId: owner.id, sceneNum: 'r-s', cameraId: cameraA });
    await server.db
      .insertInto('cooperations')
      .values({ owner_id: owner.id, collaborator_id: helper.id, scene_id: shared, resource_ids: '1' })
      .execute();
    await createScene(server.db, { userId: owner.id, sceneNum: 'r-a', cameraId: cameraA, status: 3 });
    const rename = (sceneNum: string, token: string, name = 'New name') =>
      server.call('/user/scene/rename', { sceneNum, name }, token);
    await expectRefused(server, () => rename('r-x', owner.token), 5015);
    await expectRefused(server, () => rename('no-such-scene', owner.token), 5015);
    await expectRefused(server, () => rename('r-s', helper.token), 5014);
    await expectRefused(server, () => rename('r-s', stranger.token), 5015);
    await expectRefused(server, () => rename('r-a', owner.token), 5014);
  });

  it('refuses sensitive words in a scene name (7001) and a blank name (3001)', async () => {
    await createScene(server.db, { userId: owner.id, sceneNum: 'r-w', cameraId: cameraA });
    await expectRefused(
      server,
      () => server.call('/user/scene/rename', { sceneNum: 'r-w', name: 'Casino floor' }, owner.token),
      7001,
    );
    await expectRefused(
      server,
      () => server.call('/user/scene/rename', { sceneNum: 'r-w', name: '   ' }, owner.token),
      3001,
    );
    const ok = await server.call('/user/scene/rename', { sceneNum: 'r-w', name: 'HVAC system room' }, owner.token);
    expect(ok.code).toBe(0);
  });

  it('lets a device login edit only the scenes of its camera', async () => {
    await createScene(server.db, { userId: owner.id, sceneNum: 'd-a', cameraId: cameraA });
    await createScene(server.db, { userId: owner.id, sceneNum: 'd-b', cameraId: cameraB });
    const device = await createSession(server.db, owner.id, cameraA);
    expect((await server.call('/user/scene/rename', { sceneNum: 'd-a', name: 'From camera' }, device)).code).toBe(0);
    await expectRefused(server, () => server.call('/user/scene/rename', { sceneNum: 'd-b', name: 'No' }, device), 5014);
    await expectRefused(server, () => server.call('/user/scene/delete', { sceneNums: ['d-b'] }, device), 5014);
    expect((await server.call('/user/scene/delete', { sceneNums: ['d-a'] }, device)).code).toBe(0);
    expect(await statusOf('d-a')).toBeNull();
  });

  it('deletes own scenes with their collaborators', async () => {
    const id = await createScene(server.db, { userId: owner.id, sceneNum: 'del-1', cameraId: cameraA });
    await createScene(server.db, { userId: owner.id, sceneNum: 'del-2', cameraId: cameraA, status: 2 });
    await server.db
      .insertInto('cooperations')
      .values({ owner_id: owner.id, collaborator_id: helper.id, scene_id: id, resource_ids: '1' })
      .execute();
    const answer = await server.call('/user/scene/delete', { sceneNums: ['del-1', 'del-2'] }, owner.token);
    expect(answer.code).toBe(0);
    expect(await statusOf('del-1')).toBeNull();
    expect(await statusOf('del-2')).toBeNull();
    expect(await server.db.selectFrom('cooperations').select('id').where('scene_id', '=', id).execute()).toEqual([]);
  });

  it('deletes nothing when one scene is archived (5008) or not the account’s (5015)', async () => {
    await createScene(server.db, { userId: owner.id, sceneNum: 'keep-1', cameraId: cameraA });
    await createScene(server.db, { userId: owner.id, sceneNum: 'keep-archived', cameraId: cameraA, status: 3 });
    await createScene(server.db, { userId: stranger.id, sceneNum: 'keep-theirs' });
    const del = (sceneNums: string[], token = owner.token) => server.call('/user/scene/delete', { sceneNums }, token);
    await expectRefused(server, () => del(['keep-1', 'keep-archived']), 5008);
    await expectRefused(server, () => del(['keep-1', 'keep-theirs']), 5015);
    await expectRefused(server, () => del(['keep-1'], helper.token), 5015);
    expect(await statusOf('keep-1')).not.toBeNull();
  });

  it('moves normal scenes into an own scene folder and back to the top level', async () => {
    const folder = await createFolder(server.db, owner.id, 'Target');
    await createScene(server.db, { userId: owner.id, sceneNum: 'm-1', cameraId: cameraA });
    await createScene(server.db, { userId: owner.id, sceneNum: 'm-2', cameraId: cameraA });
    expect(
      (await server.call('/user/scene/move', { sceneNums: ['m-1', 'm-2'], folderId: folder }, owner.token)).code,
    ).toBe(0);
    expect((await statusOf('m-1'))?.folder_id).toBe(folder);
    expect((await statusOf('m-2'))?.folder_id).toBe(folder);
    expect((await server.call('/user/scene/move', { sceneNums: ['m-2'], folderId: null }, owner.token)).code).toBe(0);
    expect((await statusOf('m-2'))?.folder_id).toBeNull();
  });

  it('moves nothing when a scene is calculating, failed or archived (3002), or the folder or a scene is not the account’s', async () => {
    const folder = await createFolder(server.db, owner.id, 'Target 2');
    const theirs = await createFolder(server.db, stranger.id, 'Theirs');
    const download = await createFolder(server.db, owner.id, 'Dl', { type: 1 });
    await createScene(server.db, { userId: owner.id, sceneNum: 'mv-ok', cameraId: cameraA });
    for (const [sceneNum, status] of [
      ['mv-calc', 1],
      ['mv-fail', 2],
      ['mv-arch', 3],
    ] as const) {
      await createScene(server.db, { userId: owner.id, sceneNum, cameraId: cameraA, status });
      await expectRefused(
        server,
        () => server.call('/user/scene/move', { sceneNums: ['mv-ok', sceneNum], folderId: folder }, owner.token),
        3002,
      );
    }
    const move = (folderId: number | null, sceneNums = ['mv-ok']) =>
      server.call('/user/scene/move', { sceneNums, folderId }, owner.token);
    await expectRefused(server, () => move(theirs), 3003);
    await expectRefused(server, () => move(download), 3003);
    await expectRefused(server, () => move(folder, ['mv-ok', 'keep-theirs']), 5015);
  });

  it('answers bad input with a code, changing nothing', async () => {
    const token = owner.token;
    const cases: [string, unknown, number][] = [
      ['/user/scene/rename', { sceneNum: 'r-1' }, 3001],
      ['/user/scene/rename', { sceneNum: 'r-1', name: 'x'.repeat(51) }, 3002],
      ['/user/scene/rename', { sceneNum: 'bad code!', name: 'x' }, 3002],
      ['/user/scene/rename', { sceneNum: 12, name: 'x' }, 3002],
      ['/user/scene/rename', { sceneNum: 'r-1', name: 'x', extra: true }, 3002],
      ['/user/scene/delete', {}, 3001],
      ['/user/scene/delete', { sceneNums: 'r-1' }, 3002],
      ['/user/scene/delete', { sceneNums: [] }, 3002],
      ['/user/scene/delete', { sceneNums: ['r-1', 'r-1'] }, 3002],
      ['/user/scene/delete', { sceneNums: Array.from({ length: 101 }, (_, i) => `n-${i}`) }, 3002],
      ['/user/scene/move', { sceneNums: ['r-1'] }, 3001],
      ['/user/scene/move', { sceneNums: ['r-1'], folderId: 'top' }, 3002],
      ['/user/scene/move', { sceneNums: ['r-1'], folderId: 0 }, 3002],
    ];
    for (const [path, body, code] of cases) await expectRefused(server, () => server.call(path, body, token), code);
    for (const path of ['/user/scene/rename', '/user/scene/delete', '/user/scene/move']) {
      await expectRefused(server, () => postRaw(server, path, '{"sceneNums": [', token), 3002);
      await expectRefused(server, () => server.call(path, {}, token), 3001);
    }
    await expectRefused(server, () => server.call('/user/scene/rename', { sceneNum: 'r-1', name: 'x' }), 3004);
    await expectRefused(server, () => server.call('/user/scene/delete', { sceneNums: ['r-1'] }), 3004);
    await expectRefused(server, () => server.call('/user/scene/move', { sceneNums: ['r-1'], folderId: null }), 3004);
  });
});

describe('archiving by capacity', () => {
  let owner: Account;
  const now = new Date('2026-11-21T08:00:00Z');

  beforeAll(async () => {
    owner = await createAccount(server.db, 'archivist');
  });

  const statuses = async (cameraId: number) => {
    const rows = await server.db
      .selectFrom('scenes')
      .select(['scene_num', 'status', 'archived_at'])
      .where('camera_id', '=', cameraId)
      .orderBy('scene_num')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.scene_num, row.status]));
  };
  const setCapacity = (cameraId: number, gb: number) =>
    server.db
      .updateTable('cameras')
      .set({ total_bytes: gb * GB })
      .where('id', '=', cameraId)
      .execute();

  /** Five 1 GB scenes; shot in order a1..a5 but generated in the reverse order (a5 first). */
  async function fiveScenes(prefix: string, cameraId: number) {
    for (let i = 1; i <= 5; i += 1) {
      await createScene(server.db, {
        userId: owner.id,
        sceneNum: `${prefix}${i}`,
        cameraId,
        sizeBytes: GB,
        createdAt: day(i),
        generatedAt: day(20 - i),
      });
    }
  }

  it('archives the most recently generated scenes first when capacity is exceeded, and unseals only when all fit', async () => {
    const camera = (await createCamera(server.db, owner.id, { planGb: 3 })).id;
    await fiveScenes('a', camera);
    const first = await rearchiveScenesForCamera(server.db, camera, now);
    expect(first).toEqual({ archived: ['a1', 'a2'], unsealed: [] });
    expect(await statuses(camera)).toEqual({ a1: 3, a2: 3, a3: 0, a4: 0, a5: 0 });
    const archivedAt = await server.db
      .selectFrom('scenes')
      .select('archived_at')
      .where('scene_num', '=', 'a1')
      .executeTakeFirst();
    expect(archivedAt?.archived_at?.toISOString()).toBe(now.toISOString());

    // Still exceeded: nothing more, nothing less.
    expect(await rearchiveScenesForCamera(server.db, camera, now)).toEqual({ archived: [], unsealed: [] });
    await setCapacity(camera, 4);
    expect(await rearchiveScenesForCamera(server.db, camera, now)).toEqual({ archived: [], unsealed: [] });
    expect(await statuses(camera)).toEqual({ a1: 3, a2: 3, a3: 0, a4: 0, a5: 0 });

    await setCapacity(camera, 5);
    expect(await rearchiveScenesForCamera(server.db, camera, now)).toEqual({ archived: [], unsealed: ['a2', 'a1'] });
    expect(await statuses(camera)).toEqual({ a1: 0, a2: 0, a3: 0, a4: 0, a5: 0 });
    const unsealed = await server.db
      .selectFrom('scenes')
      .select('archived_at')
      .where('scene_num', '=', 'a1')
      .executeTakeFirst();
    expect(unsealed?.archived_at).toBeNull();
  });

  it('counts calculating scenes against the capacity but archives only normal ones', async () => {
    const camera = (await createCamera(server.db, owner.id, { planGb: 2 })).id;
    await createScene(server.db, {
      userId: owner.id,
      sceneNum: 'c-calc',
      cameraId: camera,
      status: 1,
      createdAt: day(9),
    });
    await createScene(server.db, { userId: owner.id, sceneNum: 'c-old', cameraId: camera, generatedAt: day(1) });
    await createScene(server.db, { userId: owner.id, sceneNum: 'c-new', cameraId: camera, generatedAt: day(2) });
    expect(await rearchiveScenesForCamera(server.db, camera, now)).toEqual({ archived: ['c-new'], unsealed: [] });
    expect(await statuses(camera)).toEqual({ 'c-calc': 1, 'c-new': 3, 'c-old': 0 });
  });

  it('treats an active membership on the camera as unlimited and an expired plan as the base capacity', async () => {
    const member = (await createCamera(server.db, owner.id, { planGb: 1 })).id;
    await fiveScenes('m', member);
    expect((await rearchiveScenesForCamera(server.db, member, now)).archived).toHaveLength(4);
    await server.db
      .insertInto('memberships')
      .values({
        user_id: owner.id,
        camera_id: member,
        purchase_time: day(1),
        expiry_time: new Date('2027-03-01T00:00:00Z'),
      })
      .execute();
    expect((await rearchiveScenesForCamera(server.db, member, now)).unsealed).toHaveLength(4);

    // A Lite camera whose 20G plan expired falls back to 5G: six 1 GB scenes, the newest generated is archived.
    const lite = (await createCamera(server.db, owner.id, { type: 0, planGb: 20, expiry: day(1) })).id;
    await fiveScenes('e', lite);
    await createScene(server.db, { userId: owner.id, sceneNum: 'e6', cameraId: lite, generatedAt: day(30) });
    expect(await rearchiveScenesForCamera(server.db, lite, now)).toEqual({ archived: ['e6'], unsealed: [] });
  });

  it('unseals the camera’s scenes when deleting scenes frees enough storage', async () => {
    const camera = (await createCamera(server.db, owner.id, { planGb: 3 })).id;
    await fiveScenes('u', camera);
    await rearchiveScenesForCamera(server.db, camera, now);
    expect(await statuses(camera)).toEqual({ u1: 3, u2: 3, u3: 0, u4: 0, u5: 0 });
    expect((await server.call('/user/scene/delete', { sceneNums: ['u5'] }, owner.token)).code).toBe(0);
    expect(await statuses(camera)).toEqual({ u1: 3, u2: 3, u3: 0, u4: 0 });
    expect((await server.call('/user/scene/delete', { sceneNums: ['u4', 'u3'] }, owner.token)).code).toBe(0);
    expect(await statuses(camera)).toEqual({ u1: 0, u2: 0 });
  });

  it('leaves everything alone for an unknown camera', async () => {
    const before = await snapshot(server.db);
    expect(await rearchiveScenesForCamera(server.db, 999_999, now)).toEqual({ archived: [], unsealed: [] });
    expect(await snapshot(server.db)).toEqual(before);
  });
});

describe('scene counts', () => {
  it('keeps scene_counts equal to the scenes after every insert, update and delete of this file', async () => {
    const counted = await sql<{ user_id: number; camera_id: number; folder_id: number; status: number; n: number }>`
      select user_id, coalesce(camera_id, 0) as camera_id, coalesce(folder_id, 0) as folder_id, status,
             count(*)::int as n
        from scenes group by 1, 2, 3, 4 order by 1, 2, 3, 4`.execute(server.db);
    const kept = await sql<{ user_id: number; camera_id: number; folder_id: number; status: number; n: number }>`
      select user_id, camera_id, folder_id, status, n from scene_counts where n <> 0 order by 1, 2, 3, 4`.execute(
      server.db,
    );
    expect(counted.rows.length).toBeGreaterThan(10);
    expect(kept.rows).toEqual(counted.rows);
  });

  it('gives the same lists without the counts table (counting the scenes)', async () => {
    const plain = await startServer({ scenesExtra: false });
    try {
      const user = await createAccount(plain.db, 'plain');
      const camera = (await createCamera(plain.db, user.id)).id;
      const folder = await createFolder(plain.db, user.id, 'F');
      await createScene(plain.db, {
        userId: user.id,
        sceneNum: 'p-1',
        cameraId: camera,
        folderId: folder,
        createdAt: day(1),
      });
      await createScene(plain.db, { userId: user.id, sceneNum: 'p-2', status: 3, createdAt: day(2) });
      await createScene(plain.db, { userId: user.id, sceneNum: 'p-3', cameraId: camera, status: 1, createdAt: day(3) });
      const call = async (body: unknown) => (await plain.call('/user/scene/newList', body, user.token)).data as ListOut;
      expect(await call({})).toMatchObject({ total: 3, listTotal: 3, sceneNum: 2 });
      expect(await call({ folderId: null })).toMatchObject({ total: 3, listTotal: 2, sceneNum: 2 });
      expect(nums(await call({ cameraId: camera, status: 1 }))).toEqual(['p-3']);
      // And the same answers with it, on this file's server.
      const same = await createAccount(server.db, 'same');
      const sameCamera = (await createCamera(server.db, same.id)).id;
      const sameFolder = await createFolder(server.db, same.id, 'F');
      await createScene(server.db, {
        userId: same.id,
        sceneNum: 's-1',
        cameraId: sameCamera,
        folderId: sameFolder,
        createdAt: day(1),
      });
      await createScene(server.db, { userId: same.id, sceneNum: 's-2', status: 3, createdAt: day(2) });
      await createScene(server.db, {
        userId: same.id,
        sceneNum: 's-3',
        cameraId: sameCamera,
        status: 1,
        createdAt: day(3),
      });
      const withTable = async (body: unknown) =>
        (await server.call('/user/scene/newList', body, same.token)).data as ListOut;
      expect(await withTable({})).toMatchObject({ total: 3, listTotal: 3, sceneNum: 2 });
      expect(await withTable({ folderId: null })).toMatchObject({ total: 3, listTotal: 2, sceneNum: 2 });
      expect(await withTable({ folderId: sameFolder, type: 0 })).toMatchObject({ total: 3, listTotal: 1 });
      expect(nums(await withTable({ cameraId: sameCamera, status: 1 }))).toEqual(['s-3']);
    } finally {
      await plain.close();
    }
  });
});
