/**
 * The scene screen's collaboration and sharing against the real server, in both languages: two scenes ticked in the
 * list get one collaborator at once, then both are under "Mine with a collaborator"; a scene's share dialog gives
 * the link to its viewer (opened here) and an embed code for it; axe is clean with each dialog open.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  api,
  demoToken,
  expect,
  expectNoAxeViolations,
  LANGS,
  settledScreen,
  test,
  words,
  type Lang,
} from './support.ts';

interface SceneRow {
  sceneNum: string;
  name: string;
  status: number;
  cooperationUser: string | null;
}

/** The scenes of one page of the screen's list (12 a page), as the server lists them. */
async function listPage(request: APIRequestContext, token: string, pageNum: number): Promise<SceneRow[]> {
  return (await api<{ list: SceneRow[] }>(request, '/user/scene/newList', { pageNum, pageSize: 12 }, token)).data.list;
}

async function openScenes(page: Page, token: string, lang: Lang, query: string) {
  await page.goto(`/manage/scene?token=${token}&lang=${lang}&${query}`);
  await expect(page.getByRole('heading', { level: 1, name: words(lang)('Scene management') })).toBeVisible();
  await settledScreen(page);
}

for (const lang of LANGS) {
  const w = words(lang);
  // Pages of the list no other spec works on.
  const pageNum = lang === 'zh' ? 14 : 15;

  test.describe(`scene collaboration and sharing (${lang})`, { tag: '@demo' }, () => {
    test('two ticked scenes get one collaborator, then both are under "mine with a collaborator"', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const token = await demoToken(request);
      const free = (await listPage(request, token, pageNum)).filter(
        (scene) => scene.status === 0 && scene.cooperationUser === null,
      );
      const chosen = free.slice(0, 2);
      if (chosen.length < 2) throw new Error(`page ${pageNum} has fewer than two free scenes`);
      const resources = (
        await api<{ id: number; name: string; enName: string }[]>(
          request,
          '/user/scene/cooperation/findSceneResource',
          { sceneNum: chosen[0]?.sceneNum },
          token,
        )
      ).data;
      const resource = resources[0];
      if (!resource) throw new Error('no permission resource');

      try {
        await openScenes(page, token, lang, `page=${pageNum}`);
        const grid = page.getByRole('grid');
        for (const scene of chosen) {
          await grid
            .getByRole('row', { name: new RegExp(scene.sceneNum) })
            .getByRole('checkbox')
            .check({ force: true });
        }
        await page.getByRole('button', { name: w('Invite a collaborator'), exact: true }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        // The dialog names both scenes it invites to.
        for (const scene of chosen) await expect(dialog).toContainText(scene.name);
        await expectNoAxeViolations(page);
        await dialog.getByRole('textbox', { name: w("Collaborator's user name") }).fill('wangfang');
        await dialog
          .getByRole('checkbox', { name: lang === 'en' ? resource.enName : resource.name })
          .check({ force: true });
        await dialog.getByRole('button', { name: w('Save') }).click();
        await expect(dialog).toBeHidden();
        for (const scene of chosen)
          await expect(grid.getByRole('row', { name: new RegExp(scene.sceneNum) })).toContainText('wangfang');

        await page.getByRole('tab', { name: w('Mine with a collaborator') }).click();
        await expect(page).toHaveURL(/tab=withCollaborator/);
        // Only scenes with a collaborator: no row's collaborator cell says none.
        await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
        await expect(page.getByRole('grid').getByRole('gridcell', { name: w('None'), exact: true })).toHaveCount(0);
        for (const scene of chosen) {
          await page.goto(`/manage/scene?lang=${lang}&tab=withCollaborator&q=${scene.sceneNum}&kt=2`);
          const row = page.getByRole('grid').getByRole('row', { name: new RegExp(scene.sceneNum) });
          await expect(row).toContainText('wangfang');
        }
        await expectNoAxeViolations(page);
        expect(consoleErrors).toEqual([]);
      } finally {
        for (const scene of chosen)
          await api(request, '/user/scene/cooperation/delete', { sceneNum: scene.sceneNum }, token);
      }
    });

    test("a scene's share dialog links to its viewer and gives an embed code", async ({
      page,
      context,
      request,
      consoleErrors,
    }) => {
      const token = await demoToken(request);
      const scene = (await listPage(request, token, pageNum + 2)).find((item) => item.status === 0);
      if (!scene) throw new Error('no normal scene on that page');
      await openScenes(page, token, lang, `q=${scene.sceneNum}&kt=2`);
      const row = page.getByRole('grid').getByRole('row', { name: new RegExp(scene.sceneNum) });
      await row.getByRole('button', { name: w('More actions for {name}', { name: scene.name }) }).click();
      await page.getByRole('menuitem', { name: w('Share') }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img')).toBeVisible(); // the link's QR code
      await expectNoAxeViolations(page);

      const link = await dialog.getByRole('textbox', { name: w('Link') }).inputValue();
      expect(new URL(link).pathname).toBe(`/show/${scene.sceneNum}`);
      const embed = await dialog.getByRole('textbox', { name: w('Embed code') }).inputValue();
      expect(embed).toContain('<iframe');
      expect(embed).toContain(`/show/${scene.sceneNum}?embed=1`);

      // The link opens the scene in the viewer (on this test's server).
      const viewer = await context.newPage();
      await viewer.goto(new URL(link).pathname);
      await expect(viewer.getByRole('heading', { level: 1, name: scene.name })).toBeVisible();
      await viewer.close();
      expect(consoleErrors).toEqual([]);
    });
  });
}
