/**
 * The link crawl: from the home page in each language (and every page of the sitemap, which covers the header's
 * drop-down links that are not in the page until opened), every internal link of every public page is followed.
 * A page address must render a page of its own (not the site's not-found page: no soft 404s); a file address must
 * answer 200 with the file, never the site's HTML. The account area (/manage) is not crawled.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support.ts';

const NOT_FOUND = /We can't find this page|找不到这个页面/;
// The account area is behind sign-in; /dev/… are the demo's mailbox and payment pages, not the site's.
const SKIPPED = /^\/(manage|api)(\/|$)|^\/dev\//;

/** A path asks for a file when it is under /downloads or /assets, or its last segment has an extension. */
function isFile(pathname: string): boolean {
  return /^\/(downloads|assets)\//.test(pathname) || /\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');
}

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1] ?? '/');
    return url.pathname;
  });
}

async function internalLinks(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => `${url.pathname}${url.search}`);
}

for (const locale of ['zh', 'en'] as const) {
  test(`every internal link of every public page answers with a page or a file (${locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    // About 60 pages and their links, one after another on a shared machine.
    test.setTimeout(600_000);
    const origin = new URL(baseURL ?? '').origin;
    const queue = [`/?lang=${locale}`, ...(await sitemapPaths(request))];
    const seen = new Set<string>(queue);
    const problems: string[] = [];
    const files: string[] = [];
    let pages = 0;
    while (queue.length > 0) {
      const address = queue.shift() ?? '/';
      const pathname = address.split('?')[0] ?? '/';
      if (isFile(pathname)) {
        const response = await request.get(address);
        const type = response.headers()['content-type'] ?? '';
        if (response.status() !== 200 || type.startsWith('text/html')) {
          problems.push(`${address}: ${response.status()} ${type}`);
        }
        files.push(address);
        continue;
      }
      const response = await page.goto(address);
      pages += 1;
      if (response?.status() !== 200) problems.push(`${address}: ${response?.status()}`);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading, address).toBeVisible();
      if (NOT_FOUND.test((await heading.textContent()) ?? '')) problems.push(`${address}: the not-found page`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en');
      for (const link of await internalLinks(page, origin)) {
        if (seen.has(link) || SKIPPED.test(link)) continue;
        seen.add(link);
        queue.push(link);
      }
    }
    expect(problems).toEqual([]);
    // The crawl reached the pages of the sitemap and the downloads page's files.
    expect(pages).toBeGreaterThan(50);
    expect(files.some((file) => file.startsWith('/downloads/'))).toBe(true);
  });
}
