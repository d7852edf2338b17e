/**
 * Scene management end to end against the real server, in both languages: folders, moving, renaming, searching,
 * the view kept in the address, the archived scene's refusal, and axe on each state (dialogs open included).
 */
import type { Page } from '@playwright/test';
import { api, demoToken, expect, expectNoAxeViolations, test } from './support.ts';

const words = {
  zh: {
    lang: 'zh-CN',
    heading: '场景管理',
    newFolder: '新建文件夹',
    folderName: '文件夹名称',
    create: '创建',
    moveToFolder: '移动到文件夹',
    move: '移动',
    folder: '文件夹',
    rename: '重命名',
    sceneName: '场景名称',
    save: '保存',
    search: '按场景名称搜索',
    searchButton: '搜索',
    coverView: '封面视图',
    moreActions: (name: string) => `${name}的更多操作`,
    delete: '删除',
    searchIn: '搜索范围',
    sceneCode: '场景码',
    archivedRefusal: /已封存/,
    deleteConfirm: /删除后无法撤销/,
    cancel: '取消',
  },
  en: {
    lang: 'en',
    heading: 'Scene management',
    newFolder: 'New folder',
    folderName: 'Folder name',
    create: 'Create',
    moveToFolder: 'Move to folder',
    move: 'Move',
    folder: 'Folder',
    rename: 'Rename',
    sceneName: 'Scene name',
    save: 'Save',
    search: 'Search by scene name',
    searchButton: 'Search',
    coverView: 'Cover view',
    moreActions: (name: string) => `More actions for ${name}`,
    delete: 'Delete',
    searchIn: 'Search in',
    sceneCode: 'Scene code',
    archivedRefusal: /archived/i,
    deleteConfirm: /cannot be undone/,
    cancel: 'Cancel',
  },
} as const;

type Lang = keyof typeof words;

/** A name no other run or spec uses, at most `max` characters. */
function unique(prefix: string, max: number): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.slice(
    0,
    max,
  );
}

async function openScenes(page: Page, token: string, lang: Lang, query = '') {
  await page.goto(`/manage/scene?token=${token}&lang=${lang === 'zh' ? 'zh' : 'en'}${query ? `&${query}` : ''}`);
  await expect(page.locator('html')).toHaveAttribute('lang', words[lang].lang);
  await expect(page.getByRole('heading', { level: 1, name: words[lang].heading })).toBeVisible();
}

interface SceneRow {
  sceneNum: string;
  name: string;
  status: number;
}

for (const lang of ['zh', 'en'] as const) {
  const w = words[lang];

  test.describe(`scene management (${lang})`, () => {
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
      await page.getByRole('button', { name: w.newFolder }).click();
      const folderDialog = page.getByRole('dialog');
      await expect(folderDialog).toBeVisible();
      await expectNoAxeViolations(page);
      await folderDialog.getByRole('textbox', { name: w.folderName }).fill(folderName);
      await folderDialog.getByRole('button', { name: w.create }).click();
      await expect(folderDialog).toBeHidden();
      const tree = page.getByRole('treegrid');
      await expect(tree.getByRole('row', { name: folderName })).toBeVisible();

      // The same name again is refused at the field.
      await page.getByRole('button', { name: w.newFolder }).click();
      await folderDialog.getByRole('textbox', { name: w.folderName }).fill(folderName);
      await folderDialog.getByRole('button', { name: w.create }).click();
      await expect(folderDialog.getByRole('textbox', { name: w.folderName })).toHaveAttribute('aria-invalid', 'true');
      await folderDialog.getByRole('button', { name: w.cancel }).click();

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
      await page.getByRole('toolbar').getByRole('button', { name: w.moveToFolder }).click();
      const moveDialog = page.getByRole('dialog');
      await expect(moveDialog).toBeVisible();
      await expectNoAxeViolations(page);
      await moveDialog.getByRole('button', { name: new RegExp(w.folder) }).click();
      await page.getByRole('option', { name: folderName }).click();
      await moveDialog.getByRole('button', { name: w.move, exact: true }).click();
      await expect(moveDialog).toBeHidden();

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
        .getByRole('button', { name: w.moreActions(first.name) })
        .click();
      await page.getByRole('menuitem', { name: w.rename }).click();
      const renameDialog = page.getByRole('dialog');
      await expectNoAxeViolations(page);
      await renameDialog.getByRole('textbox', { name: w.sceneName }).fill(newName);
      await renameDialog.getByRole('button', { name: w.save }).click();
      await expect(renameDialog).toBeHidden();
      await expect(table.getByRole('row', { name: new RegExp(newName) })).toBeVisible();

      // Search for it by name.
      await page.getByRole('searchbox', { name: w.search }).fill(newName);
      await page.getByRole('search').getByRole('button', { name: w.searchButton, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`q=${newName}`));
      await expect(table.getByRole('row')).toHaveCount(2);

      // Cover view, kept on reload.
      await page.getByRole('radio', { name: w.coverView }).click();
      await expect(page).toHaveURL(/view=cover/);
      await page.reload();
      await expect(page.getByRole('radio', { name: w.coverView })).toBeChecked();
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
      await row.getByRole('button', { name: w.moreActions(archived.name) }).click();
      const item = page.getByRole('menuitem', { name: new RegExp(w.delete) });
      await expect(item).toBeDisabled();
      await expect(item).toContainText(w.archivedRefusal);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      // The server refuses it too (a stale page or another client).
      const answer = await api(request, '/user/scene/delete', { sceneNums: [archived.sceneNum] }, token);
      expect(answer.code).toBe(5008);
      expect(consoleErrors).toEqual([]);
    });
  });
}
