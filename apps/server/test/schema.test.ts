import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './harness.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
}, 180_000);
afterAll(async () => {
  await database.close();
});

describe('migrations', () => {
  it('create every table with the storage plans and permission resources filled in', async () => {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public' order by table_name`.execute(
      database.db,
    );
    const names = tables.rows.map((r) => r.table_name);
    for (const table of ['users', 'cameras', 'scenes', 'folders', 'orders', 'invoices', 'memberships', 'news']) {
      expect(names).toContain(table);
    }
    const skus = await database.db.selectFrom('storage_skus').selectAll().orderBy('sort').execute();
    expect(skus).toHaveLength(16);
    const yearly50 = skus.find((s) => s.sku_sn === 'SPACE-50G-12M');
    expect(Number(yearly50?.price)).toBe(5090);
    expect(Number(yearly50?.dollar_price)).toBe(760);
    const resources = await database.db.selectFrom('permission_resources').selectAll().execute();
    expect(resources.filter((r) => r.included).length).toBeGreaterThan(0);
    expect(resources.filter((r) => !r.included).length).toBeGreaterThan(0);
  });

  it('keeps scene codes unique and one collaborator per scene', async () => {
    const db = database.db;
    const [owner, other] = await db
      .insertInto('users')
      .values([
        { user_name: 'owner', password_hash: 'x' },
        { user_name: 'other', password_hash: 'x' },
      ])
      .returning('id')
      .execute();
    if (!owner || !other) throw new Error('no users');
    const scene = await db
      .insertInto('scenes')
      .values({ scene_num: 't-1', user_id: owner.id, name: 'A', size_bytes: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      db.insertInto('scenes').values({ scene_num: 't-1', user_id: owner.id, name: 'B', size_bytes: 1 }).execute(),
    ).rejects.toThrow();
    await db
      .insertInto('cooperations')
      .values({ owner_id: owner.id, collaborator_id: other.id, scene_id: scene.id, resource_ids: '1' })
      .execute();
    await expect(
      db
        .insertInto('cooperations')
        .values({ owner_id: owner.id, collaborator_id: other.id, scene_id: scene.id, resource_ids: '2' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('cooperations')
        .values({ owner_id: owner.id, collaborator_id: owner.id, camera_id: null, scene_id: null, resource_ids: '2' })
        .execute(),
    ).rejects.toThrow();
  });
});
