/**
 * Sharing a scene against the real server: the embed code's address shows the viewer alone (no header, footer or
 * banner), and the server lets other sites frame that page only.
 */
import { expect, expectNoAxeViolations, test } from './support.ts';

// The view count, grouped by thousands in both languages (as on the case cards).
for (const [lang, views] of [
  ['zh-CN', /^\d{1,3}(,\d{3})* 次浏览$/],
  ['en', /^\d{1,3}(,\d{3})* views?$/],
] as const) {
  test(`the embedded viewer shows the scene without the site around it (${lang})`, async ({ page, consoleErrors }) => {
    await page.goto(`/cases?lang=${lang}`);
    const card = page.locator('a[href^="/show/case-"]').first();
    await expect(card).toBeVisible();
    const href = (await card.getAttribute('href')) ?? '';
    const answer = await page.goto(`${href}?embed=1`);
    const csp = answer?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain('frame-ancestors *');
    expect(answer?.headers()['x-frame-options']).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(views)).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // In the embed code's 853 × 480 frame the page fits: the viewer and its last control are in view, nothing scrolls.
    await page.setViewportSize({ width: 853, height: 480 });
    await expect(page.getByRole('application')).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: lang === 'en' ? 'Full screen' : '全屏' })).toBeInViewport({
      ratio: 1,
    });
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(480);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Without ?embed=1 the same page has the site around it; the account area stays unframeable.
    await page.goto(href);
    await expect(page.getByRole('banner')).toBeVisible();
    const account = await page.request.get('/manage/scene');
    expect(account.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(account.headers()['x-frame-options']).toBe('DENY');
    expect(consoleErrors).toEqual([]);
  });
}
