/**
 * Ended sessions are deleted by the sweep, and the viewer counts a visitor's view of a scene at most once an hour
 * (per signed-in account, else per client address), even when the views arrive together.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpired } from '../src/model/housekeeping.ts';
import { hashToken } from '../src/security/tokens.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { createAccount, createScene, createSession } from './scenes-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: false });
});
afterAll(async () => {
  await server.close();
});

describe('sessions', () => {
  it('are deleted by the sweep once ended, and kept while valid', async () => {
    const { db } = server;
    const account = await createAccount(db, 'sweeper');
    const ended = await createSession(db, account.id);
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(server.clock.now.getTime() - 1000) })
      .where('token_hash', '=', hashToken(ended))
      .execute();
    const swept = await sweepExpired(db, server.clock.now);
    expect(swept.sessions).toBeGreaterThanOrEqual(1);
    const left = await db.selectFrom('sessions').select('token_hash').where('user_id', '=', account.id).execute();
    expect(left.map((row) => row.token_hash)).toEqual([hashToken(account.token)]);
  });
});

describe('scene views', () => {
  const view = async (sceneNum: string, remoteAddress: string, token?: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/scene/show',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      payload: JSON.stringify({ sceneNum }),
    });
    const body = response.json<{ code: number; data: { viewCount: number } }>();
    expect(body.code).toBe(0);
    return body.data.viewCount;
  };
  const stored = async (id: number) =>
    (await server.db.selectFrom('scenes').select('view_count').where('id', '=', id).executeTakeFirstOrThrow())
      .view_count;

  it('count once per visitor and scene an hour', async () => {
    const owner = await createAccount(server.db, 'viewed');
    const id = await createScene(server.db, { userId: owner.id, sceneNum: 'VIEW-1' });
    expect(await view('VIEW-1', '10.1.0.1')).toBe(1);
    expect(await view('VIEW-1', '10.1.0.1')).toBe(1);
    await Promise.all([view('VIEW-1', '10.1.0.1'), view('VIEW-1', '10.1.0.1'), view('VIEW-1', '10.1.0.1')]);
    expect(await stored(id)).toBe(1);
    // Another visitor counts; the same ones after an hour count again.
    await Promise.all([view('VIEW-1', '10.1.0.2'), view('VIEW-1', '10.1.0.2')]);
    expect(await stored(id)).toBe(2);
    await view('VIEW-1', '10.1.0.3', owner.token);
    await view('VIEW-1', '10.1.0.4', owner.token);
    expect(await stored(id)).toBe(3);
    server.clock.now = new Date(server.clock.now.getTime() + 61 * 60_000);
    expect(await view('VIEW-1', '10.1.0.1')).toBe(4);
    expect((await sweepExpired(server.db, server.clock.now)).views).toBeGreaterThanOrEqual(2);
  });
});
