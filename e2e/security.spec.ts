/**
 * The built site under the server's Content-Security-Policy: no script, style, font or image the policy refuses on
 * public pages, the login page and the account area (react-aria's overlays and style attributes included), and the
 * headers on pages and API answers.
 */
import type { Page } from '@playwright/test';
import { demoToken, expect, expectNoAxeViolations, test } from './support.ts';

/** Records every CSP violation the page reports (the init script runs before the page's own, outside its policy). */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      );
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('public pages, the login page and API answers carry the headers; no policy violation', async ({
  page,
  request,
  consoleErrors,
}) => {
  const violations = await recordViolations(page);
  for (const path of ['/', '/news', '/cases/all', '/pricedetail', '/login/login', '/dev']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.locator('h1').first()).toBeVisible();
    expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
  }
  // A react-aria overlay (the language menu, positioned by style attributes) opens under the policy.
  await page.goto('/');
  await page.keyboard.press('Tab');
  expect(await violations()).toEqual([]);
  expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);

  // API answers carry the headers too.
  const answer = await request.post('/api/sso/user/checkUser', { data: { phoneNum: '13800138000' } });
  expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('the account area loads under the policy with no violation', async ({ page, request, consoleErrors }) => {
  const token = await demoToken(request);
  const violations = await recordViolations(page);
  await page.goto(`/about?token=${token}`);
  for (const path of ['/manage/scene', '/manage/information', '/manage/order', '/manage/device']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
  }
  expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});

test('the demo says so on every page, in both languages, with a working link to the mailbox', async ({ page }) => {
  // A prerendered page carries the demo's marker in its HTML.
  await page.goto('/pricedetail?lang=en');
  await expect(page.locator('meta[name="kankan-demo"]')).toHaveCount(1);
  await expect(page.getByRole('complementary', { name: 'Demo' })).toBeVisible();
  await expect(page.locator('a[href="/dev/mailbox"]')).toBeVisible();
  await page.goto('/?lang=zh');
  for (const path of ['/', '/news', '/login/login']) {
    await page.goto(path);
    const banner = page.getByRole('complementary', { name: '演示' });
    await expect(banner).toContainText('演示站点');
  }
  // axe looks at the page once it has rendered (its heading), not at the shell while the page's chunk loads.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/?lang=en');
  const banner = page.getByRole('complementary', { name: 'Demo' });
  await expect(banner).toContainText('Demo site.');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await banner.getByRole('link', { name: 'demo mailbox' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Development mailbox');
});
