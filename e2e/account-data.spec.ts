/**
 * The account's data end to end, in both languages: a scene download requested on the scene screen and saved from
 * the download area (a member's free download in English; a paid one through the simulated wallet in Chinese, on
 * the second demo account, which has no membership), the application centre and its links, the data download as a
 * ZIP of CSV files, and account deletion with its cooling-off cancelled by logging in again (on accounts of the
 * test's own, by keyboard alone in one language). Every state is checked with axe, dialogs open included.
 */
import fs from 'node:fs';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { freshAccount, openAs, type Lang } from './account-support.ts';
import { api, DEMO, expect, expectNoAxeViolations, test } from './support.ts';

const SECOND = { phone: '13900139000', password: DEMO.password } as const;

const T = {
  zh: {
    moreActions: (name: string) => `${name}的更多操作`,
    requestDownload: '申请下载',
    payAndDownload: '支付并下载',
    downloadTitle: (name: string) => `下载“${name}”？`,
    ready: '可下载',
    saveFile: (name: string) => `保存文件：${name}`,
    freeLeft: '剩余免费下载次数',
    appCentre: '应用中心',
    notFound: /找不到/,
    exportData: '下载我的数据（ZIP）',
    deleteAccount: '注销账号',
    understand: '我已了解，我的账号及其数据将被注销。',
    ok: '确定',
    dueToBeDeleted: '您的账号即将被注销',
    daysLeft: /剩余 15 天/,
    cancelled: '登录已取消您的账号注销申请。',
    account: '手机号或邮箱',
    password: '密码',
    setDefault: '设为默认',
    defaultBadge: '默认',
  },
  en: {
    moreActions: (name: string) => `More actions for ${name}`,
    requestDownload: 'Request download',
    payAndDownload: 'Pay and download',
    downloadTitle: (name: string) => `Download “${name}”?`,
    ready: 'Ready',
    saveFile: (name: string) => `Save file: ${name}`,
    freeLeft: 'Free downloads left',
    appCentre: 'Application centre',
    notFound: "We can't find this page",
    exportData: 'Download my data (ZIP)',
    deleteAccount: 'Delete account',
    understand: 'I understand that my account and its data will be deleted.',
    ok: 'OK',
    dueToBeDeleted: 'Your account is due to be deleted',
    daysLeft: /15 days left/,
    cancelled: 'Logging in cancelled your account deletion.',
    account: 'Mobile number or e-mail',
    password: 'Password',
    setDefault: 'Set as default',
    defaultBadge: 'Default',
  },
} as const;

/** axe once react-aria's announcements of a button that has since gone have expired (see account.spec.ts). */
async function axe(page: Page): Promise<void> {
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
}

async function loginToken(request: APIRequestContext, phoneNum: string, password: string): Promise<string> {
  const answer = await api<{ token: string }>(request, '/sso/user/login', { phoneNum, areaNum: '86', password });
  expect(answer.code).toBe(0);
  return answer.data.token;
}

/** A normal scene on the first page of the account's scene list (as the scene screen shows it), with a unique name. */
async function normalScene(request: APIRequestContext, token: string): Promise<{ sceneNum: string; name: string }> {
  const answer = await api<{ list: { sceneNum: string; name: string; status: number }[] }>(
    request,
    '/user/scene/newList',
    { pageNum: 1, pageSize: 12 },
    token,
  );
  const names = answer.data.list.map((scene) => scene.name);
  const scene = answer.data.list.find(
    (item) => item.status === 0 && names.filter((name) => name === item.name).length === 1,
  );
  expect(scene, 'a normal scene with a unique name on the first page').toBeTruthy();
  return scene ?? { sceneNum: '', name: '' };
}

/** The entries of a downloaded ZIP, by name, as text. */
async function zipEntries(download: Download): Promise<Record<string, string>> {
  const file = await download.path();
  const entries = unzipSync(new Uint8Array(fs.readFileSync(file)));
  return Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

/** Presses Tab until `target` has focus (at most `max` times); fails when it never does. */
async function tabTo(page: Page, target: Locator, max = 30): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Asks for the download of `name` from the scene screen's menu and answers the confirmation. */
async function requestDownload(page: Page, lang: Lang, name: string, confirm: string): Promise<void> {
  const t = T[lang];
  await page
    .getByRole('button', { name: t.moreActions(name) })
    .first()
    .click();
  await page.getByRole('menuitem', { name: t.requestDownload }).click();
  const dialog = page.getByRole('alertdialog', { name: t.downloadTitle(name) });
  await expect(dialog.getByRole('button', { name: confirm })).toBeVisible();
  await axe(page);
  await dialog.getByRole('button', { name: confirm }).click();
}

test.describe('scene downloads', () => {
  test('a member uses a free download and saves the file from the download area (en)', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const t = T.en;
    const token = await loginToken(request, DEMO.phone, DEMO.password);
    const scene = await normalScene(request, token);
    const before = await api<{ freeLeft: number }>(request, '/user/download/list', {}, token);
    expect(before.data.freeLeft).toBeGreaterThan(0);

    await page.goto(`/manage/scene?token=${token}&lang=en`);
    await requestDownload(page, 'en', scene.name, t.requestDownload);
    await expect(page.getByText('Download ready')).toBeVisible();

    await page.goto('/manage/fileDown');
    await expect(page.getByRole('heading', { level: 1, name: 'Download area' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: scene.sceneNum });
    await expect(row.getByText(t.ready)).toBeVisible();
    await expect(page.getByText(t.freeLeft)).toBeVisible();
    await axe(page);
    const saved = page.waitForEvent('download');
    await row.getByRole('button', { name: t.saveFile(scene.name) }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe(`scene-${scene.sceneNum}.zip`);
    const entries = await zipEntries(download);
    expect(JSON.parse(entries['scene.json'] ?? '{}')).toMatchObject({ sceneNum: scene.sceneNum, name: scene.name });
    expect(consoleErrors).toEqual([]);
  });

  test('without a membership the download is paid with the wallet and then ready (zh)', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const t = T.zh;
    const token = await loginToken(request, SECOND.phone, SECOND.password);
    const scene = await normalScene(request, token);

    await page.goto(`/manage/scene?token=${token}&lang=zh-CN`);
    const qrAnswer = page.waitForResponse((r) => r.url().includes('/api/order/pay/wechatPay'));
    await requestDownload(page, 'zh', scene.name, t.payAndDownload);
    const payment = page.getByRole('dialog', { name: '支付' });
    await expect(payment.getByRole('img', { name: /二维码/ })).toBeVisible();
    await expect(payment.getByRole('definition').filter({ hasText: '¥' })).toHaveText('¥99');
    await axe(page);

    const body = (await (await qrAnswer).json()) as { data: { codeUrl: string } };
    const wallet = await page.context().newPage();
    await wallet.goto(body.data.codeUrl);
    await expect(wallet.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await wallet.close();
    await expect(page).toHaveURL(/\/payresult\/1\/5$/, { timeout: 7_000 });

    await page.goto('/manage/fileDown');
    const row = page.getByRole('row').filter({ hasText: scene.sceneNum });
    await expect(row.getByText(t.ready)).toBeVisible();
    await expect(row).toContainText('¥99');
    await axe(page);
    expect(consoleErrors).toEqual([]);
  });
});

for (const lang of ['zh', 'en'] as const) {
  test.describe(`account data (${lang})`, () => {
    test.use({ locale: lang === 'en' ? 'en-US' : 'zh-CN' });
    const t = T[lang];

    test('the application centre links only to pages of this site', async ({ page, request, consoleErrors }) => {
      const me = await freshAccount(request, `app${lang}`);
      await openAs(page, me, '/manage/appProduct');
      await expect(page.getByRole('heading', { level: 1, name: t.appCentre })).toBeVisible();
      await axe(page);
      const links = page.locator('#phone a[href], #desktop a[href], #developers a[href]');
      const hrefs = new Set<string>();
      for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))) {
        expect(href, 'a link to a page of this site').toMatch(/^\/[^/]/);
        hrefs.add(href);
      }
      expect(hrefs.size).toBeGreaterThanOrEqual(5);
      for (const href of hrefs) {
        await page.goto(href);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: t.notFound })).toHaveCount(0);
      }
      expect(consoleErrors).toEqual([]);
    });

    test('a default address, then the data download: a ZIP of CSV files with the account’s rows', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const me = await freshAccount(request, `exp${lang}`);
      const address = {
        country: '中国',
        province: '广东省',
        city: '深圳市',
        district: '南山区',
        detail: '1 Keji Road, "Block A"',
        receiver: 'Li Hua',
        phone: '13800138000',
      };
      expect((await api(request, '/user/insertAddress', address, me.token)).code).toBe(0);
      await openAs(page, me, '/manage/information?id=data');
      // The address becomes the default one.
      const addresses = page.locator('#address');
      await addresses.getByRole('button', { name: t.setDefault }).click();
      await expect(addresses.getByText(t.defaultBadge, { exact: true })).toBeVisible();
      const listed = await api<{ isDefault: boolean }[]>(request, '/user/getReceiverList', {}, me.token);
      expect(listed.data[0]?.isDefault).toBe(true);
      await axe(page);
      const section = page.locator('#data');
      await expect(section.getByRole('button', { name: t.exportData })).toBeVisible();
      await axe(page);
      const saved = page.waitForEvent('download');
      await section.getByRole('button', { name: t.exportData }).click();
      const entries = await zipEntries(await saved);
      expect(Object.keys(entries).sort()).toEqual(
        [
          'addresses.csv',
          'capacity-records.csv',
          'invoices.csv',
          'orders.csv',
          'points-records.csv',
          'profile.csv',
          'scenes.csv',
        ].sort(),
      );
      const lines = (name: string) =>
        (entries[name] ?? '')
          .replace(/^\uFEFF/, '')
          .split('\r\n')
          .filter(Boolean);
      expect(lines('profile.csv')).toHaveLength(2);
      expect(lines('profile.csv')[1]).toContain(me.userName);
      expect(lines('addresses.csv')).toHaveLength(2);
      expect(lines('addresses.csv')[1]).toContain('"1 Keji Road, ""Block A"""');
      expect(consoleErrors).toEqual([]);
    });
  });
}

test.describe('account deletion', () => {
  test('requested by keyboard alone, days left shown, cancelled by logging in again (en)', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const t = T.en;
    const me = await freshAccount(request, 'delen');
    await openAs(page, me, '/manage/information?id=deletion&lang=en');
    const section = page.locator('#deletion');
    const open = section.getByRole('button', { name: t.deleteAccount });
    await expect(open).toBeVisible();
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t.deleteAccount });
    await expect(dialog.getByRole('button', { name: t.exportData })).toBeVisible();
    await axe(page);
    await tabTo(page, dialog.getByRole('checkbox', { name: t.understand }));
    await page.keyboard.press('Space');
    await tabTo(page, dialog.getByRole('button', { name: t.deleteAccount }));
    await page.keyboard.press('Enter');
    const submitted = page.getByRole('dialog', { name: 'Deletion request submitted' });
    await expect(submitted).toBeVisible();
    await axe(page);
    await tabTo(page, submitted.getByRole('button', { name: t.ok }));
    await page.keyboard.press('Enter');
    await expect(section.getByText(t.dueToBeDeleted)).toBeVisible();
    await expect(section).toContainText(t.daysLeft);
    await axe(page);

    await logInAgain(page, me.email, me.password, 'en');
    await expect(page.getByText(t.cancelled)).toBeVisible();
    await page.goto('/manage/information?id=deletion');
    await expect(page.locator('#deletion').getByRole('button', { name: t.deleteAccount })).toBeVisible();
    await expect(page.locator('#deletion').getByText(t.dueToBeDeleted)).toHaveCount(0);
    await axe(page);
    expect(consoleErrors).toEqual([]);
  });

  test('requested, shown with the days left, cancelled on the screen and by logging in (zh)', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const t = T.zh;
    const me = await freshAccount(request, 'delzh');
    await openAs(page, me, '/manage/information?id=deletion&lang=zh-CN');
    const section = page.locator('#deletion');
    await section.getByRole('button', { name: t.deleteAccount }).click();
    const dialog = page.getByRole('dialog', { name: t.deleteAccount });
    await dialog.getByRole('checkbox', { name: t.understand }).check({ force: true });
    await dialog.getByRole('button', { name: t.deleteAccount }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.ok }).click();
    await expect(section.getByText(t.dueToBeDeleted)).toBeVisible();
    await expect(section).toContainText(t.daysLeft);
    await axe(page);

    // Cancelled on the screen, then requested again and cancelled by logging in.
    await section.getByRole('button', { name: '取消注销' }).click();
    await expect(section.getByRole('button', { name: t.deleteAccount })).toBeVisible();
    expect((await api(request, '/user/account/deleteRequest', {}, me.token)).code).toBe(0);
    await logInAgain(page, me.email, me.password, 'zh');
    await expect(page.getByText(t.cancelled)).toBeVisible();
    await axe(page);
    const info = await api<{ deletionRequestedAt: string | null }>(request, '/user/getUserInfo', {}, me.token);
    expect(info.data.deletionRequestedAt).toBeNull();
    expect(consoleErrors).toEqual([]);
  });
});

/** Logs out by forgetting the session in the browser, then logs in on the login page with the keyboard. */
async function logInAgain(page: Page, email: string, password: string, lang: Lang): Promise<void> {
  const t = T[lang];
  await page.evaluate(() => {
    localStorage.clear();
    document.cookie.split(';').forEach((cookie) => {
      document.cookie = `${cookie.split('=')[0]?.trim() ?? ''}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
  });
  await page.goto(`/login/login?lang=${lang === 'en' ? 'en' : 'zh-CN'}`);
  const account = page.getByRole('textbox', { name: t.account, exact: true });
  // The prerendered form takes input once the page's script has taken over.
  await expect(account).toBeEnabled();
  await account.focus();
  await page.keyboard.type(email);
  await tabTo(page, page.getByRole('textbox', { name: t.password, exact: true }), 8);
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login\//);
}
