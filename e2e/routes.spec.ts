/**
 * Every public route, as the site's route modules declare them, in both languages: each address answers with a
 * page of its own in the visitor's language (its `<html lang>`, a main heading in that language), axe finds nothing
 * and the console stays clean. A route with a parameter is opened at the addresses the build publishes
 * (PUBLIC_PATHS); the ones named by data (a news article, a scene) at the first address a link leads to.
 *
 * Then the link crawl: from those pages and the sitemap (which holds the header's drop-down links that are not in
 * the page until opened), every internal link is followed: a page address must render a page of its own (no soft
 * 404s), a file address must answer 200 with the file, never the site's HTML. The pages opened above are read as
 * the server sends them (their prerendered anchors); every other page is opened in the browser. The account area is
 * not crawled.
 */
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { matchPath } from 'react-router';
import { commerceRoutes } from '../apps/site/src/routes/commerce.tsx';
import { companyRoutes } from '../apps/site/src/routes/company.tsx';
import { marketingRoutes } from '../apps/site/src/routes/marketing.tsx';
import type { PageRoute } from '../apps/site/src/routes/pageModule.ts';
import { PUBLIC_PATHS } from '../apps/site/src/routes/publicPaths.ts';
import { shellRoutes } from '../apps/site/src/routes/site.tsx';
import { supportRoutes } from '../apps/site/src/routes/support.tsx';
import { BROWSER_LOCALE, expect, expectNoAxeViolations, HTML_LANG, LANGS, test, words, type Lang } from './support.ts';

/** The public route modules (the account area, cart and payment screens are `protectedRoutes`). */
const groups: Record<string, PageRoute[]> = {
  marketing: marketingRoutes,
  company: companyRoutes,
  support: supportRoutes,
  commerce: commerceRoutes,
  shell: shellRoutes,
};
const patternsOf = (routes: PageRoute[]) => routes.map((route) => (route.index ? '/' : (route.path ?? '')));
const patterns = Object.values(groups).flatMap(patternsOf);

/** A group's addresses: each route itself, or the published addresses a parameterised route matches. */
function addressesOf(routes: PageRoute[]): string[] {
  const addresses = patternsOf(routes).flatMap((pattern) =>
    pattern.includes(':') ? PUBLIC_PATHS.filter((address) => matchPath(pattern, address)) : [pattern],
  );
  return [...new Set(addresses)];
}

const ADDRESSES_PER_TEST = 6;

/** Routes whose addresses come from the data, not from the build: the crawl reaches them through links. */
const DATA_ROUTES = ['/news/:id', '/show/:sceneNum'];
/** The lists that link to them: their links arrive with the list's answer, after the page itself is live. */
const DATA_LISTS: Record<string, string> = { '/news': 'a[href^="/news/"]', '/cases': 'a[href^="/show/"]' };
// The account area is behind sign-in; /dev/… are the demo's mailbox and payment pages, not the site's.
const SKIPPED = /^\/(manage|api)(\/|$)|^\/dev\//;
const CHINESE = /[\u4e00-\u9fff]/;

/** A path asks for a file when it is under /downloads or /assets, or its last segment has an extension. */
function isFile(pathname: string): boolean {
  return /^\/(downloads|assets)\//.test(pathname) || /\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');
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

/**
 * The page at `address` is one of the site's in `lang`: it answered 200 (the not-found page, with status 404, for
 * /404), shows a main heading in that language, and is not the not-found page. Returns what is wrong.
 */
async function pageProblems(page: Page, response: Response | null, address: string, lang: Lang): Promise<string[]> {
  const problems: string[] = [];
  const notFound = words(lang)("We can't find this page");
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading, address).toBeVisible();
  await expect(page.locator('html'), address).toHaveAttribute('lang', HTML_LANG[lang]);
  const text = (await heading.textContent()) ?? '';
  if (address === '/404') {
    if (!text.includes(notFound)) problems.push(`${address}: not the not-found page`);
    if (response?.status() !== 404) problems.push(`${address}: ${response?.status()}`);
  } else {
    if (response?.status() !== 200) problems.push(`${address}: ${response?.status()}`);
    if (text.includes(notFound)) problems.push(`${address}: the not-found page`);
  }
  if (CHINESE.test(text) !== (lang === 'zh')) problems.push(`${address}: heading "${text}" is not in ${lang}`);
  return problems;
}

/**
 * The page the server sends for `address` to a visitor of `lang`: its status, and the internal links of its anchors
 * when it is a page prerendered in that language. A page drawn in the browser has no links here (`links` undefined).
 */
async function servedPage(
  request: APIRequestContext,
  address: string,
  lang: Lang,
): Promise<{ problem?: string; links?: string[] }> {
  const response = await request.get(address, { headers: { 'Accept-Language': BROWSER_LOCALE[lang] } });
  const expected = address === '/404' ? 404 : 200;
  const problem = response.status() === expected ? undefined : `${address}: ${response.status()}`;
  const html = await response.text();
  if (!html.includes(`data-prerendered="${lang}"`)) return { problem };
  const links = [...html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/g)]
    .map((match) => (match[1] ?? '').replaceAll('&amp;', '&'))
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => {
      const url = new URL(href, 'http://site');
      return `${url.pathname}${url.search}`;
    });
  return { problem, links };
}

/** The browser's own line for a document that answered 404: the not-found page's status, asserted above. */
const DOCUMENT_NOT_FOUND = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

/** Axe and the console on the page as it has settled. */
async function settledProblems(page: Page, address: string, consoleErrors: string[], before: number) {
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
  const errors = consoleErrors.slice(before);
  const own = address === '/404' ? errors.indexOf(DOCUMENT_NOT_FOUND) : -1;
  if (own >= 0) errors.splice(own, 1);
  return errors.length > 0 ? [`${address}: console errors ${errors.join(' | ')}`] : [];
}

test('the route modules give every public route an address to open', () => {
  const addresses = Object.values(groups).flatMap(addressesOf);
  expect(addresses.length).toBeGreaterThan(50);
  const unpublished = patterns.filter((pattern) => !addresses.some((address) => matchPath(pattern, address)));
  expect(unpublished.sort()).toEqual(DATA_ROUTES);
});

for (const lang of LANGS) {
  test.describe(`public routes in ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    // A few addresses a test, so that each stays a short test and the two workers share them.
    for (const [name, routes] of Object.entries(groups)) {
      const addresses = addressesOf(routes);
      const parts = Math.ceil(addresses.length / ADDRESSES_PER_TEST);
      for (let part = 0; part < parts; part += 1) {
        const chunk = addresses.slice(part * ADDRESSES_PER_TEST, (part + 1) * ADDRESSES_PER_TEST);
        test(`${name} routes ${part + 1}/${parts} render in ${lang}, axe clean, no console error`, async ({
          page,
          consoleErrors,
        }) => {
          const problems: string[] = [];
          for (const address of chunk) {
            const before = consoleErrors.length;
            const response = await page.goto(address);
            problems.push(...(await pageProblems(page, response, address, lang)));
            problems.push(...(await settledProblems(page, address, consoleErrors, before)));
          }
          expect(problems).toEqual([]);
        });
      }
    }

    test(`every internal link of every public page answers with a page or a file (${lang})`, async ({
      page,
      request,
      baseURL,
      consoleErrors,
    }) => {
      // About a hundred addresses, a few dozen of them opened in the browser.
      test.setTimeout(180_000);
      const origin = new URL(baseURL ?? '').origin;
      const sitemap = [...(await (await request.get('/sitemap.xml')).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1] ?? '/').pathname,
      );
      const rendered = new Set(Object.values(groups).flatMap(addressesOf));
      const opened = new Set<string>();
      const queue = [...new Set([...rendered, ...sitemap])];
      const seen = new Set<string>(queue);
      const problems: string[] = [];
      const dataRoutesChecked = new Set<string>();
      const files: string[] = [];
      let pages = 0;
      const follow = (links: string[]) => {
        for (const link of links) {
          if (seen.has(link) || SKIPPED.test(link)) continue;
          seen.add(link);
          queue.push(link);
        }
      };
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
        pages += 1;
        // A path already opened in the browser, here or above (another query, such as the login's `from`, changes no
        // page): its served page in this language is checked, and read for its links when it is prerendered.
        if ((rendered.has(pathname) || opened.has(pathname)) && !DATA_LISTS[pathname]) {
          const served = await servedPage(request, address, lang);
          if (served.problem) problems.push(served.problem);
          if (served.links) {
            follow(served.links);
            continue;
          }
          if (opened.has(pathname)) continue;
        }
        const before = consoleErrors.length;
        opened.add(pathname);
        const response = await page.goto(address);
        problems.push(...(await pageProblems(page, response, address, lang)));
        // The first page of a route named by data gets the full check the other routes had above.
        const dataRoute = DATA_ROUTES.find((pattern) => matchPath(pattern, pathname));
        if (dataRoute && !dataRoutesChecked.has(dataRoute)) {
          dataRoutesChecked.add(dataRoute);
          problems.push(...(await settledProblems(page, address, consoleErrors, before)));
        }
        const listLink = DATA_LISTS[pathname];
        if (listLink) await page.locator(listLink).first().waitFor();
        follow(await internalLinks(page, origin));
      }
      expect(problems).toEqual([]);
      expect([...dataRoutesChecked].sort()).toEqual(DATA_ROUTES);
      // The crawl reached the pages of the sitemap and the downloads page's files.
      expect(pages).toBeGreaterThan(50);
      expect(files.some((file) => file.startsWith('/downloads/'))).toBe(true);
    });
  });
}
