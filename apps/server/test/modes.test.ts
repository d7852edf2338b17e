/**
 * The demo and production modes: production registers none of the demo's /dev pages, seeds nothing unless asked,
 * takes no simulated payment and never writes a verification code where anyone can read it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../src/config.ts';
import { createServices, mailbox } from '../src/services.ts';
import { startTestServer, type TestServer } from './harness.ts';

const DEV_PATHS = [
  ['GET', '/dev/mailbox'],
  ['GET', '/dev/pay/KK202611210001?ref=abc'],
  ['GET', '/dev/paypal/KK202611210001?token=abc'],
  ['POST', '/dev/paypal/KK202611210001/succeed?token=abc'],
  ['GET', '/dev/camera-login/0123456789abcdef?sn=P0000001'],
  ['GET', '/dev/anything/else'],
] as const;

describe('configuration', () => {
  it('is production unless DEMO=1, whatever NODE_ENV says; production seeds only with SEED=1', () => {
    expect(readConfig({ NODE_ENV: 'production' })).toMatchObject({ demo: false, seed: false, trustProxy: false });
    expect(readConfig({})).toMatchObject({ demo: false, seed: false });
    expect(readConfig({ NODE_ENV: 'production', SEED: '1' })).toMatchObject({ demo: false, seed: true });
    expect(readConfig({ DEMO: '1' })).toMatchObject({ demo: true, seed: true });
    expect(readConfig({ DEMO: '1', SEED: '0' })).toMatchObject({ demo: true, seed: false });
    expect(readConfig({ DEMO: 'yes' })).toMatchObject({ demo: false });
  });

  it('reads TRUST_PROXY as the proxies\' addresses, refusing a hop count or "believe anyone"', () => {
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(readConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(readConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => readConfig({ TRUST_PROXY: '1' })).toThrow(/addresses or ranges/);
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/addresses or ranges/);
  });

  it('turns the per-address limits off only in the demo (RATE_LIMITS=off, the end-to-end tests)', () => {
    expect(readConfig({}).perAddressLimits).toBe(true);
    expect(readConfig({ DEMO: '1', RATE_LIMITS: 'on' }).perAddressLimits).toBe(true);
    expect(readConfig({ DEMO: '1', RATE_LIMITS: 'off' }).perAddressLimits).toBe(false);
    expect(() => readConfig({ RATE_LIMITS: 'off' })).toThrow(/DEMO=1/);
    expect(() => readConfig({ NODE_ENV: 'production', RATE_LIMITS: 'off' })).toThrow(/DEMO=1/);
    expect(() => readConfig({ DEMO: '1', RATE_LIMITS: 'no' })).toThrow(/on or off/);
  });
});

describe('verification codes', () => {
  it('are logged and kept for the mailbox only in the demo', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      mailbox.splice(0);
      createServices({ publicOrigin: 'http://x', demo: false }).deliverCode('13700000001', '918273', 'sms');
      expect(log.mock.calls.flat().join(' ')).not.toContain('918273');
      expect(mailbox).toEqual([]);
      createServices({ publicOrigin: 'http://x', demo: true }).deliverCode('13700000001', '564738', 'sms');
      expect(log.mock.calls.flat().join(' ')).toContain('564738');
      expect(mailbox[0]?.code).toBe('564738');
    } finally {
      log.mockRestore();
      mailbox.splice(0);
    }
  });
});

describe.each([
  { demo: false, name: 'production' },
  { demo: true, name: 'demo' },
])('the $name server', ({ demo }) => {
  let server: TestServer;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kankan-site-'));
    fs.writeFileSync(
      path.join(siteDir, 'index.html'),
      '<!doctype html><html><head><title>site</title></head><body><div id="root"></div></body></html>',
    );
    server = await startTestServer({ demo, siteDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  it(demo ? 'serves the /dev pages' : 'answers 404 on every /dev path', async () => {
    for (const [method, url] of DEV_PATHS) {
      const response = await server.app.inject({ method, url });
      if (!demo) expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      else if (url === '/dev/mailbox') expect(response.statusCode).toBe(200);
    }
  });

  it(demo ? 'marks every page of the site as the demo' : 'serves the site without the demo marker', async () => {
    for (const url of ['/', '/index.html', '/manage/scene', '/news?page=2']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.body.includes('<meta name="kankan-demo" content="on" />')).toBe(demo);
    }
  });

  it(
    demo ? 'encodes the simulated camera app in the camera-login QR code' : 'encodes no /dev page in QR codes',
    async () => {
      const { data } = await server.call('/sso/camera/qrCode');
      const { qrContent, ticket } = data as { qrContent: string; ticket: string };
      expect(qrContent).toBe(
        demo ? `http://127.0.0.1:4000/dev/camera-login/${ticket}` : `kankan://camera-login?ticket=${ticket}`,
      );
    },
  );
});

describe('NODE_ENV=production npm run start -w @kankan/server', () => {
  let child: ChildProcess;
  let output = '';
  let base = '';
  let dataDir: string;
  let siteDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kankan-prod-data-'));
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kankan-prod-site-'));
    fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const port = 4400 + (process.pid % 500);
    base = `http://127.0.0.1:${port}`;
    const root = path.resolve(import.meta.dirname, '../../..');
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' };
    delete env['DEMO'];
    delete env['SEED'];
    delete env['DATABASE_URL'];
    child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'apps/server/src/main.ts')],
      { env: { ...env, DATA_DIR: dataDir, SITE_DIR: siteDir }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
      const check = () => {
        if (output.includes('Site and API')) {
          clearTimeout(timer);
          resolve();
        } else if (child.exitCode !== null) {
          clearTimeout(timer);
          reject(new Error(`server exited:\n${output}`));
        } else setTimeout(check, 100);
      };
      check();
    });
  }, 90_000);
  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  it('answers 404 on every /dev path, seeds nothing and never logs a code', async () => {
    for (const [method, url] of DEV_PATHS) {
      const response = await fetch(base + url, { method, redirect: 'manual' });
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
    }
    const post = (url: string, body: unknown) =>
      fetch(`${base}/api${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ code: number }>);
    // The demo account does not exist: nothing was seeded.
    expect((await post('/sso/user/checkUser', { phoneNum: '13800138000' })).code).toBe(3015);
    expect((await post('/sso/user/getMsgAuthCode', { phoneNum: '13700137001', areaNum: '86' })).code).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(output).toContain('verification code was issued');
    // No six-digit number anywhere in the log (process id and times taken out first).
    expect(output.replace(/"(pid|time|responseTime)":[\d.]+/g, '')).not.toMatch(/(?<!\d)\d{6}(?!\d)/);
    expect(output).toContain('Production mode');
  });
});
