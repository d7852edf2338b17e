/**
 * My orders and consumption records end to end against the real server, in both languages: each order tab, an
 * unpaid membership order cancelled and another paid through the simulated wallet page, an ordinary invoice
 * requested for a finished order and its details, a second request refused with message 4021, the orders exported
 * as CSV, and the consumption records filtered by camera. Each journey uses a fresh account of its own (orders) or
 * only reads the demo account (records); one journey runs by keyboard alone; axe runs on every state.
 */
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  api,
  demoToken,
  expect,
  expectNoAxeViolations,
  freshAccount,
  LANGS,
  openAs,
  tabTo,
  test,
  words,
  type FreshAccount,
  type Lang,
} from './support.ts';

interface CreatedOrder {
  id: number;
  orderSn: string;
}

/** A one-year membership order of `account`, unpaid. */
async function membershipOrder(request: APIRequestContext, account: FreshAccount): Promise<CreatedOrder> {
  const created = await api<CreatedOrder>(
    request,
    '/user/order/createIncrementOrder',
    { count: 1, payType: 0, abroad: 0 },
    account.token,
  );
  expect(created.code).toBe(0);
  return created.data;
}

/** Pays an order through the wallet page its QR code encodes (what scanning it does). */
async function payThroughWallet(request: APIRequestContext, account: FreshAccount, order: CreatedOrder) {
  const qr = await api<{ codeUrl: string }>(
    request,
    '/order/pay/wechatPay',
    { orderId: order.id, orderType: 4 },
    account.token,
  );
  expect(qr.code).toBe(0);
  expect((await request.get(qr.data.codeUrl)).ok()).toBe(true);
}

/** A finished (paid) membership order of `account`. */
async function finishedOrder(request: APIRequestContext, account: FreshAccount): Promise<CreatedOrder> {
  const order = await membershipOrder(request, account);
  await payThroughWallet(request, account, order);
  return order;
}

/** The order tabs, in the screen's order. */
const TABS = ['Camera orders', 'Membership orders', 'Other orders', 'Download orders'];
/** The orders' CSV columns. */
const ORDER_COLUMNS = [
  'Order number',
  'Items',
  'Camera',
  'Amount',
  'Currency',
  'Payment method',
  'Status',
  'Invoice',
  'Order time',
];

const rowOf = (page: Page, sn: string) => page.getByRole('row').filter({ hasText: sn });

/** Opens each tab by clicking it; the tab is kept in the address. */
async function visitEachTab(page: Page, lang: Lang) {
  const text = words(lang);
  const ids = ['camera', 'membership', 'other', 'download'];
  // The camera tab is shown first; it is visited last, after the others.
  for (const index of [1, 2, 3, 0]) {
    const name = text(TABS[index] ?? '');
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`tab=${ids[index]}`));
    await expect(page.getByRole('grid', { name })).toBeVisible();
    await expectNoAxeViolations(page);
  }
}

/** Fills and sends an ordinary invoice request in the open dialog. */
async function fillOrdinaryInvoice(page: Page, lang: Lang, amount: number) {
  const text = words(lang);
  const dialog = page.getByRole('dialog', { name: text('Request an invoice') });
  await dialog.getByRole('textbox', { name: text('Invoice amount') }).fill(String(amount));
  await dialog.getByRole('textbox', { name: text('Invoice title') }).fill('光影空间工作室');
  await dialog.getByRole('textbox', { name: text('E-mail address') }).fill('finance@guangying3d.cn');
  return dialog;
}

for (const lang of LANGS) {
  test.describe(`orders in ${lang === 'zh' ? 'Chinese' : 'English'}`, () => {
    test('each tab, cancel one unpaid order, export the CSV, pay another', async ({ page, request, consoleErrors }) => {
      const text = words(lang);
      const account = await freshAccount(request, `ord${lang}`);
      const finished = await finishedOrder(request, account);
      const second = await finishedOrder(request, account);
      const toCancel = await membershipOrder(request, account);
      const toPay = await membershipOrder(request, account);

      await openAs(page, account, `/manage/order?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: text('My orders') })).toBeVisible();
      await visitEachTab(page, lang);
      await page.getByRole('tab', { name: text(TABS[1] ?? '') }).click();
      await expect(rowOf(page, toPay.orderSn)).toBeVisible();

      // Cancel after the confirmation.
      await page.getByRole('button', { name: text('Cancel order {sn}', { sn: toCancel.orderSn }) }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: text('Cancel order'), exact: true }).click();
      await expect(rowOf(page, toCancel.orderSn).getByText(text('Cancelled'))).toBeVisible();
      await expect(page.getByRole('button', { name: text('Pay order {sn}', { sn: toCancel.orderSn }) })).toHaveCount(0);

      // Export the membership orders as CSV: a byte-order mark, the header and one row per order.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: text('Export as CSV') }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^orders-membership-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = fs.readFileSync((await file.path()) ?? '', 'utf8');
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      const lines = csv.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe(ORDER_COLUMNS.map((column) => text(column)).join(','));
      expect(lines).toHaveLength(5);
      for (const order of [finished, second, toCancel, toPay]) {
        expect(lines.some((line) => line.startsWith(`${order.orderSn},`))).toBe(true);
      }
      expect(lines.find((line) => line.startsWith(toCancel.orderSn))).toContain(text('Cancelled'));

      // Pay the other unpaid order through the wallet page its QR code encodes.
      const qrAnswer = page.waitForResponse((r) => r.url().includes('/api/order/pay/'));
      await page.getByRole('button', { name: text('Pay order {sn}', { sn: toPay.orderSn }) }).click();
      const body = (await (await qrAnswer).json()) as { code: number; data: { codeUrl?: string; url?: string } };
      expect(body.code).toBe(0);
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
      if (lang === 'zh') {
        const wallet = await page.context().newPage();
        await wallet.goto(body.data.codeUrl ?? '');
        await wallet.close();
        await expect(page).toHaveURL(/\/payresult\/1\/4\?orderSn=KK\d+$/, { timeout: 8_000 });
      }
      expect(consoleErrors).toEqual([]);
    });

    test('a finished order invoiced once: its details, then a second request refused (4021)', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const text = words(lang);
      const account = await freshAccount(request, `inv${lang}`);
      const finished = await finishedOrder(request, account);
      const second = await finishedOrder(request, account);
      await openAs(page, account, `/manage/order?tab=membership&lang=${lang}`);
      await expect(page.getByRole('tab', { name: text(TABS[1] ?? ''), selected: true })).toBeVisible();
      await expect(rowOf(page, finished.orderSn)).toBeVisible();

      // Request an ordinary invoice for the finished order, then see it.
      await page
        .getByRole('button', { name: text('Request invoice for order {sn}', { sn: finished.orderSn }) })
        .click();
      const dialog = await fillOrdinaryInvoice(page, lang, 5980);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: text('Submit') }).click();
      await expect(page.getByText(text('Submitted.'))).toBeVisible();
      await expect(rowOf(page, finished.orderSn).getByText(text('Invoice requested'))).toBeVisible();
      await expect(
        page.getByRole('button', { name: text('Request invoice for order {sn}', { sn: finished.orderSn }) }),
      ).toHaveCount(0);
      await page.getByRole('button', { name: text('Invoice of order {sn}', { sn: finished.orderSn }) }).click();
      const details = page.getByRole('dialog', { name: text('Invoice details') });
      await expect(details).toContainText(finished.orderSn);
      await expect(details).toContainText('光影空间工作室');
      await expectNoAxeViolations(page);
      await details
        .getByRole('button', { name: text('Close') })
        .first()
        .click();
      await expect(details).toHaveCount(0);

      // The second order is invoiced elsewhere while its dialog is open: the dialog shows message 4021.
      await page.getByRole('button', { name: text('Request invoice for order {sn}', { sn: second.orderSn }) }).click();
      const again = await fillOrdinaryInvoice(page, lang, 100);
      const elsewhere = await api(
        request,
        '/user/invoice/add',
        { type: 2, title: 'Elsewhere', emailAddress: 'bills@example.com', orderId: second.id, amount: 100 },
        account.token,
      );
      expect(elsewhere.code).toBe(0);
      await again.getByRole('button', { name: text('Submit') }).click();
      await expect(again.getByText(text('An invoice has already been issued for this.'))).toBeVisible();
      await expectNoAxeViolations(page);
      await again
        .getByRole('button', { name: text('Close') })
        .first()
        .click();

      expect(consoleErrors).toEqual([]);
    });
  });
}

test('keyboard alone: open the membership tab, request an invoice and read it', async ({
  page,
  request,
  consoleErrors,
}) => {
  const text = words('en');
  const account = await freshAccount(request, 'ordkey');
  const finished = await finishedOrder(request, account);
  await openAs(page, account, `/manage/order?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: text('My orders') })).toBeVisible();
  await expect(page.getByRole('grid', { name: text(TABS[0] ?? '') })).toBeVisible();

  // Tab to the selected tab, then the arrow key moves to the membership tab.
  const selected = page.getByRole('tab', { selected: true });
  await tabTo(page, selected);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: text(TABS[1] ?? ''), selected: true })).toBeVisible();
  await expect(page).toHaveURL(/tab=membership/);

  // Into the grid, down to the order's row and right to its Request invoice action.
  const requestButton = page.getByRole('button', {
    name: text('Request invoice for order {sn}', { sn: finished.orderSn }),
  });
  await expect(requestButton).toBeVisible();
  await page.keyboard.press('Tab');
  for (let i = 0; i < 10 && !(await requestButton.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(requestButton).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: text('Request an invoice') });
  await expect(dialog).toBeVisible();
  // Focus starts in the dialog; type into each field by Tab.
  const amount = dialog.getByRole('textbox', { name: text('Invoice amount') });
  await tabTo(page, amount, 20);
  await page.keyboard.type('5980');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: text('Invoice title') })).toBeFocused();
  await page.keyboard.type('Lightfield Studio');
  const email = dialog.getByRole('textbox', { name: text('E-mail address') });
  await tabTo(page, email, 5);
  await page.keyboard.type('finance@lightfield.com');
  await page.keyboard.press('Enter');
  await expect(page.getByText(text('Submitted.'))).toBeVisible();
  await expect(rowOf(page, finished.orderSn).getByText(text('Invoice requested'))).toBeVisible();

  const invoiceButton = page.getByRole('button', {
    name: text('Invoice of order {sn}', { sn: finished.orderSn }),
  });
  await invoiceButton.focus();
  await expect(invoiceButton).toBeFocused();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: text('Invoice details') });
  await expect(details).toContainText('Lightfield Studio');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

for (const lang of LANGS) {
  test(
    `consumption records filtered by camera (${lang})`,
    { tag: '@demo' },
    async ({ page, request, consoleErrors }) => {
      const text = words(lang);
      const token = await demoToken(request);
      const cameras = await api<{ id: number; childName: string; snCode: string }[]>(
        request,
        '/user/camera/getAll',
        {},
        token,
      );
      const records = await api<{ list: { cameraId: number }[] }>(
        request,
        '/user/record/chargeList',
        { pageSize: 100 },
        token,
      );
      const withRecords = cameras.data.find((camera) => records.data.list.some((r) => r.cameraId === camera.id));
      if (!withRecords) throw new Error('the demo account has points records');
      const name = withRecords.childName.replace(/^4DKKPRO_/, '');
      const option = lang === 'zh' ? `${name}（SN ${withRecords.snCode}）` : `${name} (SN ${withRecords.snCode})`;
      const expected = records.data.list.filter((r) => r.cameraId === withRecords.id).length;
      await page.goto(`/manage/consumption?token=${token}&lang=${lang}`);
      await expect(page.getByRole('grid')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: new RegExp(`^${text('All cameras')}`) }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('option', { name: option, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`camera=${withRecords.id}`));
      const rows = page.getByRole('grid').getByRole('row');
      await expect(rows.nth(1)).toContainText(name);
      // The header row and the camera's records (at most a page of them).
      await expect(rows).toHaveCount(Math.min(expected, 10) + 1);
      for (let i = 1; i <= Math.min(expected, 10); i += 1) await expect(rows.nth(i)).toContainText(name);
      await expectNoAxeViolations(page);

      // The filter survives a reload: it lives in the address.
      await page.reload();
      await expect(page.getByRole('button', { name: new RegExp(`^${option.replace(/[()]/g, '\\$&')}`) })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    },
  );
}
