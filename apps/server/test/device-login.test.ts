/** A device (camera-account) login reaches only the scene and consumption calls (spec section 6, code 3016). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmCameraTicket } from '../src/handlers/signIn.ts';
import { loadContract } from '../src/openapi/contract.ts';
import { DEVICE_LOGIN_OPERATIONS } from '../src/security/deviceLogin.ts';
import { DEMO } from '../src/seed.ts';
import { startSeededServer, type SeededServer } from './fixtures.ts';

let server: SeededServer;
let deviceToken: string;

beforeAll(async () => {
  server = await startSeededServer({ scenes: 10 });
  // The real camera-login flow: the site asks for a ticket, the camera app confirms it, the site polls for the token.
  const qr = await server.call('/sso/camera/qrCode');
  const { ticket } = qr.data as { ticket: string };
  const camera = await server.db
    .selectFrom('cameras')
    .select('sn_code')
    .where('id', '=', server.seeded.cameras.pro)
    .executeTakeFirstOrThrow();
  expect(await confirmCameraTicket(server.db, ticket, camera.sn_code, server.clock.now)).toBe('ok');
  const status = await server.call('/sso/camera/qrStatus', { ticket });
  deviceToken = (status.data as { token: string }).token;
  expect(deviceToken).toMatch(/^[0-9a-f]{64}$/);
}, 180_000);
afterAll(async () => {
  await server.close();
});

describe('device login', () => {
  it('gets the account name from getUserInfo but not its phone, e-mail or cart', async () => {
    const answer = await server.call('/user/getUserInfo', undefined, deviceToken);
    expect(answer.code).toBe(0);
    const info = answer.data as Record<string, unknown>;
    expect(info['userName']).toBe(DEMO.main.userName);
    expect(info['phoneNum']).toBeNull();
    expect(info['email']).toBeNull();
    expect(info['cart']).toEqual([]);
    expect(JSON.stringify(info)).not.toContain(DEMO.main.phone);
    expect(JSON.stringify(info)).not.toContain(DEMO.main.email);
  });

  it('is refused (3016) by the collaboration and cooperation calls', async () => {
    const calls: [string, unknown][] = [
      ['/user/scene/cooperation/findSceneResource', { sceneNum: 'x' }],
      ['/user/camera/sceneResourceByCameraId', { cameraId: server.seeded.cameras.pro }],
      ['/user/scene/cooperation/sceneResourceList', {}],
      ['/user/scene/cooperation/cooperationSceneListNew', {}],
      ['/user/scene/cooperation/onlyCooperationSceneList', {}],
      ['/user/scene/cooperation/search', { searchKey: 'a' }],
      ['/user/scene/cooperation/save', { userName: DEMO.second.userName, resourceIds: [1], sceneNum: 'x' }],
    ];
    for (const [path, body] of calls) {
      expect({ path, code: (await server.call(path, body, deviceToken)).code }).toEqual({ path, code: 3016 });
    }
  });

  it('is refused (3016) by every account call outside the scene and consumption screens', async () => {
    const contract = loadContract();
    const closed = contract.operations.filter((op) => op.requiresToken && !DEVICE_LOGIN_OPERATIONS.has(op.operationId));
    expect(closed.length).toBeGreaterThan(30);
    for (const op of closed) {
      const response = await server.app.inject({
        method: op.method.toUpperCase() as 'GET' | 'POST',
        url: '/api' + op.path.replace(/\{\w+\}/g, '1'),
        headers: { token: deviceToken },
      });
      const { code } = response.json() as { code: number };
      expect({ operation: op.operationId, code }).toEqual({ operation: op.operationId, code: 3016 });
    }
  });

  it('still reaches its scenes, folders and consumption records', async () => {
    for (const path of ['/device/scene/list', '/user/folder/findListTree', '/user/record/chargeList']) {
      const body = path.includes('folder') ? { type: 1 } : {};
      expect({ path, code: (await server.call(path, body, deviceToken)).code }).toEqual({ path, code: 0 });
    }
  });
});
