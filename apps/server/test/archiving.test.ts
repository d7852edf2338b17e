import { forecastArchiving, SCENE_STATUSES, type ForecastScene } from '@kankan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { cameraCapacityBytes, rearchiveScenesForCamera } from '../src/handlers/scenes.ts';
import { seed } from '../src/seed.ts';

/**
 * The archiving forecast the scene screen shows (`forecastArchiving` in @kankan/domain) and the server's archiving
 * (`rearchiveScenesForCamera`) must agree: on the seeded demo data, for every camera, at its own capacity and at a
 * capacity cut short (as when a plan expires).
 */

const GB = 1024 ** 3;
const now = new Date('2026-11-21T08:00:00Z');
let database: OpenDatabase;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(database.db);
  await seed(database.db, { scenes: 120, now, passwordHash: 'scrypt$00$00' });
}, 180_000);
afterAll(async () => {
  await database.close();
});

interface Forecastable extends ForecastScene {
  sceneNum: string;
}

async function cameraScenes(cameraId: number): Promise<Forecastable[]> {
  const rows = await database.db
    .selectFrom('scenes')
    .select(['scene_num', 'status', 'size_bytes', 'created_at', 'generated_at'])
    .where('camera_id', '=', cameraId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    sceneNum: row.scene_num,
    status: SCENE_STATUSES[row.status] ?? 'normal',
    size: Number(row.size_bytes),
    createdAt: new Date(row.generated_at ?? row.created_at),
  }));
}

async function forecastThenArchive(cameraId: number) {
  const camera = await database.db
    .selectFrom('cameras')
    .selectAll()
    .where('id', '=', cameraId)
    .executeTakeFirstOrThrow();
  const capacity = await cameraCapacityBytes(database.db, camera, now);
  const forecast = forecastArchiving(await cameraScenes(cameraId), capacity);
  const done = await rearchiveScenesForCamera(database.db, cameraId, now);
  return {
    forecast: {
      archived: forecast.scenes.map((scene) => scene.sceneNum),
      unsealed: forecast.unsealed.map((scene) => scene.sceneNum).sort(),
    },
    server: { archived: done.archived, unsealed: [...done.unsealed].sort() },
  };
}

describe('archiving forecast and server archiving', () => {
  it('agree for every seeded camera at its own capacity', async () => {
    const cameras = await database.db.selectFrom('scenes').select('camera_id').distinct().execute();
    expect(cameras.length).toBeGreaterThan(1);
    for (const { camera_id: cameraId } of cameras) {
      if (cameraId === null) continue;
      const { forecast, server } = await forecastThenArchive(cameraId);
      expect(server, `camera ${cameraId}`).toEqual(forecast);
    }
  });

  it('agree when a camera loses most of its capacity, and again when it gets it back', async () => {
    const busiest = await database.db
      .selectFrom('scenes')
      .select(['camera_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('camera_id', 'is not', null)
      .groupBy('camera_id')
      .orderBy('count', 'desc')
      .executeTakeFirstOrThrow();
    const cameraId = busiest.camera_id;
    if (cameraId === null) throw new Error('the seed has no scene on a camera');
    await database.db.deleteFrom('memberships').where('camera_id', '=', cameraId).execute();
    const original = await database.db
      .selectFrom('cameras')
      .select(['total_bytes', 'expiry_time'])
      .where('id', '=', cameraId)
      .executeTakeFirstOrThrow();
    const setCapacity = (bytes: number) =>
      database.db
        .updateTable('cameras')
        .set({ total_bytes: bytes, expiry_time: new Date('2027-06-01T00:00:00Z') })
        .where('id', '=', cameraId)
        .execute();

    await setCapacity(3 * GB);
    const cut = await forecastThenArchive(cameraId);
    expect(cut.server.archived.length).toBeGreaterThan(0);
    expect(cut.server).toEqual(cut.forecast);

    await setCapacity(10_000 * GB);
    const restored = await forecastThenArchive(cameraId);
    expect(restored.server.unsealed.length).toBeGreaterThan(0);
    expect(restored.server).toEqual(restored.forecast);
    await database.db
      .updateTable('cameras')
      .set({ total_bytes: original.total_bytes, expiry_time: original.expiry_time })
      .where('id', '=', cameraId)
      .execute();
  });
});
