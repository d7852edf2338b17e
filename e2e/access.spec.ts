/** Issue 43's access journeys: skip link, login links, unknown addresses, the agreement, invoices, collaborators. */
import {
  DEMO_SECOND,
  LANGS,
  demoToken,
  expect,
  expectNoAxeViolations,
  loginToken,
  openAs,
  test,
  words,
} from './support.ts';

for (const lang of LANGS) {
  test.describe(`access in ${lang === 'zh' ? 'Chinese' : 'English'}`, () => {
    test('the first Tab reaches the skip link, which moves focus to the content', async ({ page }) => {
      const t = words(lang);
      await page.goto(`/about?lang=${lang}`);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: t('Skip to main content') });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('#main-content')).toBeFocused();
      await expect(page).toHaveURL(/\/about$/);
      await expectNoAxeViolations(page);
    });

    test("the header's login link remembers the page and the login returns to it", async ({ page }) => {
      const t = words(lang);
      await page.goto(`/news?lang=${lang}`);
      const login = page.getByRole('banner').getByRole('link', { name: t('Log in'), exact: true });
      await expect(login).toHaveAttribute('href', '/login/login?from=%2Fnews');
      await login.click();
      await expect(page).toHaveURL(/\/login\/login\?from=%2Fnews$/);
    });

    test('the login pages fill the window, and the agreement is set in spaced paragraphs', async ({ page }) => {
      const t = words(lang);
      // Find password is a tab of the login page; register comes last, for the agreement below.
      for (const tab of ['login', 'find password', 'register']) {
        await page.goto(`/login/${tab === 'register' ? 'register' : 'login'}?lang=${lang}`);
        if (tab === 'find password') {
          const reset = page.getByRole('tab', { name: t('Find password') });
          await reset.click();
          await expect(reset).toHaveAttribute('aria-selected', 'true');
        }
        const main = await page.getByRole('main').boundingBox();
        // The sunken page reaches the bottom of the window: no band of the body's white under a short form.
        expect(Math.round((main?.y ?? 0) + (main?.height ?? 0)), tab).toBeGreaterThanOrEqual(
          page.viewportSize()?.height ?? Infinity,
        );
      }
      await page.getByRole('checkbox').focus();
      await page.keyboard.press('Space');
      const paragraphs = page.getByRole('region', { name: t('Terms text') }).locator('p');
      const first = await paragraphs.nth(0).boundingBox();
      const second = await paragraphs.nth(1).boundingBox();
      expect((second?.y ?? 0) - ((first?.y ?? 0) + (first?.height ?? 0))).toBeGreaterThan(0);
    });

    test('an unknown address answers 404 with the not-found page', async ({ page }) => {
      const response = await page.goto(`/no-such-page?lang=${lang}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect((await page.request.get('/about')).status()).toBe(200);
    });

    test('My invoices lists the delivered invoices and offers Edit only within 7 days', async ({ page, request }) => {
      const t = words(lang);
      await openAs(page, await demoToken(request), `/manage/invoice?lang=${lang}`);
      const grid = page.getByRole('grid', { name: t('Invoices') });
      await expect(grid.getByRole('row')).toHaveCount(4);
      // Seed: one delivered 3 days ago, one 40 days ago, one not yet delivered.
      await expect(
        grid.getByRole('button', { name: t('Edit the invoice for {title}', { title: 'Example Co Ltd' }) }),
      ).toHaveCount(2);
      await expectNoAxeViolations(page);
    });

    test("a collaborator's Edit lists the functions granted on a shared scene", async ({ page, request }) => {
      const t = words(lang);
      const token = await loginToken(request, DEMO_SECOND.phone, DEMO_SECOND.password);
      await openAs(page, token, `/manage/scene?tab=shared&lang=${lang}`);
      const firstRow = page.getByRole('grid').getByRole('row').nth(1);
      await firstRow
        .getByRole('button', { name: t('Edit') })
        .first()
        .click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(lang === 'zh' ? '编辑热点' : 'Edit hotspots');
      await expect(dialog).toContainText(t("Add, change and remove the scene's hotspots."));
      await expectNoAxeViolations(page);
    });
  });
}

test('the floating Message us button stays clear of the pages’ text at 1280 and 1440 px, in both languages', async ({
  page,
}) => {
  for (const lang of LANGS)
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const address of ['/pricedetail', '/about', '/dev']) {
        await page.goto(`${address}?lang=${lang}`);
        const button = page.getByRole('button', { name: words(lang)('Message us') });
        await expect(button).toBeVisible();
        const left = (await button.boundingBox())?.x ?? 0;
        // The right edge of the furthest text in the page's content, wherever it scrolls to.
        const textRight = await page.getByRole('main').evaluate((main) => {
          let right = 0;
          const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) right = Math.max(right, rect.right);
          }
          return right;
        });
        expect(textRight, `${address} at ${width} (${lang})`).toBeLessThanOrEqual(left);
      }
    }
});

test('in Chinese at 1280 × 560 the agreement cannot be accepted before its end is read', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 560 });
  await page.goto('/login/register?lang=zh');
  const box = page.getByRole('checkbox');
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).not.toBeChecked();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: '确定' });
  await expect(confirm).toBeDisabled();
  // The end of the text hidden by the short window: reading on (the text and the dialog body scroll) unlocks it.
  await dialog.getByRole('region').evaluate((region) => region.lastElementChild?.scrollIntoView());
  await expect(confirm).toBeEnabled();
});
