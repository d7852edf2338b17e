/**
 * Fixtures for the scene, folder, collaboration and content tests: a test server with those handlers, accounts
 * with sessions made through SQL (no scrypt), cameras and scenes, and a snapshot of the tables these calls change.
 */
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import * as scenesExtra from '../src/db/migrations/0100_scenes_extra.ts';
import { collaborationHandlers } from '../src/handlers/collaboration.ts';
import { contentHandlers } from '../src/handlers/content.ts';
import { folderHandlers } from '../src/handlers/folders.ts';
import { handlers } from '../src/handlers/index.ts';
import { sceneHandlers } from '../src/handlers/scenes.ts';
import { GB } from '../src/handlers/common.ts';
import type { Db } from '../src/db/database.ts';
import { hashToken, newToken } from '../src/security/tokens.ts';
import { startTestServer, type TestServer } from './harness.ts';

export { GB };

/**
 * A test server with these handlers and, unless `scenesExtra` is false, migration 0100_scenes_extra (applied here
 * while db/migrate.ts does not list it yet).
 */
export async function startServer(options: { scenesExtra?: boolean } = {}): Promise<TestServer> {
  const server = await startTestServer({
    handlers: { ...handlers, ...sceneHandlers, ...folderHandlers, ...collaborationHandlers, ...contentHandlers },
  });
  const applied = await sql<{ ok: boolean }>`select to_regclass('scene_counts') is not null as ok`.execute(server.db);
  if (options.scenesExtra !== false && applied.rows[0]?.ok !== true)
    await scenesExtra.up(server.db as unknown as Kysely<unknown>); // migrations take an untyped Kysely
  return server;
}

/** Not a real hash: these accounts never log in with a password, their sessions are made directly. */
const NO_PASSWORD = 'scrypt$00$00';
const SESSION_END = new Date('2030-01-01T00:00:00Z');

export interface Account {
  id: number;
  userName: string;
  token: string;
}

export async function createAccount(db: Db, userName: string): Promise<Account> {
  const user = await db
    .insertInto('users')
    .values({ user_name: userName, password_hash: NO_PASSWORD, email: `${userName}@example.com` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await createSession(db, user.id);
  return { id: user.id, userName, token };
}

export async function createSession(db: Db, userId: number, cameraId: number | null = null): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      device_login: cameraId !== null,
      camera_id: cameraId,
      expires_at: SESSION_END,
    })
    .execute();
  return token;
}

let serial = 0;

/**
 * A camera bound to `userId`. With `planGb` it runs a storage plan of that size (until `expiry`, by default far
 * ahead); without, it has the base capacity of its type.
 */
export async function createCamera(
  db: Db,
  userId: number | null,
  options: { type?: number; planGb?: number; expiry?: Date; childName?: string } = {},
): Promise<{ id: number; snCode: string }> {
  serial += 1;
  const snCode = `SN${String(serial).padStart(6, '0')}`;
  const type = options.type ?? 4;
  const baseGb = type === 0 ? 5 : 10;
  const camera = await db
    .insertInto('cameras')
    .values({
      user_id: userId,
      sn_code: snCode,
      device_id: `DEV${serial}`,
      child_name: options.childName ?? `4DKKPRO_${snCode}`,
      type,
      space_id: options.planGb === undefined ? null : 1,
      capacity_unit: `${options.planGb ?? baseGb}G`,
      total_bytes: (options.planGb ?? baseGb) * GB,
      expiry_time: options.planGb === undefined ? null : (options.expiry ?? SESSION_END),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: camera.id, snCode };
}

export interface SceneInput {
  userId: number;
  sceneNum: string;
  cameraId?: number | null;
  folderId?: number | null;
  name?: string;
  status?: number;
  type?: number;
  sizeBytes?: number;
  createdAt?: Date;
  generatedAt?: Date | null;
  isOldMu?: boolean;
}

export async function createScene(db: Db, input: SceneInput): Promise<number> {
  const row = await db
    .insertInto('scenes')
    .values({
      scene_num: input.sceneNum,
      user_id: input.userId,
      camera_id: input.cameraId ?? null,
      folder_id: input.folderId ?? null,
      name: input.name ?? `Scene ${input.sceneNum}`,
      status: input.status ?? 0,
      type: input.type ?? 0,
      size_bytes: input.sizeBytes ?? GB,
      created_at: input.createdAt ?? new Date('2026-01-01T00:00:00Z'),
      generated_at: input.generatedAt ?? null,
      is_old_mu: input.isOldMu ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createFolder(
  db: Db,
  userId: number,
  name: string,
  options: { parentId?: number | null; type?: number } = {},
): Promise<number> {
  const row = await db
    .insertInto('folders')
    .values({ user_id: userId, name, parent_id: options.parentId ?? null, type: options.type ?? 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every row of the tables the scene, folder, collaboration and content calls write, in a stable order. */
export async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const tables = [
    'scenes',
    'folders',
    'cooperations',
    'customer_messages',
    'distributor_applications',
    'news',
    'cases',
  ] as const;
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    result[table] = await db.selectFrom(table).selectAll().orderBy('id').execute();
  }
  return result;
}

/** Runs `call`, expects the code, and expects the tables to be exactly as before. */
export async function expectRefused(
  server: TestServer,
  call: () => Promise<{ code: number; data: unknown }>,
  code: number,
): Promise<void> {
  const before = await snapshot(server.db);
  const answer = await call();
  expect(answer).toMatchObject({ code, data: null });
  expect(await snapshot(server.db)).toEqual(before);
}

/** Posts a raw body (malformed JSON, wrong content) and returns the parsed envelope and the raw text. */
export async function postRaw(
  server: TestServer,
  path: string,
  payload: string,
  token?: string,
): Promise<{ code: number; data: unknown; raw: string }> {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    payload,
  });
  const parsed = response.json() as { code: number; data: unknown };
  return { ...parsed, raw: response.body };
}
