/**
 * The shop checkout end to end against the real server, in both languages, each journey on an account of its own:
 * a visitor adds a Pro to the cart and is sent to log in and back, adds a tripod set, changes a quantity, cannot
 * remove the last item, confirms with a new address and an ordinary invoice, pays on the simulated wallet page (or,
 * in English, the provider's page), and sees the result and the order's timeline. One journey by keyboard alone.
 */
import type { APIRequestContext, Locator, Page, Response } from '@playwright/test';
import { freshAccount, L as ACCOUNT, type FreshAccount, type Lang } from './account-support.ts';
import { api, expect, expectNoAxeViolations, test } from './support.ts';

const L = {
  zh: {
    ...ACCOUNT.zh,
    addToCart: '加入购物车',
    added: '已加入购物车',
    pro: 'Pro 八目相机',
    tripod: 'Pro 三脚架套装',
    cart: /^购物车/,
    cartHeading: '购物车',
    quantityOf: (name: string) => `${name}的数量`,
    removeOf: (name: string) => `移除 ${name}`,
    remove: '移除',
    removeTitle: '移除这件商品？',
    lastItemTitle: '无法移除该商品',
    lastItem: '最后一件商品不能删除',
    ok: '确定',
    checkOut: '去结算',
    confirmHeading: '确认订单',
    addNewAddress: '新增收货地址',
    ordinaryInvoice: '普通电子发票',
    placeOrder: '提交订单',
    saveInvoiceFirst: '请先保存发票信息',
    fillInvoice: '填写发票信息',
    invoiceDialog: '发票信息',
    payHeading: '支付中心',
    payment: '支付',
    paid: '支付成功',
    failed: '支付失败',
    stay: '留在此页',
    progress: '订单进度',
    ordered: '已下单',
    paidStep: '已支付',
    shipped: '已发货',
    notYet: '暂无',
    money: (amount: string) => `¥${amount}`,
  },
  en: {
    ...ACCOUNT.en,
    addToCart: 'Add to cart',
    added: 'Added to your cart.',
    pro: 'Pro eight-lens camera',
    tripod: 'Pro tripod set',
    cart: /^Cart/,
    cartHeading: 'Shopping cart',
    quantityOf: (name: string) => `Quantity of ${name}`,
    removeOf: (name: string) => `Remove ${name}`,
    remove: 'Remove',
    removeTitle: 'Remove this item?',
    lastItemTitle: 'This item stays in your cart',
    lastItem: "The last item can't be deleted.",
    ok: 'OK',
    checkOut: 'Check out',
    confirmHeading: 'Confirm your order',
    addNewAddress: 'Add a new address',
    ordinaryInvoice: 'Ordinary e-mail invoice',
    placeOrder: 'Place order',
    saveInvoiceFirst: 'Please save the invoice information first.',
    fillInvoice: 'Fill in the invoice information',
    invoiceDialog: 'Invoice information',
    payHeading: 'Payment centre',
    payment: 'Payment',
    paid: 'Payment successful',
    failed: 'Payment failed',
    stay: 'Stay on this page',
    progress: 'Order progress',
    ordered: 'Ordered',
    paidStep: 'Paid',
    shipped: 'Shipped',
    notYet: 'Not yet',
    money: (amount: string) => `$${amount}`,
  },
} as const;

/**
 * axe on the page as it is, once react-aria's announcements of a pending button that has since gone have expired
 * (they name the removed button by id, which axe reports as an image without a name).
 */
async function axe(page: Page): Promise<void> {
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
}

/** Chooses province, city and district in the region picker inside `scope`. */
async function pickRegion(page: Page, scope: Locator, lang: Lang, names: [string, string, string]): Promise<void> {
  const l = L[lang];
  for (const [index, label] of [l.province, l.city, l.district].entries()) {
    const trigger = scope.getByRole('button', { name: new RegExp(label) });
    await expect(trigger).toBeEnabled();
    await trigger.click();
    await page.getByRole('option', { name: names[index], exact: true }).click();
  }
}

/** The wallet page encoded in the QR code the pop-up shows (read from the pay call's answer). */
async function walletPageOf(answer: Promise<Response>): Promise<string> {
  const body = (await (await answer).json()) as { code: number; data: { codeUrl: string } };
  expect(body.code).toBe(0);
  return body.data.codeUrl;
}

/** The cart's row of a product. */
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** Logs in on the login page the shop sent the visitor to. */
async function logIn(page: Page, lang: Lang, me: FreshAccount) {
  const l = L[lang];
  await page.getByRole('textbox', { name: l.account }).fill(me.email);
  await page.getByRole('textbox', { name: l.password, exact: true }).fill(me.password);
  await page.getByRole('button', { name: l.logIn, exact: true }).click();
}

/** Marks a paid shop order shipped on the demo's warehouse page. */
async function ship(request: APIRequestContext, orderSn: string) {
  const answer = await request.post(`/dev/ship/${orderSn}/shipped`, { form: {} });
  expect(answer.status()).toBe(200);
}

for (const lang of ['zh', 'en'] as const) {
  test.describe(`checkout (${lang})`, () => {
    test.use({ locale: lang === 'en' ? 'en-US' : 'zh-CN' });
    const l = L[lang];

    test('a visitor adds a Pro, logs in and is back, adds a tripod set, changes, removes, checks out', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const me = await freshAccount(request, `buy${lang}`);
      // A visitor: Add to cart sends them to log in, and back to the product afterwards.
      await page.goto('/mall/kankanPro');
      await page.getByRole('button', { name: l.addToCart }).click();
      await expect(page).toHaveURL(/\/login\/login\?from=%2Fmall%2FkankanPro$/);
      await logIn(page, lang, me);
      await expect(page).toHaveURL(/\/mall\/kankanPro$/);
      await page.getByRole('button', { name: l.addToCart }).click();
      await expect(page.getByText(l.added)).toBeVisible();
      await page.goto('/mall/zhijia');
      await page.getByRole('button', { name: l.addToCart }).click();
      await expect(page.getByText(l.added)).toBeVisible();
      if (lang === 'zh') {
        // The header's cart: its badge counts both items; in Chinese it leads to the cart.
        await expect(page.getByRole('link', { name: l.cart })).toHaveAccessibleName('购物车，2 件商品');
        await page.getByRole('link', { name: l.cart }).click();
      } else {
        // In English the header's cart opens the external marketplace; the site's own cart is still there.
        await page.goto('/mall/cart');
      }
      await expect(page.getByRole('heading', { level: 1, name: l.cartHeading })).toBeVisible();
      await expect(rowOf(page, l.pro)).toContainText(lang === 'zh' ? '¥12,800.00' : '$1,799.00');
      await expect(rowOf(page, l.tripod)).toBeVisible();
      await axe(page);

      // Two Pros: the subtotal and the header's badge follow.
      const quantity = page.getByRole('textbox', { name: l.quantityOf(l.pro) });
      const updated = page.waitForResponse((r) => r.url().includes('/api/user/cart/update'));
      await quantity.fill('2');
      await quantity.press('Tab');
      await updated;
      await expect(rowOf(page, l.pro)).toContainText(lang === 'zh' ? '¥25,600.00' : '$3,598.00');
      if (lang === 'zh')
        await expect(page.getByRole('link', { name: l.cart })).toHaveAccessibleName('购物车，3 件商品');

      // The tripod set goes (after a confirmation); the Pro, now the last item, cannot.
      await page.getByRole('button', { name: l.removeOf(l.tripod) }).click();
      const confirm = page.getByRole('alertdialog', { name: l.removeTitle });
      await expect(confirm).toBeVisible();
      await axe(page);
      await confirm.getByRole('button', { name: l.remove, exact: true }).click();
      await expect(rowOf(page, l.tripod)).toHaveCount(0);
      await page.getByRole('button', { name: l.removeOf(l.pro) }).click();
      const refusal = page.getByRole('alertdialog', { name: l.lastItemTitle });
      await expect(refusal).toContainText(l.lastItem);
      await axe(page);
      await refusal.getByRole('button', { name: l.ok }).click();
      await expect(rowOf(page, l.pro)).toBeVisible();

      await page.getByRole('button', { name: l.checkOut }).click();
      await expect(page).toHaveURL(/\/mall\/confirm\?goods=4$/);
      await expect(page.getByRole('heading', { level: 1, name: l.confirmHeading })).toBeVisible();
      await axe(page);
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
      await expect(page.getByRole('heading', { level: 1, name: l.confirmHeading })).toBeVisible();

      // A new address, added here with the region picker, is chosen at once.
      await page.getByRole('button', { name: l.addNewAddress }).click();
      const addressDialog = page.getByRole('dialog', { name: l.addAddress });
      await pickRegion(page, addressDialog, lang, ['广东省', '深圳市', '南山区']);
      await addressDialog.getByRole('textbox', { name: l.detail }).fill('1 Keji Road');
      await addressDialog.getByRole('textbox', { name: l.receiver }).fill('Li Hua');
      await addressDialog.getByRole('textbox', { name: l.phone }).fill('13800138000');
      await axe(page);
      await addressDialog.getByRole('button', { name: l.saveAddress }).click();
      await expect(addressDialog).toHaveCount(0);
      await expect(page.getByRole('radio', { name: /Li Hua 13800138000/ })).toBeChecked();

      // An ordinary invoice without saved information stops the order (message 17) until it is filled in here.
      await page.getByRole('radio', { name: l.ordinaryInvoice }).check({ force: true });
      await page.getByRole('button', { name: l.placeOrder }).click();
      await expect(page.getByText(l.saveInvoiceFirst)).toBeVisible();
      await expect(page).toHaveURL(/\/mall\/confirm/);
      await axe(page);
      await page.getByRole('button', { name: l.fillInvoice }).click();
      const invoiceDialog = page.getByRole('dialog', { name: l.invoiceDialog });
      await invoiceDialog.getByRole('button', { name: l.addTitle }).click();
      await invoiceDialog.getByRole('textbox', { name: l.title }).fill('Example Studio');
      await invoiceDialog.getByRole('textbox', { name: l.email }).fill('bills@example.com');
      await axe(page);
      await invoiceDialog.getByRole('button', { name: l.save, exact: true }).click();
      await expect(invoiceDialog.getByText('bills@example.com')).toBeVisible();
      // The saved view replaced the focused Save button; react-aria brings focus back into the dialog a frame later,
      // and Escape closes the dialog from there.
      await expect.poll(() => invoiceDialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(invoiceDialog).toHaveCount(0);
      await expect(page.getByText(l.saveInvoiceFirst)).toHaveCount(0);
      await expect(page.getByText('Example Studio')).toBeVisible();

      const qrAnswer = lang === 'zh' ? page.waitForResponse((r) => r.url().includes('/api/order/pay/wechatPay')) : null;
      await page.getByRole('button', { name: l.placeOrder }).click();
      await expect(page).toHaveURL(/\/mall\/pay\?orderSn=KK\d+$/);
      const orderSn = new URL(page.url()).searchParams.get('orderSn') ?? '';
      const payment = page.getByRole('dialog', { name: l.payment });
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
        await axe(page);
        // A reload keeps the order: its number is in the address.
        const again = page.waitForResponse((r) => r.url().includes('/api/order/pay/wechatPay'));
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
        await axe(page);
        await payment.getByRole('button', { name: 'Continue to PayPal' }).click();
        await expect(page.getByRole('heading', { name: 'International payment (simulated)' })).toBeVisible();
        await page.getByRole('button', { name: 'Succeed' }).click();
        await expect(page).toHaveURL(new RegExp(`/payresult/1/3\\?orderSn=${orderSn}$`));
      }
      await expect(page.getByRole('heading', { level: 1, name: l.paid })).toBeVisible();
      await page.getByRole('button', { name: l.stay }).click();
      const timeline = page.getByRole('list', { name: l.progress });
      await expect(timeline.getByRole('listitem')).toHaveText([
        new RegExp(`${l.ordered}.*\\d`),
        new RegExp(`${l.paidStep}.*\\d`),
        new RegExp(`${l.shipped}${l.notYet}`),
        /.+/,
      ]);
      await axe(page);

      // Shipped by the demo's warehouse: the order's page shows the date.
      await ship(request, orderSn);
      await page.goto(`/manage/order/${orderSn}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(orderSn);
      await expect(timeline.getByRole('listitem').nth(2)).toHaveText(new RegExp(`${l.shipped}.*\\d`));
      await expect(timeline.locator('[aria-current="step"]')).toContainText(lang === 'zh' ? '已收货' : 'Received');
      await axe(page);
      expect(consoleErrors).toEqual([]);
    });
  });
}

/** Presses Tab until `target` has focus (at most `max` times); fails when it never does. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
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
  const l = L.zh;

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
    const quantity = page.getByRole('textbox', { name: l.quantityOf(l.tripod) });
    await tabTo(page, quantity);
    const updated = page.waitForResponse((r) => r.url().includes('/api/user/cart/update'));
    await page.keyboard.press('ArrowUp');
    await updated;
    await expect(rowOf(page, l.tripod)).toContainText('¥1,798.00');

    // Remove the Pro: Enter opens the confirmation, Enter on its Remove confirms.
    await tabTo(page, page.getByRole('button', { name: l.removeOf(l.pro) }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: l.removeTitle });
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: l.remove, exact: true }), 5);
    await page.keyboard.press('Enter');
    await expect(rowOf(page, l.pro)).toHaveCount(0);
    // Focus stays in the table: on the Remove button now in the Pro's place.
    await expect(page.getByRole('button', { name: l.removeOf(l.tripod) })).toBeFocused();

    await tabTo(page, page.getByRole('button', { name: l.checkOut }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mall\/confirm\?goods=7$/);
    await expect(page.getByRole('radio', { name: /Li Hua 13800138000/ })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: l.placeOrder }));
    const qrAnswer = page.waitForResponse((r) => r.url().includes('/api/order/pay/wechatPay'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mall\/pay\?orderSn=KK\d+$/);
    const payment = page.getByRole('dialog', { name: l.payment });
    await expect(payment.getByRole('img', { name: /二维码/ })).toBeVisible();
    await qrAnswer;

    // Escape closes the pop-up; Pay now opens it again (a new QR code for the same order).
    await page.keyboard.press('Escape');
    await expect(payment).toHaveCount(0);
    await tabTo(page, page.getByRole('button', { name: '立即支付' }));
    const again = page.waitForResponse((r) => r.url().includes('/api/order/pay/wechatPay'));
    await page.keyboard.press('Enter');
    await expect(payment.getByRole('img', { name: /二维码/ })).toBeVisible();
    await axe(page);
    const wallet = await page.context().newPage();
    await wallet.goto(await walletPageOf(again));
    await wallet.close();
    await expect(page).toHaveURL(/\/payresult\/1\/3\?orderSn=KK\d+$/, { timeout: 7_000 });
    await expect(page.getByRole('heading', { level: 1, name: l.paid })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: l.stay }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: l.progress })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the provider fails (en)', () => {
  test.use({ locale: 'en-US' });
  const l = L.en;

  test("the provider page's failure shows the failure result, the order unpaid and a way to pay again", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const me = await shopper(request, 'fail', [{ goodsId: 7, goodsCount: 3 }]);
    await page.goto(`/mall/confirm?goods=7&token=${me.token}`);
    await expect(page.getByText('$627.00').first()).toBeVisible();
    await page.getByRole('button', { name: l.placeOrder }).click();
    const payment = page.getByRole('dialog', { name: l.payment });
    await expect(payment.getByText('You are leaving this site')).toBeVisible();
    await axe(page);
    await payment.getByRole('button', { name: 'Continue to PayPal' }).click();
    await page.getByRole('button', { name: 'Fail' }).click();
    await expect(page).toHaveURL(/\/payresult\/0\/3\?orderSn=KK\d+$/);
    const orderSn = new URL(page.url()).searchParams.get('orderSn') ?? '';
    await expect(page.getByRole('heading', { level: 1, name: l.failed })).toBeVisible();
    await page.getByRole('button', { name: l.stay }).click();
    await expect(page.getByRole('list', { name: l.progress }).getByRole('listitem').nth(1)).toContainText(l.notYet);
    await axe(page);
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
