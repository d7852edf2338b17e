/**
 * The scene screen drawn by the server for a signed-in account login (apps/server/src/signedInPages.ts): opened with
 * a session, its HTML already holds the first page of scenes, and the browser takes it over without asking for the
 * list again and without a hydration error. A camera login, an ended session and a token in the address get the page
 * drawn in the browser, as before.
 */
import type { Page, Response } from '@playwright/test';
import { api, demoToken, expect, expectNoAxeViolations, LANGS, settledScreen, test, words } from './support.ts';

interface SceneRow {
  name: string;
  sceneNum: string;
}

/** The list calls the page sends from now on. */
function listCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(user\/scene\/newList|user\/folder\/findListTree|device\/scene\/list)/.test(request.url())) {
      calls.push(request.url());
    }
  });
  return calls;
}

async function pageHtml(response: Response | null): Promise<string> {
  if (!response) throw new Error('no answer for the page');
  return response.text();
}

for (const lang of LANGS) {
  const w = words(lang);
  test.describe(`scene screen drawn by the server (${lang})`, { tag: '@demo' }, () => {
    test('arrives with its first page of scenes and is taken over without asking again', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const token = await demoToken(request);
      const { list } = (
        await api<{ list: SceneRow[] }>(request, '/user/scene/newList', { pageNum: 1, pageSize: 12 }, token)
      ).data;
      const [first] = list;
      if (!first) throw new Error('the demo account has no scenes');
      // The token in the address is stored, with its cookie, and removed; the next opening of the address sends it.
      await page.goto(`/manage/scene?token=${token}&lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: w('Scene management') })).toBeVisible();
      await settledScreen(page);

      const calls = listCalls(page);
      const html = await pageHtml(await page.reload());
      expect(html).toContain(`data-signed-in="${lang}"`);
      // The first scene's row is in the HTML, before any script ran.
      expect(html).toContain(first.sceneNum);
      expect(html).toContain('id="signed-in-state"');
      await settledScreen(page);
      await expect(page.locator('html')).not.toHaveAttribute('data-signed-in');
      const table = page.getByRole('grid');
      await expect(table.getByRole('row', { name: new RegExp(first.sceneNum) })).toBeVisible();
      expect(calls, 'the list and folders came with the page').toEqual([]);
      expect(consoleErrors).toEqual([]);
      await expectNoAxeViolations(page);

      // It works: the view switches (kept in the address), and a reload draws the cover view on the server.
      await page.getByRole('radio', { name: w('Cover view') }).click();
      await expect(page).toHaveURL(/view=cover/);
      const coverHtml = await pageHtml(await page.reload());
      expect(coverHtml).toContain(`data-signed-in="${lang}"`);
      await settledScreen(page);
      await expect(page.getByRole('radio', { name: w('Cover view') })).toBeChecked();
      await expect(page.getByText(first.name).first()).toBeVisible();
      expect(calls).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await expectNoAxeViolations(page);
    });

    test('is drawn in the browser for an ended session and for a token in the address', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const token = await demoToken(request);
      await page.goto(`/manage/scene?token=${token}&lang=${lang}`);
      await settledScreen(page);
      // A token in the address wins over the cookie's session: the browser draws the page for it.
      const second = await demoToken(request);
      const withToken = await pageHtml(await page.goto(`/manage/scene?token=${second}&lang=${lang}`));
      expect(withToken).not.toContain('data-signed-in=');
      await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
      // Logged out on the server: the cookie's token has no session any more.
      expect((await api(request, '/sso/user/logout', {}, second)).code).toBe(0);
      const ended = await request.get(`/manage/scene?lang=${lang}`, { headers: { cookie: `token=${second}` } });
      expect(await ended.text()).not.toContain('data-signed-in=');
      expect(consoleErrors).toEqual([]);
    });
  });
}
