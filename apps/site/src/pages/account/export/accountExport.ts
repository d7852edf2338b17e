import { t } from '@lingui/core/macro';
import { call, type ApiClient } from '@kankan/api';
import { ORDER_STATUSES, ORDER_TYPES, SCENE_STATUSES, toCsv } from '@kankan/domain';
import { strToU8, zipSync } from 'fflate';

/*
 * "Take your data with you": the account's records as CSV files in one ZIP, built in the browser from the same calls
 * the account screens make. This module (with fflate) loads only when the customer asks for the archive.
 */

/** Items per request: the contract's largest page. */
const PAGE_SIZE = 100;
/** A ceiling on the pages read per list (10,000 items a list), so a runaway answer cannot loop for ever. */
const MAX_PAGES = 100;

interface Page<T> {
  list: T[];
  pageInfo: { pages: number };
}

/** Every item of a paged list, page after page. */
async function everyPage<T>(load: (pageNum: number) => Promise<Page<T> | null | undefined>): Promise<T[]> {
  const items: T[] = [];
  for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum += 1) {
    const page = await load(pageNum);
    if (!page) break;
    items.push(...page.list);
    if (pageNum >= page.pageInfo.pages) break;
  }
  return items;
}

/** What each file of the archive holds; the names are the same in every language so scripts can find them. */
export const EXPORT_FILES = [
  'profile.csv',
  'addresses.csv',
  'orders.csv',
  'invoices.csv',
  'points-records.csv',
  'capacity-records.csv',
  'scenes.csv',
] as const;

function orderTypeLabel(category: number): string {
  const labels: Record<(typeof ORDER_TYPES)[number], string> = {
    camera: t`Camera`,
    membership: t`Membership`,
    other: t`Other`,
    download: t`Download`,
  };
  const name = ORDER_TYPES[category - 1];
  return name ? labels[name] : String(category);
}

function orderStatusLabel(status: number): string {
  const labels: Record<(typeof ORDER_STATUSES)[number], string> = {
    awaitingShipment: t`Awaiting shipment`,
    shipped: t`Shipped`,
    received: t`Received`,
    finished: t`Finished`,
    cancelled: t`Cancelled`,
    expired: t`Expired`,
  };
  const name = ORDER_STATUSES[status];
  return name ? labels[name] : String(status);
}

function sceneStatusLabel(status: number): string {
  const labels: Record<(typeof SCENE_STATUSES)[number], string> = {
    normal: t`Normal`,
    calculating: t`Calculating`,
    failed: t`Calculation failed`,
    archived: t`Archived`,
  };
  const name = SCENE_STATUSES[status];
  return name ? labels[name] : String(status);
}

function payTypeLabel(payType: number): string {
  return [t`WeChat Pay`, t`Alipay`, t`PayPal`][payType] ?? String(payType);
}

function chargeTypeLabel(type: number): string {
  const labels: Record<string, string> = {
    '0': t`System gift`,
    '1': t`Top-up`,
    '2': t`System refund`,
    '-1': t`Spend`,
  };
  return labels[String(type)] ?? String(type);
}

/** The CSV files of the account, by file name (times as ISO 8601 in UTC, amounts as plain numbers). */
export async function accountCsvFiles(client: ApiClient): Promise<Record<(typeof EXPORT_FILES)[number], string>> {
  const [info, addresses, orders, invoices, points, capacity, scenes] = await Promise.all([
    call(client, 'post', '/user/getUserInfo'),
    call(client, 'post', '/user/getReceiverList'),
    Promise.all(
      ORDER_TYPES.map((_, index) =>
        everyPage((pageNum) =>
          call(client, 'post', '/user/order/list', {
            body: { orderType: (index + 1) as 1 | 2 | 3 | 4, pageNum, pageSize: PAGE_SIZE },
          }),
        ),
      ),
    ).then((lists) => lists.flat()),
    everyPage((pageNum) => call(client, 'post', '/user/invoice/list', { body: { pageNum, pageSize: PAGE_SIZE } })),
    everyPage((pageNum) => call(client, 'post', '/user/record/chargeList', { body: { pageNum, pageSize: PAGE_SIZE } })),
    everyPage((pageNum) =>
      call(client, 'post', '/user/record/expansionList', { body: { pageNum, pageSize: PAGE_SIZE } }),
    ),
    everyPage((pageNum) => call(client, 'post', '/user/scene/newList', { body: { pageNum, pageSize: PAGE_SIZE } })),
  ]);

  return {
    'profile.csv': toCsv(
      [t`User name`, t`Phone`, t`Area code`, t`E-mail`, t`Memberships`, t`Deletion requested at`],
      info
        ? [
            [
              info.userName,
              info.phoneNum ?? '',
              info.areaNum ?? '',
              info.email ?? '',
              info.incrementNum,
              info.deletionRequestedAt ?? '',
            ],
          ]
        : [],
    ),
    'addresses.csv': toCsv(
      [t`Receiver`, t`Phone`, t`Country`, t`Province`, t`City`, t`District`, t`Address`],
      (addresses ?? []).map((address) => [
        address.receiver,
        address.phone,
        address.country,
        address.province,
        address.city,
        address.district ?? '',
        address.detail,
      ]),
    ),
    'orders.csv': toCsv(
      [t`Order number`, t`Order type`, t`Items`, t`Amount`, t`Currency`, t`Payment method`, t`Status`, t`Created at`],
      orders.map((order) => [
        order.orderSn,
        orderTypeLabel(order.orderType),
        order.items.map((item) => `${item.name} × ${item.goodsCount}`).join('; '),
        order.amount,
        order.currency,
        payTypeLabel(order.payType),
        orderStatusLabel(order.status),
        order.createTime,
      ]),
    ),
    'invoices.csv': toCsv(
      [t`Invoice type`, t`Title`, t`Tax number`, t`E-mail`, t`Amount`, t`Requested at`, t`Delivered at`],
      invoices.map((invoice) => [
        invoice.type === 3 ? t`Special VAT invoice` : t`Ordinary invoice`,
        invoice.title,
        invoice.code ?? '',
        invoice.emailAddress,
        invoice.amount,
        invoice.createTime,
        invoice.deliveryTime ?? '',
      ]),
    ),
    'points-records.csv': toCsv(
      [t`Camera`, t`Type`, t`Points`, t`Amount`, t`Scene code`, t`Time`],
      points.map((record) => [
        record.childName,
        chargeTypeLabel(record.type),
        record.points,
        record.amount ?? '',
        record.sceneNum ?? '',
        record.createTime,
      ]),
    ),
    'capacity-records.csv': toCsv(
      [t`Camera`, t`Plan`, t`Months`, t`Amount`, t`Currency`, t`Order number`, t`Starts`, t`Expires`],
      capacity.map((record) => [
        record.childName,
        record.unit,
        record.month,
        record.amount,
        record.currency,
        record.orderSn,
        record.startTime,
        record.expiryTime,
      ]),
    ),
    'scenes.csv': toCsv(
      [t`Scene name`, t`Scene code`, t`Camera SN`, t`Status`, t`Views`, t`Created at`],
      (scenes ?? []).map((scene) => [
        scene.name,
        scene.sceneNum,
        scene.sn,
        sceneStatusLabel(scene.status),
        scene.viewCount,
        scene.createTime,
      ]),
    ),
  };
}

/** The ZIP of the account's CSV files and its file name (dated by the day it was made). */
export async function buildAccountExport(
  client: ApiClient,
  now: Date,
): Promise<{ fileName: string; data: Uint8Array }> {
  const files = await accountCsvFiles(client);
  const entries = Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]));
  return { fileName: `account-data-${now.toISOString().slice(0, 10)}.zip`, data: zipSync(entries) };
}
