/**
 * Scene management end to end against the real server, in both languages: folders, moving, renaming, searching,
 * the view kept in the address, the archived scene's refusal, and axe on each state (dialogs open included).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  api,
  cameraLogin,
  DEMO_SECOND,
  demoToken,
  expect,
  expectNoAxeViolations,
  HTML_LANG,
  LANGS,
  loginToken,
  settledScreen,
  tabTo,
  test,
  words,
  type Lang,
} from './support.ts';

/** A name no other run or spec uses, at most `max` characters. */
function unique(prefix: string, max: number): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.slice(
    0,
    max,
  );
}

async function openScenes(page: Page, token: string, lang: Lang, query = '') {
  await page.goto(`/manage/scene?token=${token}&lang=${lang === 'zh' ? 'zh' : 'en'}${query ? `&${query}` : ''}`);
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
  await expect(page.getByRole('heading', { level: 1, name: words(lang)('Scene management') })).toBeVisible();
  await settledScreen(page);
}

interface SceneRow {
  sceneNum: string;
  name: string;
  status: number;
  cooperationUser: string | null;
}

/** A normal scene of the demo account with no collaborator, from a page that other specs are unlikely to reach. */
async function freeScene(request: APIRequestContext, token: string, pageNum: number): Promise<SceneRow> {
  const { list } = (await api<{ list: SceneRow[] }>(request, '/user/scene/newList', { pageNum, pageSize: 20 }, token))
    .data;
  const scene = list.find((item) => item.status === 0 && item.cooperationUser === null);
  if (!scene) throw new Error('no free scene on that page');
  return scene;
}

test(
  'a direct load asks for the scene list once: the start-up prefetch and the screen share it',
  { tag: '@demo' },
  async ({ page, request }) => {
    const token = await demoToken(request);
    let lists = 0;
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/user/scene/newList') lists += 1;
    });
    await openScenes(page, token, 'en', 'folder=top&page=2');
    await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
    // The screen's list, and the archived scenes the forecast beside the capacity meter asks for with its own request
    // (the browser does not show the tests the bodies, which tell them apart).
    expect(lists).toBe(2);
  },
);

for (const lang of LANGS) {
  const w = words(lang);

  test.describe(`scene management (${lang})`, { tag: '@demo' }, () => {
    test('folders: create one, move two scenes into it, rename one, search it, cover view kept on reload', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const token = await demoToken(request);
      await openScenes(page, token, lang);
      const table = page.getByRole('grid');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expectNoAxeViolations(page);

      // A new folder.
      const folderName = unique('F', 12);
      await page.getByRole('button', { name: w('New folder') }).click();
      const folderDialog = page.getByRole('dialog');
      await expect(folderDialog).toBeVisible();
      await expectNoAxeViolations(page);
      await folderDialog.getByRole('textbox', { name: w('Folder name') }).fill(folderName);
      await folderDialog.getByRole('button', { name: w('Create') }).click();
      await expect(folderDialog).toBeHidden();
      const tree = page.getByRole('treegrid');
      await expect(tree.getByRole('row', { name: folderName })).toBeVisible();

      // The same name again is refused at the field.
      await page.getByRole('button', { name: w('New folder') }).click();
      await folderDialog.getByRole('textbox', { name: w('Folder name') }).fill(folderName);
      await folderDialog.getByRole('button', { name: w('Create') }).click();
      await expect(folderDialog.getByRole('textbox', { name: w('Folder name') })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await folderDialog.getByRole('button', { name: w('Cancel') }).click();

      // Tick two normal scenes of the first page and move them into the folder.
      const list = (
        await api<{ list: SceneRow[] }>(request, '/user/scene/newList', { pageNum: 1, pageSize: 12 }, token)
      ).data.list;
      const normal = list.filter((scene) => scene.status === 0).slice(0, 2);
      expect(normal).toHaveLength(2);
      for (const scene of normal) {
        await table
          .getByRole('row', { name: new RegExp(scene.sceneNum) })
          .getByRole('checkbox')
          .check({ force: true });
      }
      await page
        .getByRole('toolbar')
        .getByRole('button', { name: w('Move to folder') })
        .click();
      const moveDialog = page.getByRole('dialog');
      await expect(moveDialog).toBeVisible();
      await expectNoAxeViolations(page);
      await moveDialog.getByRole('button', { name: new RegExp(w('Folder')) }).click();
      await page.getByRole('option', { name: folderName }).click();
      await moveDialog.getByRole('button', { name: w('Move'), exact: true }).click();
      await expect(moveDialog).toBeHidden();
      // The dialog and the selection bar are gone: focus goes to the scene list, not to the page.
      await expect(table.locator(':focus')).toHaveCount(1);

      // The folder lists exactly those two.
      await tree.getByRole('row', { name: folderName }).click();
      await expect(page).toHaveURL(/folder=\d+/);
      await expect(table.getByRole('row')).toHaveCount(3);
      for (const scene of normal)
        await expect(table.getByRole('row', { name: new RegExp(scene.sceneNum) })).toBeVisible();

      // Rename the first.
      const [first] = normal;
      if (!first) throw new Error('no scene');
      const newName = unique(`R${lang}`, 20);
      await table
        .getByRole('row', { name: new RegExp(first.sceneNum) })
        .getByRole('button', { name: w('More actions for {name}', { name: first.name }) })
        .click();
      await page.getByRole('menuitem', { name: w('Rename') }).click();
      const renameDialog = page.getByRole('dialog');
      await expectNoAxeViolations(page);
      await renameDialog.getByRole('textbox', { name: w('Scene name') }).fill(newName);
      await renameDialog.getByRole('button', { name: w('Save') }).click();
      await expect(renameDialog).toBeHidden();
      await expect(table.getByRole('row', { name: new RegExp(newName) })).toBeVisible();

      // Search for it by name.
      await page.getByRole('searchbox', { name: w('Search by scene name') }).fill(newName);
      await page
        .getByRole('search')
        .getByRole('button', { name: w('Search'), exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`q=${newName}`));
      await expect(table.getByRole('row')).toHaveCount(2);

      // Cover view, kept on reload.
      await page.getByRole('radio', { name: w('Cover view') }).click();
      await expect(page).toHaveURL(/view=cover/);
      await page.reload();
      await expect(page.getByRole('radio', { name: w('Cover view') })).toBeChecked();
      await expect(page.getByRole('grid').getByRole('row', { name: new RegExp(newName) })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    });

    test('an archived scene cannot be deleted, and the screen says why', async ({ page, request, consoleErrors }) => {
      const token = await demoToken(request);
      const archived = (
        await api<{ list: SceneRow[] }>(request, '/user/scene/newList', { status: 3, pageSize: 1 }, token)
      ).data.list[0];
      if (!archived) throw new Error('the seed has no archived scene');
      await openScenes(page, token, lang, `q=${archived.sceneNum}&kt=2`);
      const row = page.getByRole('grid').getByRole('row', { name: new RegExp(archived.sceneNum) });
      await expect(row).toBeVisible();
      await row.getByRole('button', { name: w('More actions for {name}', { name: archived.name }) }).click();
      const item = page.getByRole('menuitem', { name: new RegExp(w('Delete')) });
      await expect(item).toBeDisabled();
      await expect(item).toContainText(new RegExp(w('Archived'), 'i'));
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      // The server refuses it too (a stale page or another client).
      const answer = await api(request, '/user/scene/delete', { sceneNums: [archived.sceneNum] }, token);
      expect(answer.code).toBe(5008);
      expect(consoleErrors).toEqual([]);
    });

    test('invite wangfang with two permissions, wangfang sees the scene, then cancel', async ({
      page,
      browser,
      request,
      consoleErrors,
    }) => {
      const token = await demoToken(request);
      const scene = await freeScene(request, token, lang === 'zh' ? 5 : 6);
      const resources = (
        await api<{ id: number; name: string; enName: string }[]>(
          request,
          '/user/scene/cooperation/findSceneResource',
          { sceneNum: scene.sceneNum },
          token,
        )
      ).data;
      await openScenes(page, token, lang, `q=${scene.sceneNum}&kt=2`);
      const row = page.getByRole('grid').getByRole('row', { name: new RegExp(scene.sceneNum) });
      const openInvite = async () => {
        await row.getByRole('button', { name: w('More actions for {name}', { name: scene.name }) }).click();
        await page.getByRole('menuitem', { name: w('Collaborate') }).click();
        // By its name: the loading overlay, shown while a slow call is under way, is a dialog too.
        const dialog = page.getByRole('dialog', { name: w('Invite collaborator') });
        await expect(dialog).toBeVisible();
        return dialog;
      };
      let dialog = await openInvite();
      await expectNoAxeViolations(page);
      const userName = dialog.getByRole('textbox', { name: w("Collaborator's user name") });
      const [first, second] = resources;
      if (!first || !second) throw new Error('fewer than two permission resources');
      for (const resource of [first, second]) {
        await dialog
          .getByRole('checkbox', { name: lang === 'en' ? resource.enName : resource.name })
          .check({ force: true });
      }
      // Never yourself: refused at the field.
      await userName.fill('demo');
      await dialog.getByRole('button', { name: w('Save') }).click();
      await expect(userName).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog).toContainText(w("You can't make yourself a collaborator."));
      await userName.fill('wangfang');
      await dialog.getByRole('button', { name: w('Save') }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText('wangfang');

      // wangfang sees it among the scenes shared with them.
      const wangfang = await loginToken(request, DEMO_SECOND.phone, DEMO_SECOND.password);
      const context = await browser.newContext({ locale: lang === 'en' ? 'en-US' : 'zh-CN' });
      const other = await context.newPage();
      await openScenes(other, wangfang, lang, `tab=shared&q=${scene.sceneNum}&kt=2`);
      await expect(other.getByRole('grid').getByRole('row', { name: new RegExp(scene.sceneNum) })).toBeVisible();
      await expectNoAxeViolations(other);
      await context.close();

      // Cancel the collaboration, back on the owner's page: brought to the front, since a page left in the background
      // gets no animation frames, and its menu never settles for a click.
      await page.bringToFront();
      dialog = await openInvite();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: w('Cancel collaboration') }).click();
      await expect(dialog).toBeHidden();
      await expect(row).not.toContainText('wangfang');
      expect(consoleErrors).toEqual([]);
    });

    test('a camera login sees only its own scenes, may only rename and delete, and reaches no other screen', async ({
      page,
      request,
      consoleErrors,
    }) => {
      await cameraLogin(page, request, lang);
      expect(await page.evaluate(() => localStorage.getItem('deviceLogin'))).toBeTruthy();
      await expect(page.getByRole('heading', { level: 1, name: w("My camera's scenes") })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: w("My camera's scenes") })).toBeVisible();
      const table = page.getByRole('grid');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      // No tabs, folders, capacity or collaborators: only what a camera login may use.
      await expect(page.getByRole('tab')).toHaveCount(0);
      await expect(page.getByRole('treegrid')).toHaveCount(0);
      await expect(page.getByRole('meter')).toHaveCount(0);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const own = (
        await api<{ list: SceneRow[]; listTotal: number }>(request, '/device/scene/list', { pageSize: 12 }, token ?? '')
      ).data;
      const all = (
        await api<{ listTotal: number }>(request, '/user/scene/newList', { pageSize: 1 }, await demoToken(request))
      ).data;
      expect(own.listTotal).toBeLessThan(all.listTotal);
      const [firstScene] = own.list;
      if (!firstScene) throw new Error('the camera has no scenes');
      await expect(table.getByRole('row', { name: new RegExp(firstScene.sceneNum) })).toBeVisible();
      await table
        .getByRole('row', { name: new RegExp(firstScene.sceneNum) })
        .getByRole('button', { name: w('More actions for {name}', { name: firstScene.name }) })
        .click();
      await expect(page.getByRole('menuitem')).toHaveCount(2);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      expect(consoleErrors).toEqual([]);

      // Confined: consumption records open; any other account screen ends the camera session at the login page.
      await page.goto('/manage/consumption');
      await expect(page).toHaveURL(/\/manage\/consumption$/);
      await page.goto('/manage/order');
      await expect(page).toHaveURL(/\/login\/login/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });

    test('by keyboard alone: search a scene by its code, rename it, switch to covers', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const token = await demoToken(request);
      const scene = await freeScene(request, token, lang === 'zh' ? 7 : 8);
      await openScenes(page, token, lang);
      await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();

      // Search in: scene code (the select opens with Enter, the arrows choose).
      const searchIn = page.getByRole('search').getByRole('button', { name: new RegExp(w('Search in')) });
      await tabTo(page, searchIn);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('listbox')).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(searchIn).toContainText(w('Scene code'));
      await page.keyboard.press('Tab');
      await page.keyboard.type(scene.sceneNum);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`q=${scene.sceneNum}&kt=2`));
      const row = page.getByRole('grid').getByRole('row', { name: new RegExp(scene.sceneNum) });
      await expect(page.getByRole('grid').getByRole('row')).toHaveCount(2);

      // Rename it: the row's menu is reached with the arrow keys from the row.
      // The table is one tab stop; Arrow Left from a row wraps to its last button, the menu.
      await tabTo(page, page.getByRole('grid').getByRole('row').nth(1));
      const more = row.getByRole('button', { name: w('More actions for {name}', { name: scene.name }) });
      for (let i = 0; i < 12 && !(await more.evaluate((element) => element === document.activeElement)); i += 1) {
        await page.keyboard.press('ArrowLeft');
      }
      await expect(more).toBeFocused();
      await page.keyboard.press('Enter');
      const renameItem = page.getByRole('menuitem', { name: w('Rename') });
      for (let i = 0; i < 6 && !(await renameItem.evaluate((element) => element === document.activeElement)); i += 1) {
        await page.keyboard.press('ArrowDown');
      }
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      const name = dialog.getByRole('textbox', { name: w('Scene name') });
      await tabTo(page, name);
      await page.keyboard.press('ControlOrMeta+a');
      const newName = unique(`K${lang}`, 20);
      await page.keyboard.type(newName);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(row).toContainText(newName);

      // Cover view with the view switch.
      const cover = page.getByRole('radio', { name: w('Cover view') });
      await tabTo(page, page.getByRole('radio', { checked: true }));
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Space');
      await expect(cover).toBeChecked();
      await expect(page).toHaveURL(/view=cover/);
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    });
  });
}
