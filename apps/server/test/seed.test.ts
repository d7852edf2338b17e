import { membershipState } from '@kankan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { isEmpty, seed, summaryOf, type SeedResult } from '../src/seed.ts';

const now = new Date('2026-11-21T08:00:00Z');
let first: OpenDatabase;
let second: OpenDatabase;
let result: SeedResult;

async function fresh(): Promise<OpenDatabase> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(database.db);
  return database;
}

beforeAll(async () => {
  [first, second] = await Promise.all([fresh(), fresh()]);
  expect(await isEmpty(first.db)).toBe(true);
  result = await seed(first.db, { scenes: 120, now, passwordHash: 'scrypt$00$00' });
  await seed(second.db, { scenes: 120, now, passwordHash: 'scrypt$00$00' });
}, 180_000);
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

describe('seed', () => {
  it('is deterministic for the same options', async () => {
    const scenes = (db: OpenDatabase) =>
      db.db
        .selectFrom('scenes')
        .select(['scene_num', 'status', 'size_bytes', 'folder_id', 'camera_id'])
        .orderBy('id')
        .execute();
    expect(await scenes(first)).toEqual(await scenes(second));
    expect(await isEmpty(first.db)).toBe(false);
  });

  it('gives the demo account scenes of all four statuses in folders and at the top level', async () => {
    const rows = await first.db
      .selectFrom('scenes')
      .select(['status', 'folder_id'])
      .where('user_id', '=', result.users.demo)
      .execute();
    expect(rows).toHaveLength(120);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3]));
    expect(rows.some((r) => r.folder_id === null)).toBe(true);
    expect(rows.some((r) => r.folder_id !== null)).toBe(true);
  });

  it('has cameras of each type, one abroad, and unbound ones to bind', async () => {
    const cameras = await first.db.selectFrom('cameras').select(['type', 'country', 'user_id']).execute();
    const demo = cameras.filter((c) => c.user_id === result.users.demo);
    expect(new Set(demo.map((c) => c.type))).toEqual(new Set([4, 9, 0]));
    expect(demo.filter((c) => c.country === 1)).toHaveLength(1);
    expect(cameras.filter((c) => c.user_id === null).length).toBeGreaterThanOrEqual(3);
  });

  it('has orders of every category and camera orders in every status', async () => {
    const orders = await first.db.selectFrom('orders').select(['category', 'status']).execute();
    expect(new Set(orders.map((o) => o.category))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(orders.filter((o) => o.category === 1).map((o) => o.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  });

  it('has valid, expiring and expired memberships, invoices, records and content in both languages', async () => {
    const memberships = await first.db.selectFrom('memberships').select('expiry_time').orderBy('id').execute();
    expect(memberships.map((m) => membershipState({ expiry: m.expiry_time, now }).state)).toEqual([
      'valid',
      'expiring',
      'expired',
    ]);
    const invoices = await first.db.selectFrom('invoices').select(['status', 'type']).execute();
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set([0, 1]));
    expect(new Set(invoices.map((i) => i.type))).toEqual(new Set([2, 3]));
    const charges = await first.db.selectFrom('charge_records').select('type').execute();
    expect(new Set(charges.map((c) => c.type))).toEqual(new Set([0, 1, 2, -1]));
    expect(await first.db.selectFrom('expansion_records').select('id').execute()).toHaveLength(2);
    const news = await first.db.selectFrom('news').select(['locale', 'content']).execute();
    expect(new Set(news.map((n) => n.locale))).toEqual(new Set(['zh', 'en']));
    expect(news.every((n) => n.content.startsWith('<'))).toBe(true);
    const summaries = await first.db.selectFrom('news').select('summary').execute();
    expect(summaries.map((n) => n.summary)).toContain('Light One-tap capture');
    const cases = await first.db.selectFrom('cases').select(['locale', 'industry_type']).execute();
    for (const locale of ['zh', 'en']) {
      expect(new Set(cases.filter((c) => c.locale === locale).map((c) => c.industry_type))).toEqual(
        new Set([0, 1, 2, 3, 4, 5]),
      );
    }
  });

  it('a news summary keeps a space where one block of the HTML ends and the next begins', () => {
    expect(summaryOf('<ul><li>Light</li><li>One-tap capture</li></ul>')).toBe('Light One-tap capture');
    expect(summaryOf('<p>The new <strong>eight-lens</strong> Pro.</p><p>Out now.</p>')).toBe(
      'The new eight-lens Pro. Out now.',
    );
  });
});
