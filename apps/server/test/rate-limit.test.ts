/** Public writes are limited per client address; behind TRUST_PROXY the address is the client the proxy names. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_WRITE_LIMITS, RATE_LIMITED_CODE } from '../src/security/rateLimits.ts';
import { startTestServer, type TestServer } from './harness.ts';

let direct: TestServer;
let proxied: TestServer;

beforeAll(async () => {
  direct = await startTestServer({ rateLimits: true });
  proxied = await startTestServer({ rateLimits: true, trustProxy: ['10.0.0.0/8'] });
});
afterAll(async () => {
  await Promise.all([direct.close(), proxied.close()]);
});

function limitOf(url: string): { max: number } {
  const limit = PUBLIC_WRITE_LIMITS[url];
  if (!limit) throw new Error(`no limit on ${url}`);
  return limit;
}

const message = { content: 'Please call me about the Pro camera.', contact: '13800138000' };

async function send(
  server: TestServer,
  url: string,
  body: unknown,
  from: { ip: string; forwardedFor?: string },
): Promise<{ code: number; retryAfter: unknown }> {
  const response = await server.app.inject({
    method: 'POST',
    url,
    remoteAddress: from.ip,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { code: (response.json() as { code: number }).code, retryAfter: response.headers['retry-after'] };
}

describe('rate limits on public writes', () => {
  it('stop customer messages from one address at the limit, with Retry-After, and not those of another', async () => {
    const url = '/api/intercomMessage/leave';
    const { max } = limitOf(url);
    for (let i = 0; i < max; i += 1) expect((await send(direct, url, message, { ip: '203.0.113.5' })).code).toBe(0);
    const refused = await send(direct, url, message, { ip: '203.0.113.5' });
    expect(refused.code).toBe(RATE_LIMITED_CODE);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await send(direct, url, message, { ip: '203.0.113.6' })).code).toBe(0);
    const stored = await direct.db.selectFrom('customer_messages').select('id').execute();
    expect(stored).toHaveLength(max + 1);
  });

  it('limit visitor information and camera-login tickets too', async () => {
    for (const [url, body] of [
      ['/api/sso/user/sendUserInfo', { userName: 'Li', phoneNum: '13800138000' }],
      ['/api/sso/camera/qrCode', undefined],
    ] as const) {
      const { max } = limitOf(url);
      const codes: number[] = [];
      for (let i = 0; i <= max; i += 1) codes.push((await send(direct, url, body, { ip: '198.51.100.7' })).code);
      expect({ url, codes: codes.slice(0, max).every((c) => c === 0), last: codes[max] }).toEqual({
        url,
        codes: true,
        last: RATE_LIMITED_CODE,
      });
    }
  });

  it('ignore X-Forwarded-For without TRUST_PROXY, so a client cannot name itself anew', async () => {
    const url = '/api/agentAduit/save';
    const { max } = limitOf(url);
    const codes: number[] = [];
    for (let i = 0; i <= max; i += 1) {
      codes.push((await send(direct, url, {}, { ip: '192.0.2.9', forwardedFor: `10.9.0.${i}` })).code);
    }
    expect(codes.at(-1)).toBe(RATE_LIMITED_CODE);
  });

  it('key on the client a trusted proxy names, so clients behind one proxy do not share a limit', async () => {
    const url = '/api/intercomMessage/leave';
    const { max } = limitOf(url);
    const proxy = '10.0.0.2';
    for (let i = 0; i < max; i += 1) {
      expect((await send(proxied, url, message, { ip: proxy, forwardedFor: '203.0.113.20' })).code).toBe(0);
    }
    expect((await send(proxied, url, message, { ip: proxy, forwardedFor: '203.0.113.20' })).code).toBe(
      RATE_LIMITED_CODE,
    );

    expect((await send(proxied, url, message, { ip: proxy, forwardedFor: '203.0.113.21' })).code).toBe(0);
  });
});
