/**
 * The account area end to end, in both languages, each journey on an account of its own (registered through the demo
 * mailbox), so the demo account and other specs see nothing of it: account info (profile and avatar, addresses with
 * the region picker, both invoice titles, the password, by keyboard alone).
 */
import type { Locator, Page } from '@playwright/test';
import { freshAccount, L, openAs, TINY_PNG, type Lang } from './account-support.ts';
import { api, expect, expectNoAxeViolations, test } from './support.ts';

/**
 * axe on the page as it is, once react-aria's announcements of a pending button that has since gone (a saved form's
 * dialog closed) have expired: they name the removed button by id, which axe reports as an image without a name.
 */
async function axe(page: Page): Promise<void> {
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
}

/** Presses Tab until `target` has focus (at most `max` times); fails when it never does. */
async function tabTo(page: Page, target: Locator, max = 8): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Chooses province, city and district in a region picker inside `scope`. */
async function pickRegion(page: Page, scope: Locator, lang: Lang, names: [string, string, string]): Promise<void> {
  const l = L[lang];
  const levels = [l.province, l.city, l.district];
  for (const [index, label] of levels.entries()) {
    const trigger = scope.getByRole('button', { name: new RegExp(label) });
    await expect(trigger).toBeEnabled();
    await trigger.click();
    await page.getByRole('option', { name: names[index], exact: true }).click();
  }
}

for (const lang of ['zh', 'en'] as const) {
  test.describe(`account info (${lang})`, () => {
    test.use({ locale: lang === 'en' ? 'en-US' : 'zh-CN' });
    const l = L[lang];

    test('user name and avatar changed; a 2 MB picture refused', async ({ page, request, consoleErrors }) => {
      const me = await freshAccount(request, `inf${lang}`);
      await openAs(page, me, '/manage/information');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#overview')).toContainText(me.userName);
      await axe(page);

      // Profile: a 2 MB picture is refused at the field; a small PNG and a new name are saved.
      const profile = page.locator('#profile');
      const file = profile.locator('input[type=file]');
      await file.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024, 1) });
      await expect(profile.getByText(l.tooLarge)).toBeVisible();
      await axe(page);
      await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
      await expect(profile.getByText(l.tooLarge)).toHaveCount(0);
      const newName = `${me.userName.slice(0, 8)}new`;
      await profile.getByRole('textbox', { name: l.userName, exact: true }).fill(newName);
      await profile.getByRole('button', { name: l.save, exact: true }).click();
      await expect(profile.getByText(l.profileSaved)).toBeVisible();
      const info = await api<{ userName: string; head: string | null }>(request, '/user/getUserInfo', {}, me.token);
      expect(info.data.userName).toBe(newName);
      expect(info.data.head).toMatch(/\/media\/head\//);
      expect(consoleErrors).toEqual([]);
    });

    test('an address added with the region picker, edited and deleted', async ({ page, request, consoleErrors }) => {
      const me = await freshAccount(request, `adr${lang}`);
      await openAs(page, me, '/manage/information');
      const addresses = page.locator('#address');
      await addresses.getByRole('button', { name: l.addAddress }).click();
      const dialog = page.getByRole('dialog');
      await pickRegion(page, dialog, lang, ['广东省', '深圳市', '南山区']);
      await dialog.getByRole('textbox', { name: l.detail }).fill('1 Keji Road');
      await dialog.getByRole('textbox', { name: l.receiver }).fill('Li Hua');
      await dialog.getByRole('textbox', { name: l.phone }).fill('13800138000');
      await axe(page);
      await dialog.getByRole('button', { name: l.saveAddress }).click();
      await expect(dialog).toHaveCount(0);
      await expect(addresses.getByText('广东省 深圳市 南山区')).toBeVisible();

      await addresses.getByRole('button', { name: l.edit, exact: true }).click();
      await expect(dialog.getByRole('textbox', { name: l.receiver })).toHaveValue('Li Hua');
      await dialog.getByRole('textbox', { name: l.receiver }).fill('Wang Fang');
      await dialog.getByRole('button', { name: l.saveAddress }).click();
      await expect(dialog).toHaveCount(0);
      await expect(addresses.getByText('Wang Fang')).toBeVisible();
      const saved = await api<{ receiver: string; district: string }[]>(request, '/user/getReceiverList', {}, me.token);
      expect(saved.data).toEqual([expect.objectContaining({ receiver: 'Wang Fang', district: '南山区' })]);

      await addresses.getByRole('button', { name: l.delete, exact: true }).click();
      const confirm = page.getByRole('alertdialog');
      await axe(page);
      await confirm.getByRole('button', { name: l.delete, exact: true }).click();
      await expect(addresses.getByText(l.deleted)).toBeAttached();
      await expect(addresses.getByText('Wang Fang')).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });

    test('both invoice titles saved; a 17-character tax number refused', async ({ page, request, consoleErrors }) => {
      const me = await freshAccount(request, `tit${lang}`);
      await openAs(page, me, '/manage/information');
      const invoice = page.locator('#invoice');
      await invoice.getByRole('button', { name: l.addTitle }).click();
      await invoice.getByRole('textbox', { name: l.title }).fill('Example Studio');
      const tax = invoice.getByRole('textbox', { name: l.taxNumber });
      await tax.fill('91440300MA5XXXXX1');
      await invoice.getByRole('textbox', { name: l.email }).fill('bills@example.com');
      await invoice.getByRole('button', { name: l.save, exact: true }).click();
      await expect(invoice.getByText(l.taxNumberWrong)).toBeVisible();
      await expect(tax).toBeFocused();
      await axe(page);
      await tax.fill('91440300MA5XXXXX1Y');
      await invoice.getByRole('button', { name: l.save, exact: true }).click();
      await expect(invoice.getByText('91440300MA5XXXXX1Y')).toBeVisible();

      await invoice.getByRole('tab', { name: l.special }).click();
      const special = invoice.getByRole('tabpanel');
      await special.getByRole('button', { name: l.addTitle }).click();
      await special.getByRole('textbox', { name: l.title }).fill('Example Studio');
      await special.getByRole('textbox', { name: l.taxNumber }).fill('91440300MA5XXXXX1Y');
      await special.getByRole('textbox', { name: l.email }).fill('bills@example.com');
      await special.getByRole('textbox', { name: l.registeredAddress }).fill('1 Keji Road, Shenzhen');
      await special.getByRole('textbox', { name: l.registeredPhone }).fill('0755-12345678');
      await special.getByRole('textbox', { name: l.bankName }).fill('Example Bank');
      await special.getByRole('textbox', { name: l.bankAccount }).fill('6222020200112233445');
      await special.getByRole('textbox', { name: l.recipient, exact: true }).fill('Li Hua');
      await special.getByRole('textbox', { name: l.recipientMobile }).fill('13800138000');
      await pickRegion(page, special, lang, ['广东省', '深圳市', '南山区']);
      await special.getByRole('textbox', { name: l.detail }).fill('1 Keji Road');
      await axe(page);
      await special.getByRole('button', { name: l.save, exact: true }).click();
      await expect(special.getByText('6222020200112233445')).toBeVisible();
      const mine = await api<{ shipAreaPath: string }>(request, '/user/invoice/mine', { type: 3 }, me.token);
      expect(mine.data.shipAreaPath).toBe('广东省,深圳市,南山区');
      await axe(page);
      expect(consoleErrors).toEqual([]);
    });

    test('change the password by keyboard alone and log in with the new one', async ({ page, request }) => {
      const me = await freshAccount(request, `pwd${lang}`);
      await openAs(page, me, '/manage/information?id=password');
      const current = page.getByRole('textbox', { name: l.currentPassword, exact: true });
      await expect(current).toBeFocused();
      await axe(page);
      const next = 'Changed2026x';
      await page.keyboard.type(me.password);
      await tabTo(page, page.getByRole('textbox', { name: l.newPassword, exact: true }));
      await page.keyboard.type(next);
      await tabTo(page, page.getByRole('textbox', { name: l.confirmPassword, exact: true }));
      await page.keyboard.type(next);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/login\/login/);
      // The old session has ended.
      expect((await api(request, '/user/getUserInfo', {}, me.token)).code).toBe(3004);

      const account = page.getByRole('textbox', { name: l.account, exact: true });
      await account.focus();
      await page.keyboard.type(me.email);
      await tabTo(page, page.getByRole('textbox', { name: l.password, exact: true }));
      await page.keyboard.type(next);
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(/\/login\//);
      const login = await api(request, '/sso/user/login', { phoneNum: me.email, password: me.password });
      expect(login.code).not.toBe(0);
    });
  });
}
