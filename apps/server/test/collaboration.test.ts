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
let friend: Account;
let other: Account;
let stranger: Account;
let camera: number;
let strangerCamera: number;
/** Ids of the offered (included) and never offered permission resources. */
let offered: number[];
let notOffered: number[];

beforeAll(async () => {
  server = await startServer();
  owner = await createAccount(server.db, 'owner');
  friend = await createAccount(server.db, 'friend');
  other = await createAccount(server.db, 'other');
  stranger = await createAccount(server.db, 'stranger');
  camera = (await createCamera(server.db, owner.id)).id;
  strangerCamera = (await createCamera(server.db, stranger.id)).id;
  const resources = await server.db
    .selectFrom('permission_resources')
    .select(['id', 'included'])
    .orderBy('id')
    .execute();
  offered = resources.filter((r) => r.included).map((r) => r.id);
  notOffered = resources.filter((r) => !r.included).map((r) => r.id);
});
afterAll(async () => {
  await server.close();
});

const cooperationsOf = (where: { sceneNum?: string; cameraId?: number }) => {
  let query = server.db
    .selectFrom('cooperations')
    .leftJoin('scenes', 'scenes.id', 'cooperations.scene_id')
    .select(['cooperations.owner_id', 'cooperations.collaborator_id', 'cooperations.resource_ids']);
  if (where.sceneNum) query = query.where('scenes.scene_num', '=', where.sceneNum);
  if (where.cameraId) query = query.where('cooperations.camera_id', '=', where.cameraId);
  return query.execute();
};

interface ResourceOut {
  id: number;
  keyWord: string;
  hasAuth: boolean;
}

describe('scene collaboration', () => {
  it('invites a collaborator to one scene with the chosen permissions, then cancels', async () => {
    await createScene(server.db, { userId: owner.id, sceneNum: 'c-1', cameraId: camera });
    const grant = `${offered[1]},${offered[0]},${offered[1]}`;
    const saved = await server.call(
      '/user/scene/cooperation/save',
      { userName: 'friend', resourceIds: grant, sceneNum: 'c-1' },
      owner.token,
    );
    expect(saved).toEqual({ code: 0, msg: 'success', data: null });
    expect(await cooperationsOf({ sceneNum: 'c-1' })).toEqual([
      { owner_id: owner.id, collaborator_id: friend.id, resource_ids: `${offered[0]},${offered[1]}` },
    ]);

    // The owner and the collaborator read the granted permissions; others may not.
    for (const token of [owner.token, friend.token]) {
      const answer = await server.call('/user/scene/cooperation/findSceneResource', { sceneNum: 'c-1' }, token);
      expect(answer.code).toBe(0);
      const resources = answer.data as ResourceOut[];
      expect(resources.map((r) => r.id)).toEqual(offered);
      expect(resources.filter((r) => r.hasAuth).map((r) => r.id)).toEqual([offered[0], offered[1]]);
    }
    await expectRefused(
      server,
      () => server.call('/user/scene/cooperation/findSceneResource', { sceneNum: 'c-1' }, stranger.token),
      5015,
    );

    // The collaborator sees it in the cooperation list.
    const shared = await server.call('/user/scene/cooperation/cooperationSceneListNew', {}, friend.token);
    expect((shared.data as { list: { sceneNum: string }[] }).list.map((s) => s.sceneNum)).toEqual(['c-1']);

    expect((await server.call('/user/scene/cooperation/delete', { sceneNum: 'c-1' }, owner.token)).code).toBe(0);
    expect(await cooperationsOf({ sceneNum: 'c-1' })).toEqual([]);
    const after = await server.call('/user/scene/cooperation/findSceneResource', { sceneNum: 'c-1' }, owner.token);
    expect((after.data as ResourceOut[]).some((r) => r.hasAuth)).toBe(false);
  });

  it('lists only my scenes that have a collaborator (hasCollaborator), and never another account’s', async () => {
    const lister = await createAccount(server.db, 'lister');
    const listerCamera = (await createCamera(server.db, lister.id)).id;
    for (const sceneNum of ['hc-1', 'hc-2', 'hc-3']) {
      await createScene(server.db, { userId: lister.id, sceneNum, cameraId: listerCamera });
    }
    const shared = await server.call(
      '/user/scene/cooperation/save',
      { userName: 'friend', resourceIds: String(offered[0]), ids: 'hc-1,hc-3' },
      lister.token,
    );
    expect(shared.code).toBe(0);
    const list = async (body: Record<string, unknown>, token = lister.token) => {
      const answer = await server.call('/user/scene/newList', body, token);
      expect(answer.code).toBe(0);
      return answer.data as {
        list: { sceneNum: string; cooperationUser: string | null }[];
        listTotal: number;
        total: number;
      };
    };
    const withCollaborator = await list({ hasCollaborator: true });
    expect(withCollaborator.list.map((scene) => scene.sceneNum).sort()).toEqual(['hc-1', 'hc-3']);
    expect(withCollaborator.list.every((scene) => scene.cooperationUser === 'friend')).toBe(true);
    expect(withCollaborator).toMatchObject({ listTotal: 2, total: 3 });
    expect((await list({ hasCollaborator: false })).list.map((scene) => scene.sceneNum)).toEqual(['hc-2']);
    // The collaborator's own list holds none of them: the filter never reaches past the caller's scenes.
    expect((await list({ hasCollaborator: true }, friend.token)).list.map((scene) => scene.sceneNum)).not.toContain(
      'hc-1',
    );
    const searched = await server.call(
      '/user/scene/search',
      { searchKey: 'hc-', keywordType: 2, hasCollaborator: true },
      lister.token,
    );
    expect((searched.data as { list: { sceneNum: string }[] }).list.map((scene) => scene.sceneNum).sort()).toEqual([
      'hc-1',
      'hc-3',
    ]);
    // Cancelling takes the scene out of the tab.
    expect((await server.call('/user/scene/cooperation/delete', { sceneNum: 'hc-1' }, lister.token)).code).toBe(0);
    expect((await list({ hasCollaborator: true })).list.map((scene) => scene.sceneNum)).toEqual(['hc-3']);
    const invalid = await server.call('/user/scene/newList', { hasCollaborator: 'yes' }, lister.token);
    expect(invalid.code).not.toBe(0);
  });

  it('allows one collaborator per scene: 3022 for one scene, 3026 for several, until cancelled', async () => {
    await createScene(server.db, { userId: owner.id, sceneNum: 'one-1', cameraId: camera });
    await createScene(server.db, { userId: owner.id, sceneNum: 'one-2', cameraId: camera });
    const save = (body: Record<string, string>) =>
      server.call('/user/scene/cooperation/save', { resourceIds: String(offered[0]), ...body }, owner.token);
    expect((await save({ userName: 'friend', sceneNum: 'one-1' })).code).toBe(0);
    await expectRefused(server, () => save({ userName: 'other', sceneNum: 'one-1' }), 3022);
    await expectRefused(server, () => save({ userName: 'friend', sceneNum: 'one-1' }), 3022);
    await expectRefused(server, () => save({ userName: 'other', ids: 'one-2,one-1' }), 3026);
    expect((await server.call('/user/scene/cooperation/delete', { sceneNum: 'one-1' }, owner.token)).code).toBe(0);
    expect((await save({ userName: 'other', ids: 'one-2,one-1,one-2' })).code).toBe(0);
    expect(await cooperationsOf({ sceneNum: 'one-1' })).toMatchObject([{ collaborator_id: other.id }]);
    expect(await cooperationsOf({ sceneNum: 'one-2' })).toMatchObject([{ collaborator_id: other.id }]);
  });

  it('refuses inviting yourself (3024), an unknown user (3015) and permissions that are not offered (3002)', async () => {
    await createScene(server.db, { userId: owner.id, sceneNum: 'self-1', cameraId: camera });
    const save = (userName: string, resourceIds = String(offered[0])) =>
      server.call('/user/scene/cooperation/save', { userName, resourceIds, sceneNum: 'self-1' }, owner.token);
    await expectRefused(server, () => save('owner'), 3024);
    await expectRefused(server, () => save(' OWNER '), 3024);
    await expectRefused(server, () => save('nobody'), 3015);
    await expectRefused(server, () => save('   '), 3001);
    await expectRefused(server, () => save('friend', `${offered[0]},${notOffered[0]}`), 3002);
    await expectRefused(server, () => save('friend', '999'), 3002);
  });

  it('shares only normal scenes, never folders, and only the account’s own scenes', async () => {
    for (const [sceneNum, status] of [
      ['st-1', 1],
      ['st-2', 2],
      ['st-3', 3],
    ] as const) {
      await createScene(server.db, { userId: owner.id, sceneNum, cameraId: camera, status });
    }
    await createScene(server.db, { userId: owner.id, sceneNum: 'st-ok', cameraId: camera });
    await createScene(server.db, { userId: stranger.id, sceneNum: 'st-theirs' });
    const folder = await createFolder(server.db, owner.id, 'Shared?');
    const save = (body: Record<string, string>, token = owner.token) =>
      server.call(
        '/user/scene/cooperation/save',
        { userName: 'friend', resourceIds: String(offered[0]), ...body },
        token,
      );
    for (const sceneNum of ['st-1', 'st-2', 'st-3']) {
      await expectRefused(server, () => save({ sceneNum }), 3002);
      await expectRefused(server, () => save({ ids: `st-ok,${sceneNum}` }), 3002);
    }
    await expectRefused(server, () => save({ ids: `st-ok,${folder}` }), 3002);
    await expectRefused(server, () => save({ sceneNum: 'st-theirs' }), 5015);
    await expectRefused(server, () => save({ ids: 'st-ok,st-theirs' }), 5015);
    await expectRefused(server, () => save({ sceneNum: 'st-ok' }, friend.token), 5015);
    await expectRefused(
      server,
      () => server.call('/user/scene/cooperation/delete', { sceneNum: 'st-theirs' }, owner.token),
      5015,
    );
  });

  it('keeps inviting and cancelling to the account: a device login answers 3016', async () => {
    await createScene(server.db, { userId: owner.id, sceneNum: 'dev-1', cameraId: camera });
    const device = await createSession(server.db, owner.id, camera);
    await expectRefused(
      server,
      () =>
        server.call(
          '/user/scene/cooperation/save',
          { userName: 'friend', resourceIds: '1', sceneNum: 'dev-1' },
          device,
        ),
      3016,
    );
    await expectRefused(
      server,
      () =>
        server.call(
          '/user/camera/saveCooperationUser',
          { userName: 'friend', resourceIds: '1', cameraId: camera },
          device,
        ),
      3016,
    );
    await expectRefused(
      server,
      () => server.call('/user/scene/cooperation/delete', { sceneNum: 'dev-1' }, device),
      3016,
    );
    await expectRefused(
      server,
      () => server.call('/user/camera/deleteCooperationUser', { cameraId: camera }, device),
      3016,
    );
  });
});

describe('camera collaboration', () => {
  it('invites one collaborator to a camera (6015 another, 6016 the same again), reads and cancels', async () => {
    const cam = (await createCamera(server.db, owner.id)).id;
    await createScene(server.db, { userId: owner.id, sceneNum: 'cam-1', cameraId: cam });
    const save = (userName: string) =>
      server.call(
        '/user/camera/saveCooperationUser',
        { userName, resourceIds: String(offered[2]), cameraId: cam },
        owner.token,
      );
    expect((await save('friend')).code).toBe(0);
    expect(await cooperationsOf({ cameraId: cam })).toEqual([
      { owner_id: owner.id, collaborator_id: friend.id, resource_ids: String(offered[2]) },
    ]);
    await expectRefused(server, () => save('other'), 6015);
    await expectRefused(server, () => save('friend'), 6016);

    for (const token of [owner.token, friend.token]) {
      const answer = await server.call('/user/camera/sceneResourceByCameraId', { cameraId: cam }, token);
      expect(answer.code).toBe(0);
      expect((answer.data as ResourceOut[]).filter((r) => r.hasAuth).map((r) => r.id)).toEqual([offered[2]]);
    }
    // The camera's scenes are shared through it, with the camera's permissions.
    const shared = await server.call('/user/scene/cooperation/findSceneResource', { sceneNum: 'cam-1' }, friend.token);
    expect((shared.data as ResourceOut[]).filter((r) => r.hasAuth).map((r) => r.id)).toEqual([offered[2]]);
    await expectRefused(
      server,
      () => server.call('/user/camera/sceneResourceByCameraId', { cameraId: cam }, other.token),
      6012,
    );

    expect((await server.call('/user/camera/deleteCooperationUser', { cameraId: cam }, owner.token)).code).toBe(0);
    expect(await cooperationsOf({ cameraId: cam })).toEqual([]);
    expect((await save('other')).code).toBe(0);
  });

  it('refuses yourself (3025), unknown users (3015) and cameras of other accounts (6012)', async () => {
    const cam = (await createCamera(server.db, owner.id)).id;
    const save = (userName: string, cameraId = cam) =>
      server.call(
        '/user/camera/saveCooperationUser',
        { userName, resourceIds: String(offered[0]), cameraId },
        owner.token,
      );
    await expectRefused(server, () => save('owner'), 3025);
    await expectRefused(server, () => save('nobody'), 3015);
    await expectRefused(server, () => save('friend', strangerCamera), 6012);
    await expectRefused(server, () => save('friend', 424242), 6012);
    await expectRefused(
      server,
      () => server.call('/user/camera/deleteCooperationUser', { cameraId: strangerCamera }, owner.token),
      6012,
    );
    await expectRefused(
      server,
      () => server.call('/user/camera/sceneResourceByCameraId', { cameraId: strangerCamera }, owner.token),
      6012,
    );
  });
});

describe('permission resources', () => {
  it('splits the resources into include and exclude lists', async () => {
    const answer = await server.call('/user/scene/cooperation/sceneResourceList', {}, owner.token);
    expect(answer.code).toBe(0);
    const data = answer.data as { include: ResourceOut[]; exclude: ResourceOut[] };
    expect(data.include.map((r) => r.id)).toEqual(offered);
    expect(data.exclude.map((r) => r.id)).toEqual(notOffered);
    expect(data.exclude.map((r) => r.keyWord)).toContain('delete');
    expect([...data.include, ...data.exclude].every((r) => r.hasAuth === false)).toBe(true);
  });
});

describe('bad input', () => {
  it('answers with a code and changes nothing', async () => {
    await createScene(server.db, { userId: owner.id, sceneNum: 'bad-1', cameraId: camera });
    const token = owner.token;
    // The scene invitation body is a oneOf (one scene or several): a malformed value in one branch comes with the
    // other branch's missing field, so the router answers those with 3001 rather than 3002.
    const cases: [string, unknown, number][] = [
      ['/user/scene/cooperation/save', { userName: 'friend', resourceIds: '1' }, 3001],
      ['/user/scene/cooperation/save', { userName: 'friend', sceneNum: 'bad-1' }, 3001],
      ['/user/scene/cooperation/save', { userName: 'friend', resourceIds: '1', sceneNum: 'bad-1', ids: 'bad-1' }, 3002],
      ['/user/scene/cooperation/save', { userName: 'friend', resourceIds: '1,', sceneNum: 'bad-1' }, 3001],
      ['/user/scene/cooperation/save', { userName: 'friend', resourceIds: 'all', sceneNum: 'bad-1' }, 3001],
      ['/user/scene/cooperation/save', { userName: 'friend', resourceIds: 1, sceneNum: 'bad-1' }, 3001],
      ['/user/scene/cooperation/save', { userName: 'x'.repeat(65), resourceIds: '1', sceneNum: 'bad-1' }, 3010],
      ['/user/scene/cooperation/save', { userName: 'friend', resourceIds: '1', ids: 'bad-1,,x' }, 3001],
      ['/user/scene/cooperation/save', { userName: 'friend', resourceIds: '1', sceneNum: 'x'.repeat(65) }, 3001],
      ['/user/camera/saveCooperationUser', { userName: 'friend', resourceIds: '1' }, 3001],
      ['/user/camera/saveCooperationUser', { userName: 'friend', resourceIds: '1', cameraId: '1' }, 3002],
      ['/user/camera/saveCooperationUser', { userName: 'friend', resourceIds: '1', cameraId: 0 }, 3002],
      ['/user/scene/cooperation/delete', {}, 3001],
      ['/user/scene/cooperation/delete', { sceneNum: ['bad-1'] }, 3002],
      ['/user/camera/deleteCooperationUser', { cameraId: -1 }, 3002],
      ['/user/scene/cooperation/findSceneResource', { sceneNum: '' }, 3002],
      ['/user/camera/sceneResourceByCameraId', {}, 3001],
    ];
    for (const [path, body, code] of cases) await expectRefused(server, () => server.call(path, body, token), code);
    const valid: [string, unknown][] = [
      ['/user/scene/cooperation/save', { userName: 'friend', resourceIds: '1', sceneNum: 'bad-1' }],
      ['/user/camera/saveCooperationUser', { userName: 'friend', resourceIds: '1', cameraId: camera }],
      ['/user/scene/cooperation/delete', { sceneNum: 'bad-1' }],
      ['/user/camera/deleteCooperationUser', { cameraId: camera }],
      ['/user/scene/cooperation/findSceneResource', { sceneNum: 'bad-1' }],
      ['/user/camera/sceneResourceByCameraId', { cameraId: camera }],
      ['/user/scene/cooperation/sceneResourceList', {}],
    ];
    for (const [path, body] of valid) {
      await expectRefused(server, () => server.call(path, body), 3004);
      await expectRefused(server, () => postRaw(server, path, '{"userName": ', token), 3002);
    }
  });
});
