/**
 * A server error at a field must not cost the next press: the message leaves as the field is typed in, so the press
 * that moves focus away does not move the button out from under the pointer. Real pointer clicks, both languages.
 */
import { BROWSER_LOCALE, LANGS, expect, freshAccount, latestCode, test, words } from './support.ts';

for (const lang of LANGS) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    test('after "user does not exist" and after a wrong code, one click sends the code and one logs in', async ({
      page,
      request,
    }) => {
      const w = words(lang);
      const account = await freshAccount(request, 'press');
      await page.goto('/login/login');
      await page.getByRole('tab', { name: w('Code login') }).click();
      const accountField = page.getByRole('textbox', { name: w('Mobile number or e-mail'), exact: true });
      const send = page.getByRole('button', { name: w('Send code') });

      await accountField.fill(`nobody-${Date.now()}@example.com`);
      await send.click();
      await expect(accountField).toHaveAccessibleDescription(w('This user does not exist.'));

      await accountField.fill(account.email);
      const codeSent = page.waitForResponse((response) => response.url().includes('/api/sso/user/getEmailAuthCode'));
      await send.click();
      expect((await (await codeSent).json()) as { code: number }).toMatchObject({ code: 0 });

      const codeField = page.getByRole('textbox', { name: w('Verification code'), exact: true });
      const code = await latestCode(request, account.email);
      await codeField.fill(code === '000000' ? '111111' : '000000');
      const logIn = page.getByRole('button', { name: w('Log in'), exact: true });
      await logIn.click();
      await expect(codeField).toHaveAccessibleDescription(w('The verification code is incorrect.'));

      await codeField.fill(code);
      await logIn.click();
      await expect(page).not.toHaveURL(/\/login/);
    });
  });
}
