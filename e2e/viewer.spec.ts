/**
 * The public scene viewer (`/show/{sceneNum}`) against the real server: a case card and the scene screen's View open a
 * 360° panorama (a WebGL canvas) with the name and view count; an archived or missing scene gets a page that says why;
 * the viewer is worked by keyboard.
 */
import type { Locator, Page } from '@playwright/test';
import { api, demoToken, expect, expectNoAxeViolations, tabTo, test } from './support.ts';

/** The viewer has its picture: no longer busy loading it, and its canvas is in the page. */
async function expectPanorama(page: Page) {
  const viewer = page.getByRole('application');
  await expect(viewer).toBeVisible();
  // The server draws a panorama on its first request; the viewer takes keys only once it has arrived.
  await expect(viewer).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  await expect(viewer.locator('canvas')).toBeVisible();
}

/** The canvas's picture once two captures in a row agree, so a later difference comes from the input alone. */
async function steadyPicture(viewer: Locator): Promise<Buffer> {
  const canvas = viewer.locator('canvas');
  let last = await canvas.screenshot();
  await expect
    .poll(async () => {
      const next = await canvas.screenshot();
      const same = next.equals(last);
      last = next;
      return same;
    })
    .toBe(true);
  return last;
}

/** Waits until the canvas shows something other than `picture`. */
async function expectPictureChangedFrom(viewer: Locator, picture: Buffer) {
  await expect.poll(async () => (await viewer.locator('canvas').screenshot()).equals(picture)).toBe(false);
}

test.describe('in Chinese', { tag: '@demo' }, () => {
  test('a case card opens its scene in the 360° viewer', async ({ page: cases, consoleErrors }) => {
    await cases.goto('/cases?lang=zh-CN');
    const card = cases.locator('a[href^="/show/case-"]').first();
    await expect(card).toBeVisible();
    const href = (await card.getAttribute('href')) ?? '';
    // A case opens in a new tab.
    const opened = cases.context().waitForEvent('page');
    await card.click();
    const page = await opened;
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The count is grouped by thousands, as on the case cards.
    await expect(page.getByText(/次浏览/)).toHaveText(/^\d{1,3}(,\d{3})* 次浏览$/);
    await expectPanorama(page);
    await expect(page.getByRole('application', { name: /360° 全景/ })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test("the scene screen's View opens the scene; an archived one and a missing one say why", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const token = await demoToken(request);
    const list = await api<{ list: { sceneNum: string; name: string; status: number }[] }>(
      request,
      '/user/scene/newList',
      { pageNum: 1, pageSize: 50 },
      token,
    );
    const normal = list.data.list.find((scene) => scene.status === 0);
    if (!normal) throw new Error('no normal scene on the first page');
    await page.goto(`/manage/scene?token=${token}&lang=zh-CN`);
    await page
      .getByRole('button', { name: `查看${normal.name}` })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/show/${normal.sceneNum}$`));
    await expect(page.getByRole('heading', { level: 1, name: normal.name })).toBeVisible();
    await expectPanorama(page);

    let archived: { sceneNum: string } | undefined;
    for (let pageNum = 1; pageNum <= 10 && !archived; pageNum += 1) {
      const scenes = await api<{ list: { sceneNum: string; status: number }[] }>(
        request,
        '/user/scene/newList',
        { pageNum, pageSize: 50 },
        token,
      );
      archived = scenes.data.list.find((scene) => scene.status === 3);
    }
    if (!archived) throw new Error('no archived scene in the seed');
    await page.goto(`/show/${archived.sceneNum}?lang=zh-CN`);
    await expect(page.getByText(/已封存/).first()).toBeVisible();
    await expect(page.getByText(/续费或扩容后即可再次浏览/)).toBeVisible();
    await expect(page.getByRole('application')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto('/show/no-such-scene?lang=zh-CN');
    await expect(page.getByRole('heading', { name: '该场景不存在' })).toBeVisible();
    await expect(page.getByRole('link', { name: '查看行业案例' })).toHaveAttribute('href', '/cases');
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('by keyboard alone: reach the viewer, turn it with the arrows, zoom in with the button', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/show/case-2-0?lang=en');
    await expectPanorama(page);
    const viewer = page.getByRole('application', { name: /360° view of/ });
    await tabTo(page, viewer);
    await expect(viewer).toBeFocused();
    const before = await steadyPicture(viewer);
    // Holding the arrow turns the view until it is let go.
    await page.keyboard.down('ArrowRight');
    await page.waitForTimeout(600);
    await page.keyboard.up('ArrowRight');
    await expectPictureChangedFrom(viewer, before);
    // Tab on to the buttons under the viewer: Zoom in changes the picture again.
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    await tabTo(page, zoomIn, 6);
    const after = await steadyPicture(viewer);
    await page.keyboard.press('Enter');
    await expectPictureChangedFrom(viewer, after);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
