/** Every answer (pages, assets, /api, errors) carries the security headers; HSTS only over HTTPS. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let siteDir: string;
let direct: TestServer;
let proxied: TestServer;

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kankan-site-'));
  fs.mkdirSync(path.join(siteDir, 'assets'));
  fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  fs.writeFileSync(path.join(siteDir, 'assets', 'app.js'), 'export {};');
  direct = await startTestServer({ siteDir, demo: false });
  proxied = await startTestServer({ siteDir, demo: false, trustProxy: ['10.0.0.0/8'] });
});
afterAll(async () => {
  await Promise.all([direct.close(), proxied.close()]);
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const REQUESTS = [
  { method: 'GET', url: '/' },
  { method: 'GET', url: '/manage/scene' },
  { method: 'GET', url: '/assets/app.js' },
  { method: 'POST', url: '/api/sso/user/checkUser', payload: { phoneNum: '13800138000' } },
  { method: 'POST', url: '/api/user/getUserInfo' },
  { method: 'GET', url: '/api/no/such/call' },
  { method: 'GET', url: '/dev/mailbox' },
] as const;

describe('security headers', () => {
  it('are on every page, asset and API answer', async () => {
    for (const request of REQUESTS) {
      const response = await direct.app.inject(request);
      const csp = String(response.headers['content-security-policy']);
      expect({ url: request.url, csp }).toEqual({
        url: request.url,
        // A script (style sheet, font) is never a document: its policy allows nothing at all.
        csp: request.url.startsWith('/assets/')
          ? "default-src 'none'; frame-ancestors 'none'"
          : expect.stringContaining("script-src 'self'"),
      });
      expect(csp).toContain("frame-ancestors 'none'");
      if (!request.url.startsWith('/assets/')) expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('give each page a fresh style nonce in the meta tag react-aria reads, and allow only that nonce', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i += 1) {
      const response = await direct.app.inject({ method: 'GET', url: '/manage/scene' });
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)" \/>/.exec(response.body)?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(String(response.headers['content-security-policy'])).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(response.headers['cache-control']).toBe('no-cache');
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(2);
  });

  it('add Strict-Transport-Security when a trusted proxy reports HTTPS, and only then', async () => {
    const https = await proxied.app.inject({
      method: 'GET',
      url: '/',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d{8}/);
    const plain = await proxied.app.inject({
      method: 'GET',
      url: '/',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a client cannot claim HTTPS for itself.
    const spoofed = await direct.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('let other sites frame the scene viewer only (its embed code), and keep every other page unframeable', async () => {
    for (const url of ['/show/KK-demo-1', '/show/KK-demo-1?embed=1']) {
      const response = await direct.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect({ url, csp }).toEqual({ url, csp: expect.stringContaining('frame-ancestors *') });
      expect(csp).not.toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
    for (const url of [
      '/',
      '/manage/scene',
      '/show',
      '/show/KK-demo-1/edit',
      '/cases/all?x=/show/1',
      '/assets/app.js',
    ]) {
      const response = await direct.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect({ url, csp }).toEqual({ url, csp: expect.stringContaining("frame-ancestors 'none'") });
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });
});
