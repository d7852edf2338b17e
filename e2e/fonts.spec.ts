/**
 * The built site draws its text in the bundled faces: headings in Inter in English and in Noto Sans SC in Chinese,
 * the faces the browser actually used for the heading's glyphs (Chromium's platform fonts of the node), not only
 * what the style sheet asks for. A prerendered page brings its own cuts of Inter and, in Chinese, of Noto Sans SC
 * (scripts/page-fonts.mjs), preloaded, and needs neither Inter's full files nor any of the Chinese unicode-range
 * slices, which are declared once the page works, for text that arrives later; no woff (only woff2) is requested. A
 * page drawn in the browser (the account area) declares the slices at once and draws Chinese with them.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support.ts';

interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/** The fonts Chromium used to draw the text of the first element matching `selector`. */
async function fontsUsedFor(page: Page, selector: string): Promise<PlatformFont[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

test('each prerendered page draws its heading in the bundled face of its language, from its own cuts', async ({
  page,
  consoleErrors,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  for (const { lang, family, path } of [
    { lang: 'en', family: 'Inter', path: '/' },
    { lang: 'en', family: 'Inter', path: '/pricedetail' },
    { lang: 'zh', family: 'Noto Sans SC', path: '/' },
    { lang: 'zh', family: 'Noto Sans SC', path: '/pricedetail' },
  ] as const) {
    const address = `${path}?lang=${lang}`;
    const response = await page.goto(address);
    const html = (await response?.text()) ?? '';
    // The page's cuts are asked for with it: Inter's regular, semibold and bold, and in Chinese the Chinese face's
    // regular and bold.
    expect(
      html.match(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/[^"]+\.woff2">/g),
      address,
    ).toHaveLength(lang === 'zh' ? 5 : 3);

    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const used = await fontsUsedFor(page, 'h1');
    // A downloaded face (not the machine's own Noto Sans CJK or Arial); Fontsource's Chinese slices name their
    // family "Noto Sans SC Thin" inside the file (the variable font's default instance).
    const inFamily = used.filter((font) => font.isCustomFont && font.familyName.startsWith(family));
    expect(inFamily, `${address}: fonts of the heading: ${JSON.stringify(used)}`).not.toEqual([]);
    // Most of the heading's glyphs come from that face (a Chinese heading may hold a Latin word or figure).
    const glyphs = used.reduce((sum, font) => sum + font.glyphCount, 0);
    expect(
      inFamily.reduce((sum, font) => sum + font.glyphCount, 0),
      address,
    ).toBeGreaterThan(glyphs / 2);

    const faces = () =>
      page.evaluate(() =>
        [...document.fonts].map((face) => ({ family: face.family.replace(/"/g, ''), status: face.status })),
      );
    // Both weights' slices are declared once the page has loaded, and none is needed: the page's cut holds every
    // character it shows.
    await expect
      .poll(async () => (await faces()).filter((face) => face.family === 'Noto Sans SC').length)
      .toBeGreaterThan(150);
    await page.evaluate(() => document.fonts.ready);
    const declared = await faces();
    const loaded = (name: string) => declared.filter((face) => face.family === name && face.status === 'loaded');
    expect(loaded('Noto Sans SC'), address).toEqual([]);
    expect(loaded('Noto Sans SC Subset'), address).toHaveLength(lang === 'zh' ? 2 : 0);
    // Inter's cut draws the page in the weights it uses, and Inter's full files are not needed.
    expect(loaded('Inter Subset').length, address).toBeGreaterThanOrEqual(2);
    expect(loaded('Inter'), address).toEqual([]);
  }
  expect(fontRequests.filter((url) => !url.endsWith('.woff2'))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a page drawn in the browser (a news article, zh) draws its Chinese heading with the slices', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/news?lang=zh');
  const article = (await page.locator('a[href^="/news/"]').first().getAttribute('href')) ?? '';
  expect(article).toMatch(/^\/news\/\w+/);
  await page.goto(article);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const used = await fontsUsedFor(page, 'h1');
  expect(
    used.filter((font) => font.isCustomFont && font.familyName.startsWith('Noto Sans SC')),
    `fonts of the heading: ${JSON.stringify(used)}`,
  ).not.toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a prerendered page declares Inter’s full faces only once it works', async ({ page, consoleErrors }) => {
  // While a cut face is still loading when the page is drawn (its 500 weight is not preloaded), Chromium goes on down
  // the font stack and asks for the next family's files: Inter's full faces, if they are declared by then (about
  // 96 kB more before the page works, in some loads and not others).
  await page.addInitScript(() => {
    const interDeclared = () => [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Inter');
    const seen: Record<string, boolean> = {};
    Object.assign(window, { interSeen: seen });
    window.addEventListener('load', () => {
      seen['load'] = interDeclared();
    });
    new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('kankan:hydrated').length > 0) seen['works'] = interDeclared();
    }).observe({ entryTypes: ['mark'] });
  });
  await page.goto('/login/register?lang=en');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { interSeen: Record<string, boolean> }).interSeen))
    .toEqual({ load: false, works: false });
  // Text that arrives later still finds them.
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].filter((face) => face.family === 'Inter').length))
    .toBe(4);
  expect(consoleErrors).toEqual([]);
});
