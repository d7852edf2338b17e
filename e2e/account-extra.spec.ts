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
import { freshAccount, openAs } from './account-support.ts';
import { api, DEMO, demoToken, expect, expectNoAxeViolations, test } from './support.ts';

/** The second demo account (no membership), whose scenes' downloads are paid. */
const DEMO_SECOND = { phone: '13900139000' } as const;

interface CreatedOrder {
  id: number;
  orderSn: string;
}

const T = {
  zh: {
    lang: 'zh-CN',
    membershipTab: '会员订单',
    invoiceOf: (sn: string) => `订单 ${sn} 的发票`,
    details: '发票详情',
    editable: '可修改',
    edit: '编辑',
    editTitle: '修改发票',
    title: '发票抬头',
    save: '保存',
    submitted: '提交成功',
    close: '关闭',
    from: '起始日期',
    to: '截止日期',
    export: '导出 CSV',
    pointsHeader: '时间,相机,类型,渠道,场景,实付金额,币种,点数',
    pay: (name: string) => `支付：${name}`,
    payment: '支付',
    toDownloads: '立即前往下载专区',
    ready: '可下载',
    awaiting: '待付款',
    downloadTab: '下载订单',
    deletion: '注销账号',
    understand: '我已了解，我的账号及其数据将被注销。',
    ok: '确定',
    dueToBeDeleted: '您的账号即将被注销',
    daysLeft: /剩余 15 天/,
  },
  en: {
    lang: 'en',
    membershipTab: 'Membership orders',
    invoiceOf: (sn: string) => `Invoice of order ${sn}`,
    details: 'Invoice details',
    editable: 'Editable',
    edit: 'Edit',
    editTitle: 'Edit invoice',
    title: 'Invoice title',
    save: 'Save',
    submitted: 'Submitted.',
    close: 'Close',
    from: 'From',
    to: 'To',
    export: 'Export as CSV',
    pointsHeader: 'Time,Camera,Type,Channel,Scene,Amount paid,Currency,Points',
    pay: (name: string) => `Pay: ${name}`,
    payment: 'Payment',
    toDownloads: 'Go to Download area now',
    ready: 'Ready',
    awaiting: 'Awaiting payment',
    downloadTab: 'Download orders',
    deletion: 'Delete account',
    understand: 'I understand that my account and its data will be deleted.',
    ok: 'OK',
    dueToBeDeleted: 'Your account is due to be deleted',
    daysLeft: /15 days left/,
  },
} as const;

/** axe once react-aria's announcements of a button that has since gone have expired (see account.spec.ts). */
async function axe(page: Page): Promise<void> {
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
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

for (const lang of ['zh', 'en'] as const) {
  test(`an order's invoice seen in its details and edited while it may be (${lang})`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const t = T[lang];
    const account = await freshAccount(request, `inv${lang}`);
    const order = await paidMembershipOrder(request, account.token);
    const added = await api(
      request,
      '/user/invoice/add',
      { type: 2, title: 'Lightfield Studio', emailAddress: 'bills@lightfield.com', orderId: order.id, amount: 5980 },
      account.token,
    );
    expect(added.code).toBe(0);

    await openAs(page, account, `/manage/order?tab=membership&lang=${t.lang}`);
    await expect(page.getByRole('tab', { name: t.membershipTab, selected: true })).toBeVisible();
    await page.getByRole('button', { name: t.invoiceOf(order.orderSn) }).click();
    const details = page.getByRole('dialog', { name: t.details });
    await expect(details).toContainText(order.orderSn);
    await expect(details).toContainText('Lightfield Studio');
    await expect(details).toContainText('bills@lightfield.com');
    // Not delivered yet: it may still be edited, and the dialog says so.
    await expect(details.getByText(t.editable, { exact: true })).toBeVisible();
    await axe(page);

    await details.getByRole('button', { name: t.edit, exact: true }).click();
    const edit = page.getByRole('dialog', { name: t.editTitle });
    const title = edit.getByRole('textbox', { name: t.title });
    await expect(title).toHaveValue('Lightfield Studio');
    await axe(page);
    await title.fill('Lightfield SZ Ltd');
    await edit.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.submitted)).toBeVisible();
    await expect(edit).toHaveCount(0);

    // The details show the saved change, and so does the server.
    await page.getByRole('button', { name: t.invoiceOf(order.orderSn) }).click();
    await expect(page.getByRole('dialog', { name: t.details })).toContainText('Lightfield SZ Ltd');
    await axe(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: t.details })).toHaveCount(0);
    const invoices = await api<{ list: { orderId: number | null; title: string }[] }>(
      request,
      '/user/invoice/list',
      { orderId: order.id },
      account.token,
    );
    expect(invoices.data.list.find((invoice) => invoice.orderId === order.id)?.title).toBe('Lightfield SZ Ltd');
    expect(consoleErrors).toEqual([]);
  });

  test(`consumption records filtered by a date range and exported as CSV (${lang})`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const t = T[lang];
    const token = await demoToken(request);
    await page.goto(`/manage/consumption?token=${token}&lang=${t.lang}`);
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
    const all = await api<{ pageInfo: { total: number } }>(request, '/user/record/chargeList', { pageSize: 1 }, token);
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
    await page.getByLabel(t.from, { exact: true }).fill(from);
    await expect(page.getByLabel(t.from, { exact: true })).toHaveValue(from);
    await page.getByLabel(t.to, { exact: true }).fill(to);
    await expect(page.getByLabel(t.to, { exact: true })).toHaveValue(to);
    await expect(page).toHaveURL(new RegExp(`from=${from}.*to=${to}`));
    const rows = page.getByRole('grid').getByRole('row');
    await expect(rows).toHaveCount(Math.min(expected, 10) + 1);
    await axe(page);

    // The export holds every record of the range, not only the page shown.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.export }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^points-records-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await file.path()) ?? '', 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(t.pointsHeader);
    expect(lines).toHaveLength(expected + 1);
    // The first row is the newest record of the range: its camera as the table's first row shows it.
    const firstCamera = (await rows.nth(1).getByRole('gridcell').first().textContent())?.trim() ?? '';
    expect(firstCamera).not.toBe('');
    expect(csvFields(lines[1] ?? '')[1]).toBe(firstCamera);

    // The range survives a reload: it lives in the address.
    await page.reload();
    await expect(page.getByLabel(t.from, { exact: true })).toHaveValue(from);
    await expect(page.getByLabel(t.to, { exact: true })).toHaveValue(to);
    expect(consoleErrors).toEqual([]);
  });

  test(`the payment centre's account deletion: requested there, then the days left (${lang})`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const t = T[lang];
    const me = await freshAccount(request, `paydel${lang}`);
    await openAs(page, me, `/mall/pay?lang=${t.lang}`);
    const open = page.getByRole('button', { name: t.deletion, exact: true });
    await expect(open).toBeVisible();
    await axe(page);
    await open.click();
    const dialog = page.getByRole('dialog', { name: t.deletion });
    await expect(dialog).toContainText('15');
    await axe(page);
    await dialog.getByRole('checkbox', { name: t.understand }).check({ force: true });
    await dialog.getByRole('button', { name: t.deletion, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.ok }).click();
    await expect(page.getByText(t.dueToBeDeleted)).toBeVisible();
    await expect(page.getByText(t.daysLeft)).toBeVisible();
    await axe(page);
    const info = await api<{ deletionRequestedAt: string | null }>(request, '/user/getUserInfo', {}, me.token);
    expect(info.data.deletionRequestedAt).not.toBeNull();
    expect(consoleErrors).toEqual([]);
  });
}

test('a download awaiting payment is paid as its own order, then the result returns to the download area (en)', async ({
  page,
  request,
  consoleErrors,
}) => {
  const t = T.en;
  const login = await api<{ token: string }>(request, '/sso/user/login', {
    phoneNum: DEMO_SECOND.phone,
    areaNum: '86',
    password: DEMO.password,
  });
  expect(login.code).toBe(0);
  const token = login.data.token;
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
  await expect(row.getByText(t.awaiting)).toBeVisible();
  await axe(page);

  // Paying it makes no second order: the pay call names the order waiting.
  const newOrders: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/user/download/order')) newOrders.push(r.url());
  });
  const qrAnswer = page.waitForResponse((r) => r.url().includes('/api/order/pay/wechatPay'));
  await row.getByRole('button', { name: t.pay(scene.name) }).click();
  const answer = (await (await qrAnswer).json()) as { code: number; data: { codeUrl: string } };
  expect(answer.code).toBe(0);
  const payment = page.getByRole('dialog', { name: t.payment });
  await expect(payment.getByRole('img', { name: /QR code/ })).toBeVisible();
  await axe(page);
  const wallet = await page.context().newPage();
  await wallet.goto(answer.data.codeUrl);
  await wallet.close();
  await expect(page).toHaveURL(/\/payresult\/1\/5$/, { timeout: 8_000 });
  await axe(page);
  await page.getByRole('button', { name: t.toDownloads }).click();
  await expect(page).toHaveURL(/\/manage\/fileDown$/);
  await expect(page.getByRole('row').filter({ hasText: scene.sceneNum }).getByText(t.ready)).toBeVisible();
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
  await expect(page.getByRole('tab', { name: t.downloadTab, selected: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: created.data.orderSn })).toContainText(scene.name);
  await axe(page);
  expect(consoleErrors).toEqual([]);
});
