/**
 * The rules of spec 1, 2.6 and 4 end to end: language choice, token and language in the query string, the
 * protected-route redirect, device-login confinement, register / log in / log out, and a server error message.
 */
import {
  api,
  BROWSER_LOCALE,
  DEMO,
  demoToken,
  expect,
  expectNoAxeViolations,
  freshAccount,
  LANGS,
  latestCode,
  openAs,
  tabTo,
  test,
  words,
} from './support.ts';

const stored = (key: string) => (globalThis as unknown as { localStorage: Storage }).localStorage.getItem(key);

test.describe('language', () => {
  test('an English browser gets English, a Chinese one Chinese', async ({ browser }) => {
    for (const [browserLocale, lang] of [
      ['en-GB', 'en'],
      ['zh-CN', 'zh-CN'],
      ['fr-FR', 'en'],
    ] as const) {
      const context = await browser.newContext({ locale: browserLocale });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await context.close();
    }
  });

  test('switching language saves the choice and reloads the page in it', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    const reload = page.waitForEvent('load');
    await page.getByRole('button', { name: /语言|Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await reload;
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(stored, 'lang')).toBe('en');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('a token and a language in the query string are stored and removed from the address bar', async ({
  page,
  request,
}) => {
  const token = await demoToken(request);
  await page.goto(`/about?token=${token}&lang=en`);
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(stored, 'token')).toBe(token);
  expect(await page.evaluate(stored, 'lang')).toBe('en');
  await expect(page.getByRole('button', { name: /demo/i })).toBeVisible();
});

test('a protected route without a token goes home', async ({ page }) => {
  await page.goto('/manage/scene');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/mall/cart');
  await expect(page).toHaveURL(/\/$/);
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('a wrong password shows the message of the server code at the form', async ({ page }) => {
    await page.goto('/login/login');
    await page.getByRole('textbox', { name: 'Mobile number or e-mail', exact: true }).fill(DEMO.phone);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong2026x');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Incorrect user name or password.')).toBeVisible();
    expect(await page.evaluate(stored, 'token')).toBeNull();
  });

  test('logging in from a protected page returns there', async ({ page }) => {
    await page.goto('/login/login?from=%2Fmanage%2Forder');
    await page.getByRole('textbox', { name: 'Mobile number or e-mail', exact: true }).fill(DEMO.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/manage\/order$/);
  });
});

for (const lang of LANGS) {
  test.describe(`register (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    test('register, then log in, then log out', async ({ page, request }) => {
      const t = words(lang);
      const email = `e2e-${lang}-${Date.now()}@example.com`;
      const password = 'Spaces2026';
      const account = t('Mobile number or e-mail');
      await page.goto('/login/register');
      await page.getByRole('textbox', { name: account, exact: true }).fill(email);
      await page.getByRole('button', { name: t('Send code') }).click();
      const resend = new RegExp(t('Resend in {seconds} s', { seconds: 60 }).replace('60', '\\d+'));
      await expect(page.getByRole('button', { name: resend })).toBeVisible();
      await page
        .getByRole('textbox', { name: t('Verification code'), exact: true })
        .fill(await latestCode(request, email));
      await page.getByRole('textbox', { name: t('User name'), exact: true }).fill(`e2e${Date.now() % 100000}`);
      await page.getByRole('textbox', { name: t('New password'), exact: true }).fill(password);
      await page.getByRole('textbox', { name: t('Confirm password'), exact: true }).fill(password);
      // The agreement must be read to the bottom before it can be accepted.
      const agreement = lang === 'en' ? /user agreement/ : /用户协议/;
      await page.getByRole('link', { name: agreement }).click();
      const terms = page.getByRole('dialog');
      const confirm = terms.getByRole('button', { name: t('Confirm'), exact: true });
      await expect(confirm).toBeDisabled();
      await terms.getByRole('region', { name: t('Terms text') }).evaluate((el) => {
        el.scrollTop = el.scrollHeight;
      });
      await confirm.click();
      await expect(page.getByRole('checkbox', { name: agreement })).toBeChecked();
      await page.getByRole('button', { name: t('Register'), exact: true }).click();
      await expect(page).toHaveURL(/\/login\/login/);
      // The register form gives way to the login form, and focus goes to its first field, not to the page.
      await expect(page.getByRole('textbox', { name: account, exact: true })).toBeFocused();

      // The same account cannot be registered twice.
      const again = await api(request, '/sso/user/checkUser', { phoneNum: email });
      expect(again.code).toBe(0);

      await page.getByRole('textbox', { name: account, exact: true }).fill(email);
      await page.getByRole('textbox', { name: t('Password'), exact: true }).fill(password);
      await page.getByRole('button', { name: t('Log in'), exact: true }).click();
      await expect(page).not.toHaveURL(/\/login\//);
      expect(await page.evaluate(stored, 'token')).toBeTruthy();

      await page.getByRole('button', { name: /e2e/ }).click();
      await page.getByRole('menuitem', { name: t('Log out') }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: t('Log out') })
        .click();
      await expect(page).toHaveURL(/\/login\/login/);
      expect(await page.evaluate(stored, 'token')).toBeNull();
      expect(await page.evaluate(stored, 'info')).toBeNull();
    });
  });
}

test('a phone sees only the desktop notice', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByText(/desktop/i).first()).toBeVisible();
  await context.close();
});

test.describe('a sign-in link for another account', () => {
  for (const [lang, browserLocale] of [
    ['zh', 'zh-CN'],
    ['en', 'en-US'],
  ] as const) {
    test.describe(lang, () => {
      test.use({ locale: browserLocale });

      test(`asks before switching, by keyboard (${lang})`, async ({ page, request }) => {
        const t = words(lang);
        const [mine, theirs] = await Promise.all([freshAccount(request, 'mine'), freshAccount(request, 'theirs')]);
        await openAs(page, mine, '/manage/information');
        await expect(page.getByRole('button', { name: mine.userName })).toBeVisible();

        // Staying: the link is forgotten, the address is clean and this account stays signed in.
        await openAs(page, theirs, '/manage/scene');
        const ask = page.getByRole('alertdialog', { name: t('Switch to another account?') });
        await expect(ask).toBeVisible();
        await expect(ask).toContainText(mine.userName);
        await expect(page).toHaveURL(/\/manage\/scene$/);
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(ask).toBeHidden();
        expect(await page.evaluate(stored, 'token')).toBe(mine.token);
        await expect(page.getByRole('button', { name: mine.userName })).toBeVisible();

        // Switching: the first account is logged out on the server and the link's account is signed in.
        await openAs(page, theirs, '/manage/scene');
        await expect(ask).toBeVisible();
        await tabTo(page, ask.getByRole('button', { name: t('Switch account') }));
        await page.keyboard.press('Enter');
        await expect(ask).toBeHidden();
        await expect(page.getByRole('button', { name: theirs.userName })).toBeVisible();
        expect(await page.evaluate(stored, 'token')).toBe(theirs.token);
        expect((await api(request, '/user/checkToken', {}, mine.token)).code).toBe(3004);
      });
    });
  }

  test('the same account signing in again is not asked', async ({ page, request }) => {
    const mine = await freshAccount(request, 'same');
    await openAs(page, mine, '/manage/information');
    await expect(page.getByRole('button', { name: mine.userName })).toBeVisible();
    await openAs(page, mine, '/manage/scene');
    await expect(page.getByRole('button', { name: mine.userName })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
