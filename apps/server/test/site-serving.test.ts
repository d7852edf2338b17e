/**
 * The built site as the server sends it: compressed copies by negotiation, long caching for hashed assets, pages
 * revalidated by ETag, the visitor's language (prerendered when the build made the page), and plain 404s for files
 * that are not there. The site folder is a small fake build made here.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let siteDir: string;
let bareDir: string;
let server: TestServer;
let bare: TestServer;

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;

function write(dir: string, file: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), content);
}

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kankan-site-'));
  write(siteDir, 'index.html', '<!doctype html><html><head><title>shell</title></head><body></body></html>');
  write(siteDir, 'assets/app.js', SCRIPT);
  write(siteDir, 'robots.txt', 'User-agent: *\nAllow: /\n');
  write(siteDir, 'downloads/manual.pdf', '%PDF-1.4 fake');
  write(siteDir, 'prerender/zh/index.html', '<!doctype html><html lang="zh-CN"><head></head><body>首页</body></html>');
  write(siteDir, 'prerender/en/index.html', '<!doctype html><html lang="en"><head></head><body>Home</body></html>');
  write(
    siteDir,
    'prerender/en/pricedetail/index.html',
    '<!doctype html><html><head></head><body>Pricing</body></html>',
  );
  // The build's own step writes the compressed copies.
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../../../scripts/precompress.mjs'), siteDir]);
  bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kankan-site-'));
  write(bareDir, 'index.html', '<!doctype html><html><head></head><body>shell only</body></html>');
  server = await startTestServer({ siteDir, demo: false });
  bare = await startTestServer({ siteDir: bareDir, demo: false });
});
afterAll(async () => {
  await Promise.all([server.close(), bare.close()]);
  fs.rmSync(siteDir, { recursive: true, force: true });
  fs.rmSync(bareDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, target: TestServer = server) =>
  target.app.inject({ method: 'GET', url, headers });

describe('compressed files', () => {
  it('the build step writes .br and .gz beside text files, not beside fonts or images', () => {
    expect(fs.existsSync(path.join(siteDir, 'assets/app.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(siteDir, 'assets/app.js.gz'))).toBe(true);
    expect(brotliDecompressSync(fs.readFileSync(path.join(siteDir, 'assets/app.js.br'))).toString()).toBe(SCRIPT);
    expect(fs.existsSync(path.join(siteDir, 'downloads/manual.pdf.br'))).toBe(false);
  });

  it('sends Brotli when the client takes it, whatever order it lists encodings in', async () => {
    const response = await get('/assets/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(String(response.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client without Brotli, and the plain file to one that asks for neither', async () => {
    const gzip = await get('/assets/app.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(String(plain.headers['vary']).toLowerCase()).toContain('accept-encoding');
  });

  it('compresses pages too, and never serves a compressed copy by its own name', async () => {
    const page = await get('/', { 'accept-encoding': 'br', 'accept-language': 'en' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('Home');
    expect((await get('/assets/app.js.br')).statusCode).toBe(404);
  });
});

describe('caching', () => {
  it('hashed assets are cached for a year; other files and pages are revalidated', async () => {
    expect((await get('/assets/app.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await get('/robots.txt');
    expect(robots.headers['cache-control']).toBe('no-cache');
    expect(robots.headers['etag']).toBeTruthy();
    expect((await get('/about')).headers['cache-control']).toBe('no-cache');
  });

  it('a page revalidated with its ETag answers 304 with the policy of the nonce the cached copy carries', async () => {
    const first = await get('/about', { 'accept-language': 'en' });
    const etag = String(first.headers['etag']);
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)" \/>/.exec(first.body)?.[1] ?? '';
    expect(etag).toBe(`W/"${etag.slice(3, -1).split('.')[0]}.${nonce}"`);
    const again = await get('/about', { 'accept-language': 'en', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['etag']).toBe(etag);
    expect(String(again.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    // Another language of a prerendered page is another page: its ETag does not match.
    const english = await get('/', { 'accept-language': 'en' });
    const chinese = await get('/', { 'accept-language': 'zh-CN', 'if-none-match': String(english.headers['etag']) });
    expect(chinese.statusCode).toBe(200);
    expect(chinese.body).toContain('首页');
  });

  it('a made-up or mangled ETag gets the full page with a fresh nonce', async () => {
    const page = await get('/about', { 'accept-language': 'en' });
    const hash = String(page.headers['etag']).slice(3).split('.')[0];
    for (const tag of ['W/"nothing.AAAAAAAAAAAAAAAAAAAAAA=="', `W/"${hash}.not a nonce"`, '*']) {
      const response = await get('/about', { 'accept-language': 'en', 'if-none-match': tag });
      expect({ tag, status: response.statusCode }).toEqual({ tag, status: 200 });
    }
  });

  it('static files answer 304 to their own ETag', async () => {
    const first = await get('/assets/app.js', { 'accept-encoding': 'br' });
    const again = await get('/assets/app.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers['etag']),
    });
    expect(again.statusCode).toBe(304);
  });

  it("each compressed copy of an asset has its own ETag: one copy's tag never revalidates another", async () => {
    const br = await get('/assets/app.js', { 'accept-encoding': 'br' });
    const plain = await get('/assets/app.js');
    expect(br.headers['etag']).not.toBe(plain.headers['etag']);
    const crossed = await get('/assets/app.js', { 'if-none-match': String(br.headers['etag']) });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.body).toBe(SCRIPT);
  });
});

describe('missing files', () => {
  it('a missing asset, download or file with an extension is a 404, not the site page', async () => {
    for (const url of ['/assets/x.js', '/assets/nothing', '/downloads/setup.exe', '/downloads/', '/favicon.png']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
    }
  });

  it('a shipped download is sent as the file, and client routes still get the page', async () => {
    const download = await get('/downloads/manual.pdf');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    for (const url of ['/about', '/cases/all?page=2', '/manage/scene']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('an address the site has no page for gets the not-found page with a 404', async () => {
    for (const url of ['/no-such-page', '/manage/unknown', '/cases/all/extra', '/404', '/mall']) {
      const response = await get(url, { 'accept-language': 'en' });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toMatch(/<meta property="csp-nonce" nonce=/);
    }
    for (const url of ['/', '/login/register', '/service/qa', '/service/qa/pro', '/news/12', '/manage/order/KK1']) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('the prerendered folder and the raw index.html are never served by their own address', async () => {
    expect((await get('/prerender/en/index.html')).statusCode).toBe(404);
    const shell = await get('/index.html', { 'accept-language': 'en' });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toMatch(/<meta property="csp-nonce" nonce="[A-Za-z0-9+/]{22}==" \/>/);
  });
});

describe('the page language', () => {
  const pageText = async (url: string, headers: Record<string, string> = {}, target?: TestServer) => {
    const response = await get(url, headers, target);
    expect(response.headers['vary']).toBe('Accept-Encoding, Cookie, Accept-Language');
    return response.body;
  };

  it('?lang= wins over the cookie and the browser language', async () => {
    expect(await pageText('/?lang=en', { cookie: 'lang=zh', 'accept-language': 'zh-CN' })).toContain('Home');
    expect(await pageText('/?lang=zh', { cookie: 'lang=en', 'accept-language': 'en' })).toContain('首页');
  });

  it('then the saved choice sent as the lang cookie', async () => {
    expect(await pageText('/', { cookie: 'token=abc; lang=en', 'accept-language': 'zh-CN' })).toContain('Home');
    expect(await pageText('/', { cookie: 'lang=zh', 'accept-language': 'en-US' })).toContain('首页');
  });

  it('then the browser language: zh… is Chinese, anything else English', async () => {
    expect(await pageText('/', { 'accept-language': 'zh-TW,en;q=0.5' })).toContain('首页');
    expect(await pageText('/', { 'accept-language': 'de-DE,zh;q=0.9' })).toContain('Home');
    expect(await pageText('/', { cookie: 'lang=fr', 'accept-language': 'fr' })).toContain('Home');
    expect(await pageText('/')).toContain('Home');
  });

  it('serves the prerendered page of the address, with or without a trailing slash, and keeps its CSP nonce', async () => {
    const body = await pageText('/pricedetail/', { 'accept-language': 'en' });
    expect(body).toContain('Pricing');
    expect(body).toMatch(/<meta property="csp-nonce" nonce="[A-Za-z0-9+/]{22}==" \/>/);
  });

  it('an address with state of its own (filters, a token) is drawn in the browser: the shell, not the defaults', async () => {
    expect(await pageText('/pricedetail?lang=en')).toContain('Pricing');
    expect(await pageText('/pricedetail?sort=hot', { 'accept-language': 'en' })).toContain('<title>shell</title>');
    expect(await pageText('/?token=abc&lang=en')).toContain('<title>shell</title>');
  });

  it('falls back to index.html where the build has no prerendered page', async () => {
    expect(await pageText('/pricedetail', { 'accept-language': 'zh-CN' })).toContain('<title>shell</title>');
    expect(await pageText('/news', { 'accept-language': 'en' })).toContain('<title>shell</title>');
    expect(await pageText('/', { 'accept-language': 'en' }, bare)).toContain('shell only');
  });
});
