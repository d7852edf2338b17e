/**
 * The built site draws its text in the bundled faces: headings in Inter in English and in Noto Sans SC in Chinese,
 * the faces the browser actually used for the heading's glyphs (Chromium's platform fonts of the node), not only
 * what the style sheet asks for. Inter's Latin faces are preloaded; a prerendered Chinese page brings its own cut of
 * Noto Sans SC (scripts/page-fonts.mjs), preloaded, and needs none of the unicode-range slices, which stay declared
 * for text that arrives later; no woff (only woff2) is requested.
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

for (const { lang, family, path } of [
  { lang: 'en', family: 'Inter', path: '/' },
  { lang: 'en', family: 'Inter', path: '/pricedetail' },
  { lang: 'zh', family: 'Noto Sans SC', path: '/' },
  { lang: 'zh', family: 'Noto Sans SC', path: '/pricedetail' },
] as const) {
  test(`${path}?lang=${lang}: the heading is drawn in ${family}`, async ({ page, consoleErrors }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    const response = await page.goto(`${path}?lang=${lang}`);
    const html = (await response?.text()) ?? '';
    // Inter's Latin regular, semibold and bold faces are asked for with the page.
    expect(
      html.match(/<link rel="preload" as="font" type="font\/woff2" crossorigin="" href="\/assets\/[^"]+\.woff2">/g),
    ).toHaveLength(3);
    // A Chinese page also asks for its own cut of the Chinese face, regular and bold; an English one has none.
    const cuts = html.match(
      /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/[^"]+\.woff2">/g,
    );
    if (lang === 'zh') expect(cuts).toHaveLength(2);
    else expect(cuts).toBeNull();

    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const used = await fontsUsedFor(page, 'h1');
    // A downloaded face (not the machine's own Noto Sans CJK or Arial); Fontsource's Chinese slices name their
    // family "Noto Sans SC Thin" inside the file (the variable font's default instance).
    const inFamily = used.filter((font) => font.isCustomFont && font.familyName.startsWith(family));
    expect(inFamily, `fonts of the heading: ${JSON.stringify(used)}`).not.toEqual([]);
    // Most of the heading's glyphs come from that face (a Chinese heading may hold a Latin word or figure).
    const glyphs = used.reduce((sum, font) => sum + font.glyphCount, 0);
    expect(inFamily.reduce((sum, font) => sum + font.glyphCount, 0)).toBeGreaterThan(glyphs / 2);

    const faces = await page.evaluate(() =>
      [...document.fonts].map((face) => ({ family: face.family.replace(/"/g, ''), status: face.status })),
    );
    const noto = faces.filter((face) => face.family === 'Noto Sans SC');
    // Both weights' slices are declared, and none is needed: the page's cut holds every character it shows.
    expect(noto.length).toBeGreaterThan(150);
    expect(noto.filter((face) => face.status === 'loaded')).toEqual([]);
    const cut = faces.filter((face) => face.family === 'Noto Sans SC Subset');
    expect(cut.filter((face) => face.status === 'loaded')).toHaveLength(lang === 'zh' ? 2 : 0);
    expect(fontRequests.filter((url) => !url.endsWith('.woff2'))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
