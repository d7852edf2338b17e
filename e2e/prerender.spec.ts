/**
 * Public pages arrive prerendered in the visitor's language (scripts/prerender.mjs, served by apps/server): the HTML
 * alone, without JavaScript, holds the page's heading, title, description, canonical URL and language alternates;
 * in the browser the same markup is hydrated (the very nodes stay: no re-render, no flash), with no console error
 * or warning, and the page then works (a link navigates inside the site).
 */
import { expect, HTML_LANG, LANGS, test, type Lang } from './support.ts';

const pages: { path: string; title: Record<Lang, string> }[] = [
  {
    path: '/',
    title: {
      zh: '看看空间 - 三维空间拍摄相机、虚拟导览与云端托管',
      en: 'KanKan Space - 3D space capture cameras, virtual tours and cloud hosting',
    },
  },
  { path: '/pricedetail', title: { zh: '云容量价格 - 看看空间', en: 'Cloud capacity pricing - KanKan Space' } },
  { path: '/cases/all', title: { zh: '全部案例 - 看看空间', en: 'All cases - KanKan Space' } },
  { path: '/news', title: { zh: '新闻动态 - 看看空间', en: 'News - KanKan Space' } },
  { path: '/login/login', title: { zh: '登录 - 看看空间', en: 'Log in - KanKan Space' } },
];

/** The text of the first `<h1>` of an HTML document, tags removed. */
function firstHeading(html: string): string {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
}

test('the prerendered HTML holds each page and its head in the language asked for', async ({ request }) => {
  for (const { path, title } of pages) {
    for (const lang of LANGS) {
      const address = `${path}?lang=${lang}`;
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${HTML_LANG[lang]}" data-prerendered="${lang}">`);
      expect(html).toContain(`<title>${title[lang]}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{15,}" \/>/);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path}\\?lang=${lang}" />`));
      for (const [hreflang, target] of [
        ['zh-CN', 'zh'],
        ['en', 'en'],
        ['x-default', 'en'],
      ] as const) {
        expect(html).toMatch(
          new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="https?://[^"]+${path}\\?lang=${target}" />`),
        );
      }
      expect(html).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
      expect(html).toMatch(/<meta property="og:description" content="[^"]+" \/>/);
      expect(firstHeading(html).length, address).toBeGreaterThan(1);
    }
  }
});

for (const lang of LANGS) {
  test(`each page hydrates its prerendered markup without a warning and stays interactive (${lang})`, async ({
    page,
    request,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // The heading node as the HTML parser made it, before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { parsedHeading: document.querySelector('h1') });
      });
    });

    for (const { path, title } of pages) {
      const address = `${path}?lang=${lang}`;
      const served = firstHeading(await (await request.get(address)).text());
      await page.goto(address);
      // `?lang=` is taken (stored, and written to the cookie) and removed from the address once the site starts.
      await expect(page).toHaveURL((url) => url.pathname === path && !url.searchParams.has('lang'));
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading).toHaveText(served);
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
      // Hydrated: React adopted the server's nodes (its fiber is on them) instead of rendering new ones.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading;
            return (
              parsed !== null &&
              parsed === document.querySelector('h1') &&
              Object.keys(parsed).some((key) => key.startsWith('__reactFiber'))
            );
          }),
        )
        .toBe(true);
      await expect(page).toHaveTitle(title[lang]);

      // Interactive: a link inside the site navigates without reloading the page.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const link =
        path === '/' ? page.locator('footer a[href="/about"]').first() : page.locator('header a[href="/"]').first();
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === (path === '/' ? '/about' : '/'));
      await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText(served);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect({ address, problems }).toEqual({ address, problems: [] });
    }
  });
}

/** A layout shift as the page records it: its score, when (ms after navigation) and what moved. */
type Shift = { value: number; at: number; moved: string[] };

/**
 * A prerendered page arrives with its own style sheets: it is drawn in its final layout from the first paint, and
 * hydration moves nothing (the layout shifts add up to under 0.01, Lighthouse's floor). Without them the page
 * showed unstyled until its route's chunk had loaded its styles, then jumped (0.6-1.1 on the home page). The same
 * holds when the fonts arrive after the first paint (each font file held back 800 ms): the fallback faces are sized
 * like the web fonts, so the swap moves nothing (docs/decisions.md, "Fonts").
 */
for (const fontsLate of [false, true]) {
  test(`nothing moves while a page loads and hydrates${fontsLate ? ', fonts late' : ''}`, async ({ browser }) => {
    for (const path of ['/', '/pricedetail', '/cases/all']) {
      for (const lang of LANGS) {
        // A fresh browser context each time, as a first visit: nothing cached.
        const context = await browser.newContext();
        const page = await context.newPage();
        if (fontsLate)
          await page.route('**/*.woff2', async (route) => {
            await new Promise((resolve) => setTimeout(resolve, 800));
            await route.continue();
          });
        await page.addInitScript(() => {
          const shifts: Shift[] = [];
          (window as unknown as { shifts: Shift[] }).shifts = shifts;
          type LayoutShift = PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node | null }[];
          };
          // Each shift with when it happened and what moved, so a failure says where to look.
          const describe = (node: Node | null | undefined) =>
            node instanceof Element
              ? `${node.tagName.toLowerCase()}.${node.className}`.slice(0, 80)
              : (node?.textContent?.slice(0, 40) ?? '?');
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as LayoutShift[])
              if (!entry.hadRecentInput)
                shifts.push({
                  value: entry.value,
                  at: Math.round(entry.startTime),
                  moved: entry.sources.map((source) => describe(source.node)),
                });
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${path}?lang=${lang}`);
        await page.waitForLoadState('networkidle');
        const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
        expect(
          shifts.reduce((sum, shift) => sum + shift.value, 0),
          `${path}?lang=${lang}: layout shifts: ${JSON.stringify(shifts)}`,
        ).toBeLessThan(0.01);
        await context.close();
      }
    }
  });
}
