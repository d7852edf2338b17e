/**
 * More of the account area end to end against the real server: an order's invoice seen in its details dialog and
 * edited while it may be (both languages); the consumption records filtered by a date range and exported as CSV
 * with the rows of that range (both languages); a scene download awaiting payment paid as its existing order, with
 * the result going back to the download area and the download order naming its scene; and the account deletion
 * the payment centre shows (both languages). Each journey uses an account of its own, or only reads the demo
 * account, or touches one scene of the second demo account no other journey uses. axe runs on every state, dialogs
 * open included.
 */
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  api,
  DEMO_SECOND,
  demoToken,
  expect,
  expectNoAxeViolations,
  freshAccount,
  LANGS,
  loginToken,
  openAs,
  test,
  wechatPayAnswer,
  words,
} from './support.ts';

/** The consumption records' CSV columns. */
const POINTS_COLUMNS = ['Time', 'Camera', 'Type', 'Channel', 'Scene', 'Amount paid', 'Currency', 'Points'];

interface CreatedOrder {
  id: number;
  orderSn: string;
}

/** A paid one-year membership order of the account (paid through the wallet page its QR code encodes). */
async function paidMembershipOrder(request: APIRequestContext, token: string): Promise<CreatedOrder> {
  const created = await api<CreatedOrder>(
    request,
    '/user/order/createIncrementOrder',
    { count: 1, payType: 0, abroad: 0 },
    token,
  );
  expect(created.code).toBe(0);
  const qr = await api<{ codeUrl: string }>(
    request,
    '/order/pay/wechatPay',
    { orderId: created.data.id, orderType: 4 },
    token,
  );
  expect(qr.code).toBe(0);
  expect((await request.get(qr.data.codeUrl)).ok()).toBe(true);
  return created.data;
}

/** The fields of one CSV line (quoted fields may hold commas and doubled quotes). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  for (const match of line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)) {
    const raw = match[1] ?? '';
    fields.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
    if (match[2] === '') break;
  }
  return fields;
}

/** The local calendar day `daysAgo` days before today in the browser, as a date field takes it (YYYY-MM-DD). */
async function localDay(page: Page, daysAgo: number): Promise<string> {
  return page.evaluate((back) => {
    const day = new Date();
    day.setDate(day.getDate() - back);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  }, daysAgo);
}

for (const lang of LANGS) {
  test(`an order's invoice seen in its details and edited while it may be (${lang})`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const t = words(lang);
    const account = await freshAccount(request, `inv${lang}`);
    const order = await paidMembershipOrder(request, account.token);
    const added = await api(
      request,
      '/user/invoice/add',
      { type: 2, title: 'Lightfield Studio', emailAddress: 'bills@lightfield.com', orderId: order.id, amount: 5980 },
      account.token,
    );
    expect(added.code).toBe(0);

    await openAs(page, account, `/manage/order?tab=membership&lang=${lang}`);
    await expect(page.getByRole('tab', { name: t('Membership orders'), selected: true })).toBeVisible();
    await page.getByRole('button', { name: t('Invoice of order {sn}', { sn: order.orderSn }) }).click();
    const details = page.getByRole('dialog', { name: t('Invoice details') });
    await expect(details).toContainText(order.orderSn);
    await expect(details).toContainText('Lightfield Studio');
    await expect(details).toContainText('bills@lightfield.com');
    // Not delivered yet: it may still be edited, and the dialog says so.
    await expect(details.getByText(t('Editable'), { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await details.getByRole('button', { name: t('Edit'), exact: true }).click();
    const edit = page.getByRole('dialog', { name: t('Edit invoice') });
    const title = edit.getByRole('textbox', { name: t('Invoice title') });
    await expect(title).toHaveValue('Lightfield Studio');
    await expectNoAxeViolations(page);
    await title.fill('Lightfield SZ Ltd');
    await edit.getByRole('button', { name: t('Save'), exact: true }).click();
    await expect(page.getByText(t('Submitted.'))).toBeVisible();
    await expect(edit).toHaveCount(0);

    // The details show the saved change, and so does the server.
    await page.getByRole('button', { name: t('Invoice of order {sn}', { sn: order.orderSn }) }).click();
    await expect(page.getByRole('dialog', { name: t('Invoice details') })).toContainText('Lightfield SZ Ltd');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: t('Invoice details') })).toHaveCount(0);
    const invoices = await api<{ list: { orderId: number | null; title: string }[] }>(
      request,
      '/user/invoice/list',
      { orderId: order.id },
      account.token,
    );
    expect(invoices.data.list.find((invoice) => invoice.orderId === order.id)?.title).toBe('Lightfield SZ Ltd');
    expect(consoleErrors).toEqual([]);
  });

  test(
    `consumption records filtered by a date range and exported as CSV (${lang})`,
    { tag: '@demo' },
    async ({ page, request, consoleErrors }) => {
      const t = words(lang);
      const token = await demoToken(request);
      await page.goto(`/manage/consumption?token=${token}&lang=${lang}`);
      await expect(page.getByRole('grid')).toBeVisible();

      // A range wholly in the past, so records other journeys add today do not fall in it.
      const from = await localDay(page, 60);
      const to = await localDay(page, 2);
      const range = await page.evaluate(
        ([first, last]) => {
          const end = new Date(`${last}T00:00:00`);
          end.setDate(end.getDate() + 1);
          return { startTime: new Date(`${first}T00:00:00`).toISOString(), endTime: end.toISOString() };
        },
        [from, to] as const,
      );
      const all = await api<{ pageInfo: { total: number } }>(
        request,
        '/user/record/chargeList',
        { pageSize: 1 },
        token,
      );
      const inRange = await api<{ list: { id: number }[]; pageInfo: { total: number } }>(
        request,
        '/user/record/chargeList',
        { ...range, pageSize: 100 },
        token,
      );
      const expected = inRange.data.pageInfo.total;
      expect(expected, 'the demo account has records in the range').toBeGreaterThan(0);
      expect(expected, 'and records outside it').toBeLessThan(all.data.pageInfo.total);

      // Each date is set once the screen shows the one before (the address changes a moment before the screen does).
      await page.getByLabel(t('From'), { exact: true }).fill(from);
      await expect(page.getByLabel(t('From'), { exact: true })).toHaveValue(from);
      await page.getByLabel(t('To'), { exact: true }).fill(to);
      await expect(page.getByLabel(t('To'), { exact: true })).toHaveValue(to);
      await expect(page).toHaveURL(new RegExp(`from=${from}.*to=${to}`));
      const rows = page.getByRole('grid').getByRole('row');
      await expect(rows).toHaveCount(Math.min(expected, 10) + 1);
      await expectNoAxeViolations(page);

      // The export holds every record of the range, not only the page shown.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t('Export as CSV') }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^points-records-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = fs.readFileSync((await file.path()) ?? '', 'utf8');
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      const lines = csv.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe(POINTS_COLUMNS.map((column) => t(column)).join(','));
      expect(lines).toHaveLength(expected + 1);
      // The first row is the newest record of the range: its camera as the table's first row shows it.
      const firstCamera = (await rows.nth(1).getByRole('gridcell').first().textContent())?.trim() ?? '';
      expect(firstCamera).not.toBe('');
      expect(csvFields(lines[1] ?? '')[1]).toBe(firstCamera);

      // The range survives a reload: it lives in the address.
      await page.reload();
      await expect(page.getByLabel(t('From'), { exact: true })).toHaveValue(from);
      await expect(page.getByLabel(t('To'), { exact: true })).toHaveValue(to);
      expect(consoleErrors).toEqual([]);
    },
  );

  test(`the payment centre's account deletion: requested there, then the days left (${lang})`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const t = words(lang);
    const me = await freshAccount(request, `paydel${lang}`);
    await openAs(page, me, `/mall/pay?lang=${lang}`);
    const open = page.getByRole('button', { name: t('Delete account'), exact: true });
    await expect(open).toBeVisible();
    await expectNoAxeViolations(page);
    await open.click();
    const dialog = page.getByRole('dialog', { name: t('Delete account') });
    await expect(dialog).toContainText('15');
    await expectNoAxeViolations(page);
    await dialog
      .getByRole('checkbox', { name: t('I understand that my account and its data will be deleted.') })
      .check({ force: true });
    await dialog.getByRole('button', { name: t('Delete account'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('OK') })
      .click();
    await expect(page.getByText(t('Your account is due to be deleted'))).toBeVisible();
    await expect(page.getByText(t('{days, plural, one {# day left} other {# days left}}', { days: 15 }))).toBeVisible();
    await expectNoAxeViolations(page);
    const info = await api<{ deletionRequestedAt: string | null }>(request, '/user/getUserInfo', {}, me.token);
    expect(info.data.deletionRequestedAt).not.toBeNull();
    expect(consoleErrors).toEqual([]);
  });
}

test(
  'a download awaiting payment is paid as its own order, then the result returns to the download area (en)',
  { tag: '@demo' },
  async ({ page, request, consoleErrors }) => {
    const t = words('en');
    const token = await loginToken(request, DEMO_SECOND.phone, DEMO_SECOND.password);
    // The last normal scene of the account's list: other journeys take theirs from the first page.
    const scenes = await api<{ list: { sceneNum: string; name: string; status: number }[] }>(
      request,
      '/user/scene/newList',
      { pageNum: 1, pageSize: 50 },
      token,
    );
    const downloads = await api<{ list: { sceneNum: string }[] }>(request, '/user/download/list', {}, token);
    const taken = new Set(downloads.data.list.map((item) => item.sceneNum));
    const names = scenes.data.list.map((scene) => scene.name);
    const scene = scenes.data.list
      .slice(12)
      .reverse()
      .find(
        (item) => item.status === 0 && !taken.has(item.sceneNum) && names.filter((n) => n === item.name).length === 1,
      );
    if (!scene) throw new Error('the second demo account has a normal scene of its own to download');
    const created = await api<CreatedOrder>(
      request,
      '/user/download/order',
      { sceneNum: scene.sceneNum, payType: 0, abroad: 0 },
      token,
    );
    expect(created.code).toBe(0);

    await page.goto(`/manage/fileDown?token=${token}&lang=en`);
    const row = page.getByRole('row').filter({ hasText: scene.sceneNum });
    await expect(row.getByText(t('Awaiting payment'))).toBeVisible();
    await expectNoAxeViolations(page);

    // Paying it makes no second order: the pay call names the order waiting.
    const newOrders: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/user/download/order')) newOrders.push(r.url());
    });
    const qrAnswer = wechatPayAnswer(page);
    await row.getByRole('button', { name: t('Pay: {name}', { name: scene.name }) }).click();
    const answer = (await (await qrAnswer).json()) as { code: number; data: { codeUrl: string } };
    expect(answer.code).toBe(0);
    const payment = page.getByRole('dialog', { name: t('Payment') });
    await expect(payment.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expectNoAxeViolations(page);
    const wallet = await page.context().newPage();
    await wallet.goto(answer.data.codeUrl);
    await wallet.close();
    await expect(page).toHaveURL(/\/payresult\/1\/5\?orderSn=KK\d+$/, { timeout: 8_000 });
    await expect(page.getByText(t('Payment successful'))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t('Go to {place} now', { place: t('Download area') }) }).click();
    await expect(page).toHaveURL(/\/manage\/fileDown$/);
    await expect(page.getByRole('row').filter({ hasText: scene.sceneNum }).getByText(t('Ready'))).toBeVisible();
    expect(newOrders).toEqual([]);

    // What was paid is the order that waited: the ready download is that order's.
    const after = await api<{ list: { sceneNum: string; status: number; orderSn: string | null }[] }>(
      request,
      '/user/download/list',
      {},
      token,
    );
    expect(after.data.list.filter((item) => item.sceneNum === scene.sceneNum)).toEqual([
      expect.objectContaining({ status: 1, orderSn: created.data.orderSn }),
    ]);

    // The download order names its scene on the orders screen.
    await page.goto('/manage/order?tab=download&lang=en');
    await expect(page.getByRole('tab', { name: t('Download orders'), selected: true })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: created.data.orderSn })).toContainText(scene.name);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  },
);
