/**
 * The account area end to end, in both languages, each journey on an account of its own (registered through the demo
 * mailbox), so the demo account and other specs see nothing of it: account info (profile and avatar, addresses with
 * the region picker, both invoice titles, the password, by keyboard alone).
 */
import {
  api,
  BROWSER_LOCALE,
  expect,
  expectNoAxeViolations,
  freshAccount,
  LANGS,
  openAs,
  pickRegion,
  tabTo,
  test,
  TINY_PNG,
  words,
} from './support.ts';

for (const lang of LANGS) {
  test.describe(`account info (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });
    const t = words(lang);

    test('user name and avatar changed; a 2 MB picture refused', async ({ page, request, consoleErrors }) => {
      const me = await freshAccount(request, `inf${lang}`);
      await openAs(page, me, '/manage/information');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#overview')).toContainText(me.userName);
      await expectNoAxeViolations(page);

      // Profile: a 2 MB picture is refused at the field; a small PNG and a new name are saved.
      const profile = page.locator('#profile');
      const file = profile.locator('input[type=file]');
      await file.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024, 1) });
      await expect(profile.getByText(t('The image must be smaller than {max} MB.', { max: 1 }))).toBeVisible();
      await expectNoAxeViolations(page);
      // A text file renamed .png is refused at the field by what it holds, before any upload.
      await file.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
      await expect(
        profile.getByText(t('This image format is not supported. Please upload a JPG or PNG image.')),
      ).toBeVisible();
      await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
      await expect(profile.getByText(t('The image must be smaller than {max} MB.', { max: 1 }))).toHaveCount(0);
      const newName = `${me.userName.slice(0, 8)}new`;
      await profile.getByRole('textbox', { name: t('User name'), exact: true }).fill(newName);
      await profile.getByRole('button', { name: t('Save'), exact: true }).click();
      await expect(profile.getByText(t('Your profile has been saved.'))).toBeVisible();
      const info = await api<{ userName: string; head: string | null }>(request, '/user/getUserInfo', {}, me.token);
      expect(info.data.userName).toBe(newName);
      expect(info.data.head).toMatch(/\/media\/head\//);
      expect(consoleErrors).toEqual([]);
    });

    test('an address added with the region picker, edited and deleted', async ({ page, request, consoleErrors }) => {
      const me = await freshAccount(request, `adr${lang}`);
      await openAs(page, me, '/manage/information');
      const addresses = page.locator('#address');
      await addresses.getByRole('button', { name: t('Add address') }).click();
      const dialog = page.getByRole('dialog');
      await pickRegion(page, dialog, lang);
      await dialog.getByRole('textbox', { name: t('Detailed address') }).fill('1 Keji Road');
      await dialog.getByRole('textbox', { name: t('Receiver') }).fill('Li Hua');
      await dialog.getByRole('textbox', { name: t('Phone number') }).fill('13800138000');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: t('Save address') }).click();
      await expect(dialog).toHaveCount(0);
      await expect(addresses.getByText('广东省 深圳市 南山区')).toBeVisible();

      await addresses.getByRole('button', { name: t('Edit'), exact: true }).click();
      await expect(dialog.getByRole('textbox', { name: t('Receiver') })).toHaveValue('Li Hua');
      await dialog.getByRole('textbox', { name: t('Receiver') }).fill('Wang Fang');
      await dialog.getByRole('button', { name: t('Save address') }).click();
      await expect(dialog).toHaveCount(0);
      await expect(addresses.getByText('Wang Fang')).toBeVisible();
      const saved = await api<{ receiver: string; district: string }[]>(request, '/user/getReceiverList', {}, me.token);
      expect(saved.data).toEqual([expect.objectContaining({ receiver: 'Wang Fang', district: '南山区' })]);

      await addresses.getByRole('button', { name: t('Delete'), exact: true }).click();
      const confirm = page.getByRole('alertdialog');
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: t('Delete'), exact: true }).click();
      await expect(addresses.getByText(t('Deleted.'))).toBeAttached();
      await expect(addresses.getByText('Wang Fang')).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });

    test('both invoice titles saved; a 17-character tax number refused', async ({ page, request, consoleErrors }) => {
      const me = await freshAccount(request, `tit${lang}`);
      await openAs(page, me, '/manage/information');
      const invoice = page.locator('#invoice');
      await invoice.getByRole('button', { name: t('Add invoice title') }).click();
      await invoice.getByRole('textbox', { name: t('Invoice title') }).fill('Example Studio');
      const tax = invoice.getByRole('textbox', { name: t('Tax number') });
      await tax.fill('91440300MA5XXXXX1');
      await invoice.getByRole('textbox', { name: t('E-mail address') }).fill('bills@example.com');
      await invoice.getByRole('button', { name: t('Save'), exact: true }).click();
      await expect(invoice.getByText(t('Please enter the 18-digit tax number.'))).toBeVisible();
      await expect(tax).toBeFocused();
      await expectNoAxeViolations(page);
      await tax.fill('91440300MA5XXXXX1Y');
      await invoice.getByRole('button', { name: t('Save'), exact: true }).click();
      await expect(invoice.getByText('91440300MA5XXXXX1Y')).toBeVisible();

      await invoice.getByRole('tab', { name: t('Special VAT invoice') }).click();
      const special = invoice.getByRole('tabpanel');
      await special.getByRole('button', { name: t('Add invoice title') }).click();
      await special.getByRole('textbox', { name: t('Invoice title') }).fill('Example Studio');
      await special.getByRole('textbox', { name: t('Tax number') }).fill('91440300MA5XXXXX1Y');
      await special.getByRole('textbox', { name: t('E-mail address') }).fill('bills@example.com');
      await special.getByRole('textbox', { name: t('Registered address') }).fill('1 Keji Road, Shenzhen');
      await special.getByRole('textbox', { name: t('Registered phone') }).fill('0755-12345678');
      await special.getByRole('textbox', { name: t('Bank name') }).fill('Example Bank');
      await special.getByRole('textbox', { name: t('Bank account') }).fill('6222020200112233445');
      await special.getByRole('textbox', { name: t('Recipient'), exact: true }).fill('Li Hua');
      await special.getByRole('textbox', { name: t("Recipient's mobile") }).fill('13800138000');
      await pickRegion(page, special, lang);
      await special.getByRole('textbox', { name: t('Detailed address') }).fill('1 Keji Road');
      await expectNoAxeViolations(page);
      await special.getByRole('button', { name: t('Save'), exact: true }).click();
      await expect(special.getByText('6222020200112233445')).toBeVisible();
      const mine = await api<{ shipAreaPath: string }>(request, '/user/invoice/mine', { type: 3 }, me.token);
      expect(mine.data.shipAreaPath).toBe('广东省,深圳市,南山区');
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    });

    test('change the password by keyboard alone and log in with the new one', async ({ page, request }) => {
      const me = await freshAccount(request, `pwd${lang}`);
      await openAs(page, me, '/manage/information?id=password');
      const current = page.getByRole('textbox', { name: t('Current password'), exact: true });
      await expect(current).toBeFocused();
      await expectNoAxeViolations(page);
      const next = 'Changed2026x';
      await page.keyboard.type(me.password);
      await tabTo(page, page.getByRole('textbox', { name: t('New password'), exact: true }));
      await page.keyboard.type(next);
      await tabTo(page, page.getByRole('textbox', { name: t('Confirm new password'), exact: true }));
      await page.keyboard.type(next);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/login\/login/);
      // The old session has ended.
      expect((await api(request, '/user/getUserInfo', {}, me.token)).code).toBe(3004);

      const account = page.getByRole('textbox', { name: t('Mobile number or e-mail'), exact: true });
      await account.focus();
      await page.keyboard.type(me.email);
      await tabTo(page, page.getByRole('textbox', { name: t('Password'), exact: true }));
      await page.keyboard.type(next);
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(/\/login\//);
      const login = await api(request, '/sso/user/login', { phoneNum: me.email, password: me.password });
      expect(login.code).not.toBe(0);
    });
  });
}
