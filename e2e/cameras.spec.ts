/**
 * My cameras and the money paths end to end against the real server: binding by serial number (and its refusals
 * under the input), unbinding, a storage upgrade paid through the simulated wallet page (the pop-up closes by itself,
 * the result page counts down), a refused downgrade, a points top-up, and the international provider's failure.
 * Each test uses cameras no other spec changes, and undoes its bindings.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  api,
  demoToken,
  expect,
  expectNoAxeViolations,
  openAs as openWithToken,
  tabTo,
  test,
  walletPageOf,
  wechatPayAnswer,
  words,
  type Lang,
} from './support.ts';

/** Opens a page of the site logged in as the demo account, in the given language; returns the token. */
async function openAs(page: Page, request: APIRequestContext, path: string, lang: Lang) {
  const token = await demoToken(request);
  await openWithToken(page, token, `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
  return token;
}

/** The card of the camera with this serial number. */
const cardOf = (page: Page, serial: string) => page.getByRole('article').filter({ hasText: serial });

/** Unbinds a serial from the demo account through the API if a failed earlier run left it bound. */
async function ensureUnbound(request: APIRequestContext, token: string, serial: string) {
  const cameras = await api<{ id: number; snCode: string }[]>(request, '/user/camera/getAll', {}, token);
  const camera = cameras.data.find((c) => c.snCode === serial);
  if (camera) await api(request, '/user/camera/unbind', { cameraId: camera.id }, token);
}

/**
 * The storage dialog once the server's prices are in. Until then a price shows as "…", and the plans, side by side,
 * move as their prices arrive: a click aimed at one before could land beside it.
 */
async function pricedStorageDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: words('zh')('Renew or upgrade cloud storage') });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toContainText('…');
  return dialog;
}

test.describe('in Chinese', { tag: '@demo' }, () => {
  const t = words('zh');

  test('bind a Pro camera by serial number, fail on a repeated and an unknown serial, then unbind it', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const token = await openAs(page, request, '/manage/device', 'zh');
    await ensureUnbound(request, token, 'KKPRO10001');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t('My cameras') })).toBeVisible();
    await expect(cardOf(page, 'A1B2C3D4')).toBeVisible();
    await expectNoAxeViolations(page);

    await page
      .getByRole('button', { name: t('Bind camera') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: t('Add camera') });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    const serial = dialog.getByRole('textbox').first();
    const serialGroup = dialog.getByRole('group', { name: /序列号/ });
    // Already bound to this account: 6010 under the input, the text stays.
    await serial.fill('A1B2C3D4');
    await dialog.getByRole('button', { name: t('Bind'), exact: true }).click();
    await expect(serialGroup.getByText(t('This serial number (SN) is already bound.'))).toBeVisible();
    await expect(serial).toHaveValue('A1B2C3D4');
    await expectNoAxeViolations(page);

    // Unknown serial: 4010 under the input.
    await serial.fill('NOPE0000');
    await dialog.getByRole('button', { name: t('Bind'), exact: true }).click();
    await expect(serialGroup.getByText(t('No camera with this serial number exists.'))).toBeVisible();
    await expect(serial).toHaveValue('NOPE0000');

    // A batch with one unknown serial binds nothing, and the message stands at that serial's row.
    await serial.fill('KKPRO10001');
    await dialog.getByRole('button', { name: t('Add serial number') }).click();
    const second = dialog.getByRole('textbox', { name: t('Serial number {number}', { number: 2 }) });
    await second.fill('NOPE0000');
    await dialog.getByRole('button', { name: t('Bind'), exact: true }).click();
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await expect(second).toHaveAccessibleDescription(new RegExp(t('No camera with this serial number exists.')));
    await expect(serial).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: t('Remove serial number {number}', { number: 2 }) }).click();

    await dialog.getByRole('button', { name: t('Bind'), exact: true }).click();
    const bound = page.getByRole('dialog', { name: t('Camera bound') });
    await expect(bound.getByRole('list')).toContainText('KKPRO10001');
    await expectNoAxeViolations(page);
    await bound.getByRole('button', { name: t('Continue') }).click();
    await expect(page.getByRole('tab', { name: /Pro/, selected: true })).toBeVisible();
    await expect(cardOf(page, 'KKPRO10001')).toBeVisible();

    await cardOf(page, 'KKPRO10001')
      .getByRole('button', { name: t('Unbind') })
      .click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: t('Unbind') }).click();
    await expect(cardOf(page, 'KKPRO10001')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a plan ending within 15 days is named above the list, and its card says what its end would archive', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const token = await openAs(page, request, '/manage/device', 'zh');
    const impacts = await api<{ cameraId: number; count: number }[]>(request, '/user/camera/expiryImpact', {}, token);
    const cameras = await api<{ id: number; snCode: string; spaceId: number | null; expiryTime: string | null }[]>(
      request,
      '/user/camera/getAll',
      {},
      token,
    );
    // The seed gives P2000002 about ten days on its plan (the upgrade test below extends it): every plan ending
    // within 15 days is named above the list.
    const soon = Date.now() + 15 * 24 * 60 * 60 * 1000;
    const ending = cameras.data.filter(
      (camera) =>
        camera.spaceId !== null &&
        camera.expiryTime !== null &&
        Date.parse(camera.expiryTime) > Date.now() &&
        Date.parse(camera.expiryTime) < soon,
    );
    const reminder = page.getByText(/天内到期的套餐：/);
    if (ending.length === 0) await expect(reminder).toHaveCount(0);
    for (const camera of ending) await expect(reminder).toContainText(camera.snCode);
    for (const impact of impacts.data.filter((item) => item.count > 0)) {
      const serial = cameras.data.find((camera) => camera.id === impact.cameraId)?.snCode ?? '';
      const card = cardOf(page, serial);
      if ((await card.count()) === 0) continue; // on another tab
      await expect(card).toContainText(`将有 ${impact.count} 个场景`);
      await card.getByRole('button', { name: t('Scenes that would be archived') }).click();
      await expect(card.getByRole('listitem').first()).toBeVisible();
    }
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('upgrade a plan with its extension days, pay with the wallet, the pop-up closes by itself', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await openAs(page, request, '/manage/device', 'zh');
    const card = cardOf(page, 'P2000002');
    await card.getByRole('button', { name: t('Renew storage') }).click();
    const dialog = await pricedStorageDialog(page);

    // A smaller plan than the current 20G is never offered as a purchase (message 42).
    await dialog.getByRole('radio', { name: /^50G/ }).check({ force: true });
    await dialog.getByRole('radio', { name: t('1 month') }).check({ force: true });
    // The seeded plan has about ten days left: one month of 31 days, rounded up.
    await expect(dialog.getByText(/31 天延期/)).toBeVisible();
    // The amount payable is the server's price for 50G and one month.
    await expect(dialog.getByText(t('Amount payable')).locator('..')).toContainText('¥509');
    await expectNoAxeViolations(page);

    const qrAnswer = wechatPayAnswer(page);
    await dialog.getByRole('button', { name: t('Upgrade') }).click();
    const payment = page.getByRole('dialog', { name: t('Payment') });
    await expect(payment.getByRole('img', { name: /二维码/ })).toBeVisible();
    await expect(payment.getByRole('definition').filter({ hasText: '¥' })).toHaveText('¥509');
    await expectNoAxeViolations(page);

    const wallet = await page.context().newPage();
    await wallet.goto(await walletPageOf(qrAnswer));
    await expect(wallet.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await wallet.close();
    const paidAt = Date.now();
    await expect(page).toHaveURL(/\/payresult\/1\/2\?orderSn=KK\d+$/, { timeout: 6_000 });
    expect(Date.now() - paidAt).toBeLessThan(6_000);
    await expect(page.getByText(t('Payment successful'))).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page).toHaveURL(/\/manage\/device$/, { timeout: 10_000 });
    await expect(cardOf(page, 'P2000002')).toContainText('50');
    expect(consoleErrors).toEqual([]);
  });

  test('a downgrade is refused with its message', async ({ page, request }) => {
    await openAs(page, request, '/manage/device', 'zh');
    await cardOf(page, 'A1B2C3D4')
      .getByRole('button', { name: t('Renew storage') })
      .click();
    const dialog = await pricedStorageDialog(page);
    await dialog.getByRole('radio', { name: /^20G/ }).check({ force: true });
    await expect(dialog.getByText(/不支持降级/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('Buy') })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('a plan chosen on the pricing page opens on the cameras screen, through the login for a visitor', async ({
    page,
    request,
  }) => {
    await page.goto('/pricedetail?lang=zh-CN');
    await page.getByRole('button', { name: t('Buy {name}', { name: '50G' }) }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(new URL(page.url()).searchParams.get('from')).toMatch(/^\/pricedetail/);
    // Signed in, the visitor is back on the pricing page and the same button now leads to the cameras screen.
    await openAs(page, request, '/pricedetail', 'zh');
    await page.getByRole('button', { name: t('Buy {name}', { name: '50G' }) }).click();
    await expect(page).toHaveURL(/\/manage\/device\?plan=50G/);
    await expect(page.getByText(t('Plan chosen: {chosenPlan}', { chosenPlan: '50G' }))).toBeVisible();
    await page.getByRole('tab', { name: /Minion/ }).click();
    await cardOf(page, 'M9000001')
      .getByRole('button', { name: /购买存储|续费存储/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /云存储/ });
    await expect(dialog.getByRole('radio', { name: /^50G/ })).toBeChecked();
    await expectNoAxeViolations(page);
  });

  test('buy a membership, authorise it to a camera, deauthorise it', async ({ page, request, consoleErrors }) => {
    const qrAnswer = wechatPayAnswer(page);
    await openAs(page, request, '/manage/information?buy=membership', 'zh');
    const payment = page.getByRole('dialog', { name: t('Payment') });
    await expect(payment.getByRole('definition').filter({ hasText: '¥' })).toHaveText('¥5,980');
    await expect(page).not.toHaveURL(/buy=membership/);
    await expectNoAxeViolations(page);
    const wallet = await page.context().newPage();
    await wallet.goto(await walletPageOf(qrAnswer));
    await wallet.close();
    await expect(page).toHaveURL(/\/payresult\/1\/4\?orderSn=KK\d+$/, { timeout: 6_000 });

    await page.goto('/manage/information?lang=zh-CN#membership');
    const fresh = page
      .getByRole('article')
      .filter({ hasText: t('Valid') })
      .filter({ hasText: t('Not authorised') })
      .first();
    await fresh.getByRole('button', { name: /授权给相机/ }).click();
    await page.getByRole('option', { name: /M9000001/ }).click();
    await expectNoAxeViolations(page);
    await fresh.getByRole('button', { name: t('Authorise'), exact: true }).click();
    // The other cards' camera choices name M9000001 too: the authorised card is the one that can deauthorise.
    const authorisedCards = page
      .getByRole('article')
      .filter({ hasText: 'M9000001' })
      .filter({ has: page.getByRole('button', { name: t('Deauthorise') }) });
    const authorised = authorisedCards.first();
    await expect(authorised).toBeVisible();
    await authorised.getByRole('button', { name: t('Deauthorise') }).click();
    const confirm = page.getByRole('alertdialog');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: t('Deauthorise') }).click();
    await expect(authorisedCards).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('top up 600 points and see the balance', async ({ page, request, consoleErrors }) => {
    await openAs(page, request, '/manage/device?tab=lite', 'zh');
    const card = cardOf(page, 'L0000001');
    await expect(card).toContainText('150');
    await card.getByRole('button', { name: t('Top up points') }).click();
    const dialog = page.getByRole('dialog', { name: t('Top up points') });
    await dialog.getByRole('radio', { name: /600/ }).check({ force: true });
    // The amount shown before paying is the amount the order is charged.
    await expect(dialog.getByText(t('Amount payable')).locator('..')).toContainText('¥600');
    await expectNoAxeViolations(page);
    const qrAnswer = wechatPayAnswer(page);
    await dialog.getByRole('button', { name: t('Payment') }).click();
    const payment = page.getByRole('dialog', { name: t('Payment') });
    await expect(payment.getByRole('definition').filter({ hasText: '¥' })).toHaveText('¥600');
    const wallet = await page.context().newPage();
    await wallet.goto(await walletPageOf(qrAnswer));
    await wallet.close();
    await expect(page).toHaveURL(/\/payresult\/1\/1\?orderSn=KK\d+$/, { timeout: 6_000 });
    await page.getByRole('button', { name: /前往我的相机/ }).click();
    await page.getByRole('tab', { name: /Lite/ }).click();
    await expect(cardOf(page, 'L0000001')).toContainText('750');
    expect(consoleErrors).toEqual([]);
  });

  test('an abroad camera is priced and charged in US dollars in Chinese too', async ({ page, request }) => {
    await openAs(page, request, '/manage/device', 'zh');
    await cardOf(page, 'P2000003')
      .getByRole('button', { name: t('Top up points') })
      .click();
    const dialog = page.getByRole('dialog', { name: t('Top up points') });
    await expect(dialog.getByText(t('Amount payable')).locator('..')).toContainText('US$84');
    await expect(dialog).not.toContainText('¥');
    await dialog.getByRole('button', { name: t('Payment') }).click();
    const payment = page.getByRole('dialog', { name: t('Payment') });
    await expect(payment.getByRole('definition').filter({ hasText: '$' })).toHaveText('US$84');
    await payment.getByRole('button', { name: t('Cancel') }).click();
  });
});

test.describe('in English', { tag: '@demo' }, () => {
  test.use({ locale: 'en-US' });
  const t = words('en');

  test('an abroad camera goes to the provider page, and its failure shows the failure result', async ({
    page,
    request,
  }) => {
    await openAs(page, request, '/manage/device', 'en');
    await cardOf(page, 'P2000003').getByRole('button', { name: 'Top up points' }).click();
    const dialog = page.getByRole('dialog', { name: 'Top up points' });
    // The amount shown before paying is the amount the provider is asked for.
    await expect(dialog.getByText(t('Amount payable')).locator('..')).toContainText('US$84');
    await expect(dialog).not.toContainText('¥');
    await dialog.getByRole('button', { name: 'Pay' }).click();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await expect(payment.getByText('You are leaving this site')).toBeVisible();
    await expect(payment.getByRole('definition').filter({ hasText: '$' })).toHaveText('US$84');
    await expectNoAxeViolations(page);
    // No press needed: the pop-up counts down and hands over to the provider by itself (Continue is the fallback).
    await expect(payment.getByRole('status').filter({ hasText: /Going to PayPal in/ })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'International payment (simulated)' })).toBeVisible();
    await page.getByRole('button', { name: 'Fail' }).click();
    await expect(page).toHaveURL(/\/payresult\/0\/1\?orderSn=KK\d+$/);
    await expect(page.getByText('Payment failed', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('by keyboard alone: bind a camera (a batch with an unknown serial first), see it under Pro, unbind it', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const token = await openAs(page, request, '/manage/device', 'en');
    await ensureUnbound(request, token, 'KKPRO10002');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My cameras' })).toBeVisible();
    const bindButton = page.getByRole('button', { name: 'Bind camera' }).first();
    await bindButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add camera' });
    await expect(dialog).toBeVisible();
    const serial = dialog.getByRole('textbox').first();
    await serial.focus();
    await page.keyboard.type('KKPRO10002');

    // A batch with one unknown serial binds nothing and says so at that serial's row; Enter in a serial submits.
    await tabTo(page, dialog.getByRole('button', { name: t('Add serial number') }));
    await page.keyboard.press('Enter');
    const second = dialog.getByRole('textbox', { name: t('Serial number {number}', { number: 2 }) });
    await tabTo(page, second);
    await page.keyboard.type('NOPE0000');
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await expect(second).toHaveAccessibleDescription(new RegExp(t('No camera with this serial number exists.')));
    await expect(serial).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await tabTo(page, dialog.getByRole('button', { name: t('Remove serial number {number}', { number: 2 }) }));
    await page.keyboard.press('Enter');
    await expect(second).toHaveCount(0);

    await tabTo(page, dialog.getByRole('button', { name: t('Bind'), exact: true }));
    await page.keyboard.press('Enter');
    const bound = page.getByRole('dialog', { name: 'Camera bound' });
    await expect(bound).toContainText('KKPRO10002');
    await tabTo(page, bound.getByRole('button', { name: t('Continue'), exact: true }));
    await page.keyboard.press('Enter');
    await expect(bound).toHaveCount(0);
    const card = cardOf(page, 'KKPRO10002');
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Unbind' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Unbind' }).focus();
    await page.keyboard.press('Enter');
    await expect(cardOf(page, 'KKPRO10002')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
