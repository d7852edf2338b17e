/**
 * Account screens drawn by the server for a signed-in account login (src/signedInPages.ts), with a small fake build:
 * its server entry renders from the session's own API answers; the page gets the style sheets its classes use, its
 * inline styles as rules under the page's nonce and the answers as inert JSON; anything else (no or ended session, a
 * camera login, a token in the address, a failing or slow render, no entry at all) gets the plain index.html.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { createAccount, createCamera, createSession } from './scenes-fixtures.ts';

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>shell</title><link rel="stylesheet" crossorigin href="/assets/entry.css"></head><body><div id="root"></div></body></html>';

const PAGE_STYLES = pathToFileURL(path.resolve(import.meta.dirname, '../../site/src/prerender/pageStyles.ts')).href;

// The fake entry asks the server for the profile as the real one does, and renders the name it got; its style
// functions are the real entry's.
const ENTRY = `
export { createInlineStyleMover, linkedSheets, sheetsUsed } from '${PAGE_STYLES}';
export const SIGNED_IN_PATHS = ['/manage/scene'];
export async function prepareSignedIn() {}
export async function renderSignedIn({ search, locale, token, fetch }) {
  const answer = await fetch(new Request('http://localhost/api/user/getUserInfo', {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: '{}',
  }));
  const info = await answer.json();
  if (info.code !== 0) return null;
  if (search.includes('fail')) throw new Error('render failed');
  if (search.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 2500));
  return {
    body: '<p class="row shell" style="width:50%">' + info.data.userName + '</p>',
    state: { note: '</script><script>alert(1)</script>' },
    htmlLang: locale === 'zh' ? 'zh-CN' : 'en',
    title: 'Scenes <' + locale + '>',
  };
}
`;

let base: string;
let server: TestServer;

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
  fs.writeFileSync(path.join(base, file), content);
}

beforeAll(async () => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'kankan-signed-in-'));
  write('dist/index.html', INDEX);
  write('dist-prerender/entry-prerender.js', ENTRY);
  write(
    'dist-prerender/sheet-classes.json',
    JSON.stringify([
      ['assets/entry.css', ['shell']],
      ['assets/list.css', ['row']],
      ['assets/other.css', ['unused']],
    ]),
  );
  server = await startTestServer({ siteDir: path.join(base, 'dist'), demo: false });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(base, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('an account screen drawn for a session', () => {
  it('holds the markup rendered from the session, its style sheets, its inline styles and its answers', async () => {
    const account = await createAccount(server.db, 'drawn');
    const response = await page('/manage/scene?lang=en&view=cover', `lang=zh; token=${account.token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['etag']).toBeUndefined();
    const html = response.body;
    expect(html).toContain('<html lang="en" data-signed-in="en">');
    expect(html).toContain('<title>Scenes &lt;en&gt;</title>');
    expect(html).toContain('data-prerender-style="0">drawn</p>');
    expect(html).not.toContain('style="width:50%"');
    // The sheet of a class the markup uses, once; not the template's own, nor one no class of it needs.
    expect(html.match(/href="\/assets\/list\.css"/g)).toHaveLength(1);
    expect(html.match(/href="\/assets\/entry\.css"/g)).toHaveLength(1);
    expect(html).not.toContain('other.css');
    // The inline style under the page's nonce, which the policy allows.
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<style nonce="${nonce}">[data-prerender-style="0"]{width:50%}</style>`);
    expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    // The answers cannot close their element.
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('leaves the page to the browser without a session, with an ended one, and for a camera login', async () => {
    const camera = await createAccount(server.db, 'cameraowner');
    const { id } = await createCamera(server.db, camera.id);
    const device = await createSession(server.db, camera.id, id);
    for (const cookie of [undefined, 'token=not-a-session', `token=${device}`, 'token=%E0%A4%A']) {
      const response = await page('/manage/scene', cookie);
      expect(response.statusCode, cookie).toBe(200);
      expect(response.body, cookie).toContain('<div id="root"></div>');
      expect(response.body, cookie).not.toContain('data-signed-in');
    }
  });

  it('leaves to the browser an address with a token, one it does not draw, and a failing or slow render', async () => {
    const account = await createAccount(server.db, 'fallback');
    const cookie = `token=${account.token}`;
    for (const url of ['/manage/scene?token=abc', '/manage/device', '/manage/scene?fail=1', '/manage/scene?slow=1']) {
      const response = await page(url, cookie);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('data-signed-in');
    }
  });
});
