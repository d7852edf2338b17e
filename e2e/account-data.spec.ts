/**
 * The account's data end to end, in both languages: a scene download requested on the scene screen and saved from
 * the download area (a member's free download in English; a paid one through the simulated wallet in Chinese, on
 * the second demo account, which has no membership), the application centre and its links, the data download as a
 * ZIP of CSV files, and account deletion with its cooling-off cancelled by logging in again (on accounts of the
 * test's own, by keyboard alone in one language). Every state is checked with axe, dialogs open included.
 */
import fs from 'node:fs';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import {
  api,
  BROWSER_LOCALE,
  DEMO,
  DEMO_SECOND,
  expect,
  expectNoAxeViolations,
  freshAccount,
  LANGS,
  loginToken,
  openAs,
  tabTo,
  test,
  words,
  type Lang,
} from './support.ts';

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

/** Asks for the download of `name` from the scene screen's menu and answers the confirmation. */
async function requestDownload(page: Page, lang: Lang, name: string, confirm: string): Promise<void> {
  const t = words(lang);
  await page
    .getByRole('button', { name: t('More actions for {name}', { name }) })
    .first()
    .click();
  await page.getByRole('menuitem', { name: t('Request download') }).click();
  const dialog = page.getByRole('alertdialog', { name: t('Download “{name}”?', { name }) });
  await expect(dialog.getByRole('button', { name: confirm })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: confirm }).click();
}

test.describe('scene downloads', { tag: '@demo' }, () => {
  test('a member uses a free download and saves the file from the download area (en)', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const t = words('en');
    const token = await loginToken(request, DEMO.phone, DEMO.password);
    const scene = await normalScene(request, token);
    const before = await api<{ freeLeft: number }>(request, '/user/download/list', {}, token);
    expect(before.data.freeLeft).toBeGreaterThan(0);

    await page.goto(`/manage/scene?token=${token}&lang=en`);
    await requestDownload(page, 'en', scene.name, t('Request download'));
    await expect(page.getByText(t('Download ready'))).toBeVisible();

    await page.goto('/manage/fileDown');
    await expect(page.getByRole('heading', { level: 1, name: t('Download area') })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: scene.sceneNum });
    await expect(row.getByText(t('Ready'))).toBeVisible();
    await expect(page.getByText(t('Free downloads left'))).toBeVisible();
    await expectNoAxeViolations(page);
    const saved = page.waitForEvent('download');
    await row.getByRole('button', { name: t('Save file: {name}', { name: scene.name }) }).click();
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
    const t = words('zh');
    const token = await loginToken(request, DEMO_SECOND.phone, DEMO_SECOND.password);
    const scene = await normalScene(request, token);

    await page.goto(`/manage/scene?token=${token}&lang=zh-CN`);
    const qrAnswer = page.waitForResponse((r) => r.url().includes('/api/order/pay/wechatPay'));
    await requestDownload(page, 'zh', scene.name, t('Pay and download'));
    const payment = page.getByRole('dialog', { name: '支付' });
    await expect(payment.getByRole('img', { name: /二维码/ })).toBeVisible();
    await expect(payment.getByRole('definition').filter({ hasText: '¥' })).toHaveText('¥99');
    await expectNoAxeViolations(page);

    const body = (await (await qrAnswer).json()) as { data: { codeUrl: string } };
    const wallet = await page.context().newPage();
    await wallet.goto(body.data.codeUrl);
    await expect(wallet.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await wallet.close();
    await expect(page).toHaveURL(/\/payresult\/1\/5\?orderSn=KK\d+$/, { timeout: 7_000 });

    await page.goto('/manage/fileDown');
    const row = page.getByRole('row').filter({ hasText: scene.sceneNum });
    await expect(row.getByText(t('Ready'))).toBeVisible();
    await expect(row).toContainText('¥99');
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});

for (const lang of LANGS) {
  test.describe(`account data (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });
    const t = words(lang);

    test('the application centre links only to pages of this site', async ({ page, request, consoleErrors }) => {
      const me = await freshAccount(request, `app${lang}`);
      await openAs(page, me, '/manage/appProduct');
      await expect(page.getByRole('heading', { level: 1, name: t('Application centre') })).toBeVisible();
      await expectNoAxeViolations(page);
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
        await expect(page.getByRole('heading', { level: 1, name: t("We can't find this page") })).toHaveCount(0);
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
      await addresses.getByRole('button', { name: t('Set as default') }).click();
      await expect(addresses.getByText(t('Default'), { exact: true })).toBeVisible();
      const listed = await api<{ isDefault: boolean }[]>(request, '/user/getReceiverList', {}, me.token);
      expect(listed.data[0]?.isDefault).toBe(true);
      await expectNoAxeViolations(page);
      const section = page.locator('#data');
      await expect(section.getByRole('button', { name: t('Download my data (ZIP)') })).toBeVisible();
      await expectNoAxeViolations(page);
      const saved = page.waitForEvent('download');
      await section.getByRole('button', { name: t('Download my data (ZIP)') }).click();
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
    const t = words('en');
    const me = await freshAccount(request, 'delen');
    await openAs(page, me, '/manage/information?id=deletion&lang=en');
    const section = page.locator('#deletion');
    const open = section.getByRole('button', { name: t('Delete account') });
    await expect(open).toBeVisible();
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t('Delete account') });
    await expect(dialog.getByRole('button', { name: t('Download my data (ZIP)') })).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(
      page,
      dialog.getByRole('checkbox', { name: t('I understand that my account and its data will be deleted.') }),
    );
    await page.keyboard.press('Space');
    await tabTo(page, dialog.getByRole('button', { name: t('Delete account') }));
    await page.keyboard.press('Enter');
    const submitted = page.getByRole('dialog', { name: t('Deletion request submitted') });
    await expect(submitted).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, submitted.getByRole('button', { name: t('OK') }));
    await page.keyboard.press('Enter');
    await expect(section.getByText(t('Your account is due to be deleted'))).toBeVisible();
    await expect(section).toContainText(t('{days, plural, one {# day left} other {# days left}}', { days: 15 }));
    await expectNoAxeViolations(page);

    await logInAgain(page, me.email, me.password, 'en');
    await expect(page.getByText(t('Logging in cancelled your account deletion.'))).toBeVisible();
    await page.goto('/manage/information?id=deletion');
    await expect(page.locator('#deletion').getByRole('button', { name: t('Delete account') })).toBeVisible();
    await expect(page.locator('#deletion').getByText(t('Your account is due to be deleted'))).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('requested, shown with the days left, cancelled on the screen and by logging in (zh)', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const t = words('zh');
    const me = await freshAccount(request, 'delzh');
    await openAs(page, me, '/manage/information?id=deletion&lang=zh-CN');
    const section = page.locator('#deletion');
    await section.getByRole('button', { name: t('Delete account') }).click();
    const dialog = page.getByRole('dialog', { name: t('Delete account') });
    await dialog
      .getByRole('checkbox', { name: t('I understand that my account and its data will be deleted.') })
      .check({ force: true });
    await dialog.getByRole('button', { name: t('Delete account') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('OK') })
      .click();
    await expect(section.getByText(t('Your account is due to be deleted'))).toBeVisible();
    await expect(section).toContainText(t('{days, plural, one {# day left} other {# days left}}', { days: 15 }));
    await expectNoAxeViolations(page);

    // Cancelled on the screen, then requested again and cancelled by logging in.
    await section.getByRole('button', { name: t('Cancel the deletion') }).click();
    await expect(section.getByRole('button', { name: t('Delete account') })).toBeVisible();
    expect((await api(request, '/user/account/deleteRequest', {}, me.token)).code).toBe(0);
    await logInAgain(page, me.email, me.password, 'zh');
    await expect(page.getByText(t('Logging in cancelled your account deletion.'))).toBeVisible();
    await expectNoAxeViolations(page);
    const info = await api<{ deletionRequestedAt: string | null }>(request, '/user/getUserInfo', {}, me.token);
    expect(info.data.deletionRequestedAt).toBeNull();
    expect(consoleErrors).toEqual([]);
  });
});

/** Logs out by forgetting the session in the browser, then logs in on the login page with the keyboard. */
async function logInAgain(page: Page, email: string, password: string, lang: Lang): Promise<void> {
  const t = words(lang);
  await page.evaluate(() => {
    localStorage.clear();
    document.cookie.split(';').forEach((cookie) => {
      document.cookie = `${cookie.split('=')[0]?.trim() ?? ''}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
  });
  await page.goto(`/login/login?lang=${lang === 'en' ? 'en' : 'zh-CN'}`);
  const account = page.getByRole('textbox', { name: t('Mobile number or e-mail'), exact: true });
  // The prerendered form takes input once the page's script has taken over.
  await expect(account).toBeEnabled();
  await account.focus();
  await page.keyboard.type(email);
  await tabTo(page, page.getByRole('textbox', { name: t('Password'), exact: true }), 8);
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login\//);
}
