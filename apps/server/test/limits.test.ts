/**
 * Limits on what a request may be: body size and nesting depth (answered at once, never parsed), text that is not
 * well-formed Unicode, framework-level rejections (path parameters over the length limit, bad percent-encoding)
 * and names that could spoof others. Every refusal is the `{code, msg, data}` envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed.ts';
import { startSeededServer, type SeededServer } from './fixtures.ts';

let server: SeededServer;
let token: string;

beforeAll(async () => {
  server = await startSeededServer({ scenes: 10 });
  token = await server.login();
}, 180_000);
afterAll(async () => {
  await server.close();
});

/** About 2 MB of nested arrays: the body that took over a second to parse. */
const nested = '['.repeat(1_000_000) + ']'.repeat(1_000_000);

function envelope(body: string): { code: number; msg: string; data: unknown } {
  const parsed = JSON.parse(body) as { code: number; msg: string; data: unknown };
  expect(Object.keys(parsed).sort()).toEqual(['code', 'data', 'msg']);
  return parsed;
}

describe('request bodies', () => {
  it('refuses a 2 MB nested body to the public login at once, with the envelope', async () => {
    const started = performance.now();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/sso/user/login',
      headers: { 'content-type': 'application/json' },
      payload: nested,
    });
    const elapsed = performance.now() - started;
    expect(envelope(response.body).code).toBe(3002);
    // Refused on its size before any parsing: well under the second the parse alone took.
    expect(elapsed).toBeLessThan(250);
  });

  it('keeps answering ordinary requests while eight such bodies arrive together', async () => {
    // A real socket: the parsing happens on the server's one thread, as it would for remote clients.
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const attack = Array.from({ length: 8 }, () =>
      fetch(`${address}/api/sso/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: nested,
      }).then(async (r) => envelope(await r.text()).code),
    );
    // Let the bodies arrive first, so the ordinary request queues behind whatever they cost.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const started = performance.now();
    const ordinary = await fetch(`${address}/api/user/checkToken`, { method: 'POST', headers: { token } });
    const elapsed = performance.now() - started;
    expect(envelope(await ordinary.text()).code).toBe(0);
    expect(elapsed).toBeLessThan(1000);
    expect(await Promise.all(attack)).toEqual(Array(8).fill(3002));
  });

  it('refuses bodies over 64 kB and bodies nested deeper than any request needs, however small', async () => {
    const big = await server.raw('/sso/user/checkUser', JSON.stringify({ phoneNum: 'x'.repeat(70 * 1024) }));
    expect(big.code).toBe(3002);
    const deep = await server.raw('/sso/user/checkUser', '{"phoneNum":' + '['.repeat(40) + ']'.repeat(40) + '}');
    expect(deep.code).toBe(3002);
    // Brackets inside strings are text, not nesting.
    const bracketsInText = await server.raw('/sso/user/checkUser', JSON.stringify({ phoneNum: '['.repeat(40) }));
    expect(bracketsInText.code).not.toBe(3002);
  });

  it('refuses lone surrogates and invalid UTF-8 instead of turning them into U+FFFD', async () => {
    const register = (userName: string) =>
      JSON.stringify({
        phoneNum: '13000000001',
        code: '123456',
        userName,
        password: 'Secret2026',
        confirmPassword: 'Secret2026',
        agreement: true,
      }).replace('LONE', '\\ud800');
    expect((await server.raw('/sso/user/register', register('abLONE'))).code).toBe(3002);
    const invalid = await server.app.inject({
      method: 'POST',
      url: '/api/sso/user/checkUser',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([Buffer.from('{"phoneNum":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
    });
    expect(envelope(invalid.body).code).toBe(3002);
    const folder = await server.raw('/user/folder/save', '{"name":"a\\udc00b","type":0}', token);
    expect(folder.code).toBe(3002);
  });
});

describe('framework-level rejections', () => {
  it('answers a path parameter over the length limit and bad percent-encoding with the envelope', async () => {
    for (const url of ['/api/news/' + '1'.repeat(500), '/api/news/%E0%A4%A', '/api/news/%ED%A0%80']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).toMatch(/application\/json/);
      expect(envelope(response.body).code, url).toBe(3002);
    }
  });
});

describe('names that could spoof others', () => {
  it('refuses a user name with a direction override or a zero-width character (3021)', async () => {
    for (const userName of ['ad\u202Emin', 'de\u200Bmo', 'ab\u0007']) {
      const answer = await server.call('/sso/user/register', {
        phoneNum: '13000000002',
        code: '123456',
        userName,
        password: 'Secret2026',
        confirmPassword: 'Secret2026',
        agreement: true,
      });
      expect(answer.code, JSON.stringify(userName)).toBe(3021);
    }
  });

  it('refuses such a folder name (3002) and keeps ordinary names working', async () => {
    expect((await server.call('/user/folder/save', { name: 'doc\u202Efdp', type: 0 }, token)).code).toBe(3002);
    expect((await server.call('/user/folder/save', { name: '项目\u2066x', type: 0 }, token)).code).toBe(3002);
    expect((await server.call('/user/folder/save', { name: '项目 2026', type: 0 }, token)).code).toBe(0);
  });

  it('still logs in the demo account (the limits leave ordinary calls alone)', async () => {
    expect(await server.login(DEMO.main.phone)).toMatch(/\S/);
  });
});
