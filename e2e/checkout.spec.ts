/**
 * The shop checkout end to end against the real server, in both languages, each journey on an account of its own:
 * a visitor adds a Pro to the cart and is sent to log in and back, adds a tripod set, changes a quantity, cannot
 * remove the last item, confirms with a new address and an ordinary invoice, pays on the simulated wallet page (or,
 * in English, the provider's page), and sees the result and the order's timeline. One journey by keyboard alone.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  api,
  BROWSER_LOCALE,
  expect,
  expectNoAxeViolations,
  freshAccount,
  LANGS,
  pickRegion,
  tabTo,
  test,
  walletPageOf,
  wechatPayAnswer,
  words,
  type FreshAccount,
  type Lang,
} from './support.ts';

/** The cart's row of a product. */
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** Logs in on the login page the shop sent the visitor to. */
async function logIn(page: Page, lang: Lang, me: FreshAccount) {
  const t = words(lang);
  await page.getByRole('textbox', { name: t('Mobile number or e-mail') }).fill(me.email);
  await page.getByRole('textbox', { name: t('Password'), exact: true }).fill(me.password);
  await page.getByRole('button', { name: t('Log in'), exact: true }).click();
}

/** Marks a paid shop order shipped on the demo's warehouse page. */
async function ship(request: APIRequestContext, orderSn: string) {
  const answer = await request.post(`/dev/ship/${orderSn}/shipped`, { form: {} });
  expect(answer.status()).toBe(200);
}

for (const lang of LANGS) {
  test.describe(`checkout (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });
    const t = words(lang);

    test('a visitor adds a Pro, logs in and is back, adds a tripod set, changes, removes, checks out', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const me = await freshAccount(request, `buy${lang}`);
      // A visitor: Add to cart sends them to log in, and back to the product afterwards.
      await page.goto('/mall/kankanPro');
      await page.getByRole('button', { name: t('Add to cart') }).click();
      await expect(page).toHaveURL(/\/login\/login\?from=%2Fmall%2FkankanPro$/);
      await logIn(page, lang, me);
      await expect(page).toHaveURL(/\/mall\/kankanPro$/);
      await page.getByRole('button', { name: t('Add to cart') }).click();
      await expect(page.getByText(t('Added to your cart.'))).toBeVisible();
      await page.goto('/mall/zhijia');
      await page.getByRole('button', { name: t('Add to cart') }).click();
      await expect(page.getByText(t('Added to your cart.'))).toBeVisible();
      if (lang === 'zh') {
        // The header's cart: its badge counts both items; in Chinese it leads to the cart.
        await expect(page.getByRole('link', { name: t('Cart') })).toHaveAccessibleName(
          t('Cart, {badge} items', { badge: 2 }),
        );
        await page.getByRole('link', { name: t('Cart') }).click();
      } else {
        // In English the header's cart opens the external marketplace; the site's own cart is still there.
        await page.goto('/mall/cart');
      }
      await expect(page.getByRole('heading', { level: 1, name: t('Shopping cart') })).toBeVisible();
      await expect(rowOf(page, t('Pro eight-lens camera'))).toContainText(lang === 'zh' ? '¥12,800.00' : '$1,799.00');
      await expect(rowOf(page, t('Pro tripod set'))).toBeVisible();
      await expectNoAxeViolations(page);

      // Two Pros: the subtotal and the header's badge follow.
      const quantity = page.getByRole('textbox', {
        name: t('Quantity of {name}', { name: t('Pro eight-lens camera') }),
      });
      const updated = page.waitForResponse((r) => r.url().includes('/api/user/cart/update'));
      await quantity.fill('2');
      await quantity.press('Tab');
      await updated;
      await expect(rowOf(page, t('Pro eight-lens camera'))).toContainText(lang === 'zh' ? '¥25,600.00' : '$3,598.00');
      if (lang === 'zh')
        await expect(page.getByRole('link', { name: t('Cart') })).toHaveAccessibleName(
          t('Cart, {badge} items', { badge: 3 }),
        );

      // The tripod set goes (after a confirmation); the Pro, now the last item, cannot.
      await page.getByRole('button', { name: t('Remove {name}', { name: t('Pro tripod set') }) }).click();
      const confirm = page.getByRole('alertdialog', { name: t('Remove this item?') });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: t('Remove'), exact: true }).click();
      await expect(rowOf(page, t('Pro tripod set'))).toHaveCount(0);
      await page.getByRole('button', { name: t('Remove {name}', { name: t('Pro eight-lens camera') }) }).click();
      const refusal = page.getByRole('alertdialog', { name: t('This item stays in your cart') });
      await expect(refusal).toContainText(t("The last item can't be deleted."));
      await expectNoAxeViolations(page);
      await refusal.getByRole('button', { name: t('OK') }).click();
      await expect(rowOf(page, t('Pro eight-lens camera'))).toBeVisible();

      await page.getByRole('button', { name: t('Check out') }).click();
      await expect(page).toHaveURL(/\/mall\/confirm\?goods=4$/);
      await expect(page.getByRole('heading', { level: 1, name: t('Confirm your order') })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    });

    test('confirmed with a new address and an ordinary invoice, paid, then its timeline', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const me = await freshAccount(request, `pay${lang}`);
      expect((await api(request, '/user/cart/add', { goodsId: 4, goodsCount: 2 }, me.token)).code).toBe(0);
      await page.goto(`/mall/confirm?goods=4&token=${me.token}`);
      await expect(page.getByRole('heading', { level: 1, name: t('Confirm your order') })).toBeVisible();

      // A new address, added here with the region picker, is chosen at once.
      await page.getByRole('button', { name: t('Add a new address') }).click();
      const addressDialog = page.getByRole('dialog', { name: t('Add address') });
      await pickRegion(page, addressDialog, lang);
      await addressDialog.getByRole('textbox', { name: t('Detailed address') }).fill('1 Keji Road');
      await addressDialog.getByRole('textbox', { name: t('Receiver') }).fill('Li Hua');
      await addressDialog.getByRole('textbox', { name: t('Phone number') }).fill('13800138000');
      await expectNoAxeViolations(page);
      await addressDialog.getByRole('button', { name: t('Save address') }).click();
      await expect(addressDialog).toHaveCount(0);
      await expect(page.getByRole('radio', { name: /Li Hua 13800138000/ })).toBeChecked();

      // An ordinary invoice without saved information stops the order (message 17) until it is filled in here.
      await page.getByRole('radio', { name: t('Ordinary e-mail invoice') }).check({ force: true });
      await page.getByRole('button', { name: t('Place order') }).click();
      await expect(page.getByText(t('Please save the invoice information first.'))).toBeVisible();
      await expect(page).toHaveURL(/\/mall\/confirm/);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t('Fill in the invoice information') }).click();
      const invoiceDialog = page.getByRole('dialog', { name: t('Invoice information') });
      await invoiceDialog.getByRole('button', { name: t('Add invoice title') }).click();
      await invoiceDialog.getByRole('textbox', { name: t('Invoice title') }).fill('Example Studio');
      await invoiceDialog.getByRole('textbox', { name: t('E-mail address') }).fill('bills@example.com');
      await expectNoAxeViolations(page);
      await invoiceDialog.getByRole('button', { name: t('Save'), exact: true }).click();
      await expect(invoiceDialog.getByText('bills@example.com')).toBeVisible();
      // The saved view replaced the focused Save button; react-aria brings focus back into the dialog a frame later,
      // and Escape closes the dialog from there.
      await expect.poll(() => invoiceDialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(invoiceDialog).toHaveCount(0);
      await expect(page.getByText(t('Please save the invoice information first.'))).toHaveCount(0);
      await expect(page.getByText('Example Studio')).toBeVisible();

      const qrAnswer = lang === 'zh' ? wechatPayAnswer(page) : null;
      await page.getByRole('button', { name: t('Place order') }).click();
      await expect(page).toHaveURL(/\/mall\/pay\?orderSn=KK\d+$/);
      const orderSn = new URL(page.url()).searchParams.get('orderSn') ?? '';
      const payment = page.getByRole('dialog', { name: t('Payment') });
      const order = await api<{ amount: number; currency: string; items: unknown[] }>(
        request,
        '/user/order/detail',
        { orderSn },
        me.token,
      );
      expect([order.data.amount, order.data.currency]).toEqual(lang === 'zh' ? [25600, 'CNY'] : [3598, 'USD']);
      // What was ordered left the cart.
      expect((await api<unknown[]>(request, '/user/cart/list', {}, me.token)).data).toEqual([]);

      if (qrAnswer) {
        await expect(payment.getByRole('img', { name: /二维码/ })).toBeVisible();
        await expect(payment.getByRole('definition').filter({ hasText: '¥' })).toHaveText('¥25,600');
        await expectNoAxeViolations(page);
        // A reload keeps the order: its number is in the address.
        const again = wechatPayAnswer(page);
        await page.reload();
        await expect(payment.getByRole('img', { name: /二维码/ })).toBeVisible();
        const wallet = await page.context().newPage();
        await wallet.goto(await walletPageOf(again));
        await expect(wallet.getByRole('heading', { name: 'Payment received' })).toBeVisible();
        await wallet.close();
        await expect(page).toHaveURL(new RegExp(`/payresult/1/3\\?orderSn=${orderSn}$`), { timeout: 7_000 });
      } else {
        // English pays the international provider: its page, then back to the result.
        await expect(payment.getByText('$3,598')).toBeVisible();
        await expectNoAxeViolations(page);
        await payment.getByRole('button', { name: 'Continue to PayPal' }).click();
        await expect(page.getByRole('heading', { name: 'International payment (simulated)' })).toBeVisible();
        await page.getByRole('button', { name: 'Succeed' }).click();
        await expect(page).toHaveURL(new RegExp(`/payresult/1/3\\?orderSn=${orderSn}$`));
      }
      await expect(page.getByRole('heading', { level: 1, name: t('Payment successful') })).toBeVisible();
      await page.getByRole('button', { name: t('Stay on this page') }).click();
      const timeline = page.getByRole('list', { name: t('Order progress') });
      await expect(timeline.getByRole('listitem')).toHaveText([
        new RegExp(`${t('Ordered')}.*\\d`),
        new RegExp(`${t('Paid')}.*\\d`),
        new RegExp(`${t('Shipped')}${t('Not yet')}`),
        /.+/,
      ]);
      await expectNoAxeViolations(page);

      // Shipped by the demo's warehouse: the order's page shows the date.
      await ship(request, orderSn);
      await page.goto(`/manage/order/${orderSn}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(orderSn);
      await expect(timeline.getByRole('listitem').nth(2)).toHaveText(new RegExp(`${t('Shipped')}.*\\d`));
      await expect(timeline.locator('[aria-current="step"]')).toContainText(lang === 'zh' ? '已收货' : 'Received');
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    });
  });
}

/** A fresh account with a cart and a saved address, made through the API. */
async function shopper(request: APIRequestContext, prefix: string, goods: { goodsId: number; goodsCount: number }[]) {
  const me = await freshAccount(request, prefix);
  for (const item of goods) expect((await api(request, '/user/cart/add', item, me.token)).code).toBe(0);
  const address = {
    country: '中国',
    province: '广东省',
    city: '深圳市',
    district: '南山区',
    detail: '1 Keji Road',
    receiver: 'Li Hua',
    phone: '13800138000',
  };
  expect((await api(request, '/user/insertAddress', address, me.token)).code).toBe(0);
  return me;
}

test.describe('checkout by keyboard alone (zh)', () => {
  test.use({ locale: 'zh-CN' });
  const t = words('zh');

  test('quantity, removal, confirmation and the wallet payment without the mouse', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const me = await shopper(request, 'kbd', [
      { goodsId: 4, goodsCount: 1 },
      { goodsId: 7, goodsCount: 1 },
    ]);
    await page.goto(`/mall/cart?token=${me.token}`);
    const quantity = page.getByRole('textbox', { name: t('Quantity of {name}', { name: t('Pro tripod set') }) });
    await tabTo(page, quantity);
    const updated = page.waitForResponse((r) => r.url().includes('/api/user/cart/update'));
    await page.keyboard.press('ArrowUp');
    await updated;
    await expect(rowOf(page, t('Pro tripod set'))).toContainText('¥1,798.00');

    // Remove the Pro: Enter opens the confirmation, Enter on its Remove confirms.
    await tabTo(page, page.getByRole('button', { name: t('Remove {name}', { name: t('Pro eight-lens camera') }) }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: t('Remove this item?') });
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: t('Remove'), exact: true }), 5);
    await page.keyboard.press('Enter');
    await expect(rowOf(page, t('Pro eight-lens camera'))).toHaveCount(0);
    // Focus stays in the table: on the Remove button now in the Pro's place.
    await expect(page.getByRole('button', { name: t('Remove {name}', { name: t('Pro tripod set') }) })).toBeFocused();

    await tabTo(page, page.getByRole('button', { name: t('Check out') }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mall\/confirm\?goods=7$/);
    await expect(page.getByRole('radio', { name: /Li Hua 13800138000/ })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: t('Place order') }));
    const qrAnswer = wechatPayAnswer(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mall\/pay\?orderSn=KK\d+$/);
    const payment = page.getByRole('dialog', { name: t('Payment') });
    await expect(payment.getByRole('img', { name: /二维码/ })).toBeVisible();
    await qrAnswer;

    // Escape closes the pop-up; Pay now opens it again (a new QR code for the same order).
    await page.keyboard.press('Escape');
    await expect(payment).toHaveCount(0);
    await tabTo(page, page.getByRole('button', { name: t('Pay now') }));
    const again = wechatPayAnswer(page);
    await page.keyboard.press('Enter');
    await expect(payment.getByRole('img', { name: /二维码/ })).toBeVisible();
    await expectNoAxeViolations(page);
    const wallet = await page.context().newPage();
    await wallet.goto(await walletPageOf(again));
    await wallet.close();
    await expect(page).toHaveURL(/\/payresult\/1\/3\?orderSn=KK\d+$/, { timeout: 7_000 });
    await expect(page.getByRole('heading', { level: 1, name: t('Payment successful') })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: t('Stay on this page') }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: t('Order progress') })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the provider fails (en)', () => {
  test.use({ locale: 'en-US' });
  const t = words('en');

  test("the provider page's failure shows the failure result, the order unpaid and a way to pay again", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const me = await shopper(request, 'fail', [{ goodsId: 7, goodsCount: 3 }]);
    await page.goto(`/mall/confirm?goods=7&token=${me.token}`);
    await expect(page.getByText('$627.00').first()).toBeVisible();
    await page.getByRole('button', { name: t('Place order') }).click();
    const payment = page.getByRole('dialog', { name: t('Payment') });
    await expect(payment.getByText('You are leaving this site')).toBeVisible();
    await expectNoAxeViolations(page);
    await payment.getByRole('button', { name: 'Continue to PayPal' }).click();
    await page.getByRole('button', { name: 'Fail' }).click();
    await expect(page).toHaveURL(/\/payresult\/0\/3\?orderSn=KK\d+$/);
    const orderSn = new URL(page.url()).searchParams.get('orderSn') ?? '';
    await expect(page.getByRole('heading', { level: 1, name: t('Payment failed') })).toBeVisible();
    await page.getByRole('button', { name: t('Stay on this page') }).click();
    await expect(
      page
        .getByRole('list', { name: t('Order progress') })
        .getByRole('listitem')
        .nth(1),
    ).toContainText(t('Not yet'));
    await expectNoAxeViolations(page);
    const order = await api<{ paidAt: string | null; status: number }>(
      request,
      '/user/order/detail',
      { orderSn },
      me.token,
    );
    expect(order.data).toMatchObject({ paidAt: null, status: 0 });
    await page.getByRole('link', { name: 'Pay again' }).click();
    await expect(page).toHaveURL(`/mall/pay?orderSn=${orderSn}`);
    await expect(payment.getByText('$627')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

for (const lang of LANGS)
  test(`Back from the payment centre leads to the cart, and the ordered items cannot be ordered again (${lang})`, async ({
    page,
    request,
  }) => {
    const t = words(lang);
    const me = await freshAccount(request, `back${lang}`);
    expect((await api(request, '/user/cart/add', { goodsId: 4, goodsCount: 1 }, me.token)).code).toBe(0);
    const address = {
      country: '中国',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      detail: '科技路 1 号',
      receiver: '李华',
      phone: '13800138000',
    };
    expect((await api(request, '/user/insertAddress', address, me.token)).code).toBe(0);
    await page.goto(`/mall/cart?token=${me.token}&lang=${lang}`);
    await page.getByRole('button', { name: t('Check out') }).click();
    await expect(page).toHaveURL(/\/mall\/confirm\?goods=4$/);
    await page.getByRole('button', { name: t('Place order') }).click();
    await expect(page).toHaveURL(/\/mall\/pay\?orderSn=KK\d+$/);
    // The confirmation was replaced by the payment centre: Back goes to the cart the order was made from.
    await page.goBack();
    await expect(page).toHaveURL(/\/mall\/cart$/);
    // The confirmation's address opened again offers nothing to order: what was ordered left the cart.
    await page.goto('/mall/confirm?goods=4');
    await expect(
      page.getByText(t('None of the chosen items is in your cart any more. Choose them again in the cart.')),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: t('Place order') })).toBeDisabled();
    await expectNoAxeViolations(page);
  });
