/**
 * The header never collides: in both languages, at the desktop widths the site is used at, with the bundled fonts
 * and with the fonts blocked (the fallbacks are wider or narrower), no two header controls overlap and none leaves
 * the window.
 */
import type { Page } from '@playwright/test';
import { expect, LANGS, test, words } from './support.ts';

const WIDTHS = [1024, 1280, 1440, 1920] as const;

interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Every control of the header: the logo, each menu entry, the language switch, the cart, log in and register. */
async function headerBoxes(page: Page): Promise<Box[]> {
  return page
    .locator('header')
    .first()
    .evaluate((header) =>
      [...header.querySelectorAll<HTMLElement>('a, button')]
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => {
          const rect = element.getBoundingClientRect();
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
          return { name, left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
        }),
    );
}

function overlaps(a: Box, b: Box): boolean {
  // Half a pixel of rounding is not a collision.
  return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
}

test('no two header controls overlap at 1024-1920 px, in both languages, with the fonts or without', async ({
  browser,
}) => {
  for (const lang of LANGS) {
    for (const fonts of ['bundled fonts', 'fonts blocked'] as const) {
      // A fresh context each time: no font of the previous page in any cache.
      const context = await browser.newContext();
      const page = await context.newPage();
      if (fonts === 'fonts blocked') await page.route(/\.woff2?$/, (route) => route.abort());
      await page.goto(`/?lang=${lang}`);
      const nav = page.getByRole('navigation', { name: words(lang)('Main menu') });
      await expect(nav).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        const boxes = await headerBoxes(page);
        // Logo, six menus (five in English: no AI design entry is a sub-item), language, cart, log in, register.
        expect(boxes.length).toBeGreaterThanOrEqual(10);
        const collisions: string[] = [];
        boxes.forEach((a, i) => {
          if (a.left < 0 || a.right > width) collisions.push(`${a.name} leaves the window (${a.left}-${a.right})`);
          for (const b of boxes.slice(i + 1)) if (overlaps(a, b)) collisions.push(`${a.name} × ${b.name}`);
        });
        expect({ lang, fonts, width, collisions }).toEqual({ lang, fonts, width, collisions: [] });
      }
      await context.close();
    }
  }
});
