/** The public scene viewer's operation and its panoramas: normal scenes are shown and counted, others say why. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededServer, type SeededServer } from './fixtures.ts';
import { isDrawn, mediaPictureOf, PANORAMA_STYLES, VIEW_HEADINGS, viewPath } from '../src/model/panorama.ts';

let server: SeededServer;

beforeAll(async () => {
  server = await startSeededServer({ scenes: 20 });
}, 180_000);
afterAll(async () => {
  await server.close();
});

interface Shown {
  sceneNum: string;
  sceneName: string;
  viewCount: number;
  status: string;
  panorama: string | null;
}

async function sceneWithStatus(status: number) {
  return server.db
    .selectFrom('scenes')
    .select(['scene_num', 'name', 'view_count'])
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
}

describe('showScene', () => {
  it('shows a normal scene to anyone, with its panorama, and counts the view once per visitor', async () => {
    const scene = await sceneWithStatus(0);
    const first = await server.call('/scene/show', { sceneNum: scene.scene_num });
    expect(first.code).toBe(0);
    const shown = first.data as Shown;
    expect(shown).toMatchObject({ sceneName: scene.name, status: 'normal', viewCount: scene.view_count + 1 });
    expect(shown.panorama).toMatch(/^\/media\/panorama\/[0-5]\.png$/);
    // The same visitor again within the hour is not counted twice; another visitor is.
    const again = (await server.call('/scene/show', { sceneNum: scene.scene_num })).data as Shown;
    expect(again.viewCount).toBe(scene.view_count + 1);
    expect(again.panorama).toBe(shown.panorama);
    const other = await server.app.inject({
      method: 'POST',
      url: '/api/scene/show',
      remoteAddress: '10.9.0.1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ sceneNum: scene.scene_num }),
    });
    expect(other.json<{ data: Shown }>().data.viewCount).toBe(scene.view_count + 2);
  });

  it('an archived scene says so, without a panorama and without counting', async () => {
    const scene = await sceneWithStatus(3);
    const shown = (await server.call('/scene/show', { sceneNum: scene.scene_num })).data as Shown;
    expect(shown).toMatchObject({ status: 'archived', panorama: null, viewCount: scene.view_count });
  });

  it('a missing scene answers 5009; a malformed number is refused by the contract', async () => {
    expect((await server.call('/scene/show', { sceneNum: 'no-such-scene' })).code).toBe(5009);
    expect((await server.call('/scene/show', { sceneNum: '../etc' })).code).not.toBe(0);
  });

  it("a case's scene is named by the case of the asked language", async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/scene/show',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ sceneNum: 'case-1-0' }),
    });
    const shown = (response.json() as { data: Shown }).data;
    expect(shown).toMatchObject({ sceneName: 'City museum 1', status: 'normal', panorama: '/media/panorama/1.png' });
  });

  it('serves the panoramas as PNG images, and nothing else under their address', async () => {
    const png = await server.app.inject({ method: 'GET', url: '/media/panorama/2.png' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // 2:1 equirectangular: width and height in the IHDR chunk.
    expect(png.rawPayload.readUInt32BE(16)).toBe(2 * png.rawPayload.readUInt32BE(20));
    expect((await server.app.inject({ method: 'GET', url: '/media/panorama/9.png' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/media/panorama/1.jpg' })).statusCode).toBe(404);
    const view = await server.app.inject({ method: 'GET', url: '/media/view/2/13.png' });
    expect(view.statusCode).toBe(200);
    expect(view.rawPayload.readUInt32BE(16) / view.rawPayload.readUInt32BE(20)).toBeCloseTo(16 / 9, 1);
    for (const missing of ['/media/view/6/0.png', '/media/view/0/24.png', '/media/view/0/1.jpg']) {
      expect((await server.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
    }
  });

  it('answers other requests while it draws a picture', async () => {
    const fresh = Array.from({ length: PANORAMA_STYLES * VIEW_HEADINGS }, (_, index) =>
      viewPath(Math.floor(index / VIEW_HEADINGS), index % VIEW_HEADINGS),
    ).find((path) => {
      const picture = mediaPictureOf(path);
      return picture !== null && !isDrawn(picture);
    });
    if (!fresh) throw new Error('every view has been drawn already');
    const answered: string[] = [];
    const picture = server.app.inject({ method: 'GET', url: fresh }).then((answer) => {
      answered.push(`picture ${answer.statusCode}`);
    });
    const other = server.app.inject({ method: 'GET', url: '/media/panorama/9.png' }).then((answer) => {
      answered.push(`other ${answer.statusCode}`);
    });
    await Promise.all([picture, other]);
    expect(answered).toEqual(['other 404', 'picture 200']);
  });

  it('every cover the seeded scenes, news and cases name is an image the server answers, not a 404', async () => {
    const news = await server.db.selectFrom('news').select('cover').execute();
    const cases = await server.db.selectFrom('cases').select(['cover', 'scene_url']).execute();
    const scenes = await server.db.selectFrom('scenes').select(['cover', 'status']).execute();
    // A captured scene (normal or archived) and every news item has a picture; the scenes' are not one drawing.
    expect(scenes.filter(({ status, cover }) => (status === 0 || status === 3) && cover === null)).toEqual([]);
    expect(news.filter(({ cover }) => cover === null)).toEqual([]);
    const pictured = scenes.flatMap(({ cover }) => (cover === null ? [] : [cover]));
    expect(new Set(pictured).size).toBeGreaterThan(pictured.length / 2);
    const covers = [...new Set([...news, ...cases, ...scenes].flatMap(({ cover }) => (cover === null ? [] : [cover])))];
    // Each names a picture the media routes draw (they read an address with this same function)…
    expect(covers.filter((cover) => mediaPictureOf(cover) === null)).toEqual([]);
    // …all views into rooms, and the server answers one with an image; drawing all is the panorama tests' work.
    const kinds = new Map(covers.map((cover) => [mediaPictureOf(cover)?.kind, cover]));
    expect([...kinds.keys()]).toEqual(['view']);
    for (const cover of kinds.values()) {
      const answer = await server.app.inject({ method: 'GET', url: cover });
      expect({ cover, status: answer.statusCode, type: answer.headers['content-type'] }).toEqual({
        cover,
        status: 200,
        type: 'image/png',
      });
    }
    // A case's cover is a view into the room its viewer opens on.
    for (const { cover, scene_url } of cases) {
      const shown = await server.call('/scene/show', { sceneNum: scene_url.replace('/show/', '') });
      const view = mediaPictureOf(cover ?? '');
      const panorama = mediaPictureOf((shown.data as Shown).panorama ?? '');
      expect({ cover, kind: view?.kind, style: view?.style }).toEqual({ cover, kind: 'view', style: panorama?.style });
    }
  });
});
