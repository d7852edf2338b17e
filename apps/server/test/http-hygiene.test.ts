/**
 * What every connection and answer gets whatever the call: a slow client is cut off, no /api answer may be cached,
 * and the access log never holds a token.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, REQUEST_TIMEOUTS } from '../src/app.ts';
import { handlers } from '../src/handlers/index.ts';
import { createServices } from '../src/services.ts';
import { openTestDatabase, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: false });
});
afterAll(async () => {
  await server.close();
});

describe('Cache-Control', () => {
  it('is no-store on every /api answer, errors and unknown calls included', async () => {
    const requests = [
      { method: 'POST', url: '/api/sso/user/checkUser', payload: { phoneNum: '13800138000' } },
      { method: 'POST', url: '/api/user/getUserInfo' },
      {
        method: 'POST',
        url: '/api/sso/user/login',
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'GET', url: '/api/no/such/call' },
    ] as const;
    for (const request of requests) {
      const response = await server.app.inject(request);
      expect({ url: request.url, cache: response.headers['cache-control'] }).toEqual({
        url: request.url,
        cache: 'no-store',
      });
    }
  });
});

describe('slow clients', () => {
  it('have limits by default', () => {
    expect(REQUEST_TIMEOUTS.requestMs).toBeGreaterThan(0);
    expect(REQUEST_TIMEOUTS.requestMs).toBeLessThanOrEqual(60_000);
    expect(REQUEST_TIMEOUTS.headersMs).toBeGreaterThan(0);
    expect(REQUEST_TIMEOUTS.headersMs).toBeLessThanOrEqual(REQUEST_TIMEOUTS.requestMs);
  });

  it('lose a connection whose body keeps trickling in past the request timeout', async () => {
    const database = await openTestDatabase();
    const services = createServices({ publicOrigin: 'http://127.0.0.1' });
    const { app } = await buildApp({
      db: database.db,
      handlers,
      services,
      timeouts: { headersMs: 500, requestMs: 1000, checkEveryMs: 100 },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as net.AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
      const started = Date.now();
      socket.write(
        'POST /api/sso/user/checkUser HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      // One byte every 100 ms: the connection never goes idle, only slow.
      const trickle = setInterval(() => socket.writable && socket.write(' '), 100);
      const ended = await Promise.race([closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000))]);
      clearInterval(trickle);
      socket.destroy();
      expect(ended).not.toBeNull();
      expect((ended as number) - started).toBeLessThan(3000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('the access log', () => {
  it('never holds a token given in the query', async () => {
    const database = await openTestDatabase();
    const lines: string[] = [];
    const { app } = await buildApp({
      db: database.db,
      handlers,
      services: createServices({ publicOrigin: 'http://127.0.0.1' }),
      logger: { write: (line) => void lines.push(line) },
    });
    try {
      const secret = 'a1b2c3d4e5f6secret';
      await app.inject({ method: 'GET', url: `/dev/paypal/KK1/success?token=${secret}&x=1` });
      await app.inject({ method: 'GET', url: `/api/no/such?rnd=1&token=${secret}` });
      const log = lines.join('');
      expect(log).toContain('/dev/paypal/KK1/success?token=[redacted]&x=1');
      expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
