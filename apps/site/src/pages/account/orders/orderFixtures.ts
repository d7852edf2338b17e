import type { FakeApi } from '../../../testing/pageStory.tsx';
import type { ApiOrder } from './orderView.ts';

/** A fixed moment: the story dates never move. */
export const ORDER_NOW = Date.UTC(2026, 10, 26, 4, 0, 0);
const HOUR = 60 * 60 * 1000;
const iso = (t: number) => new Date(t).toISOString();

function order(id: number, partial: Partial<ApiOrder>): ApiOrder {
  const created = ORDER_NOW - id * 9 * HOUR;
  return {
    id,
    orderSn: `KK${iso(created).replace(/\D/g, '').slice(0, 14)}${String(id).padStart(16, '0')}`,
    orderType: 1,
    payType: 0,
    status: 3,
    amount: 12800,
    currency: 'CNY',
    createTime: iso(created),
    delay: 0,
    items: [{ goodsId: 4, name: 'KanKan Pro', goodsCount: 1, price: 12800 }],
    payOrderType: 3,
    paidAt: iso(created + HOUR),
    cameraId: null,
    childName: null,
    invoice: null,
    ...partial,
  };
}

export const cameraOrders: ApiOrder[] = [
  order(1, {
    status: 0,
    paidAt: null,
    amount: 899 * 2,
    items: [{ goodsId: 7, name: 'Pro tripod set', goodsCount: 2, price: 899 }],
  }),
  order(2, { status: 0 }),
  order(3, {
    status: 1,
    payType: 1,
    amount: 12800 + 899,
    items: [
      { goodsId: 4, name: 'KanKan Pro', goodsCount: 1, price: 12800 },
      { goodsId: 7, name: 'Pro tripod set', goodsCount: 1, price: 899 },
    ],
  }),
  order(4, { status: 2 }),
  order(5, { status: 3, invoice: { id: 44, status: 1 } }),
  order(6, { status: 3 }),
  order(7, { status: 3, payType: 2, currency: 'USD', amount: 699 + 209, invoice: { id: 45, status: 0 } }),
  order(8, { status: 4, paidAt: null }),
  order(9, { status: 5, paidAt: null }),
];

export const membershipOrders: ApiOrder[] = [
  order(11, {
    orderType: 2,
    payOrderType: 4,
    status: 0,
    paidAt: null,
    amount: 5980,
    items: [{ goodsId: null, name: 'Membership', goodsCount: 1, price: 5980 }],
  }),
  order(12, {
    orderType: 2,
    payOrderType: 4,
    amount: 5980,
    items: [{ goodsId: null, name: 'Membership', goodsCount: 1, price: 5980 }],
  }),
];

export const otherOrders: ApiOrder[] = [
  order(21, {
    orderType: 3,
    payOrderType: 1,
    amount: 1000,
    cameraId: 1,
    childName: '4DKKPRO_A1B2C3',
    items: [{ goodsId: null, name: 'Points 1000', goodsCount: 1, price: 1000 }],
  }),
  order(22, {
    orderType: 3,
    payOrderType: 2,
    amount: 125990,
    payType: 1,
    cameraId: 1,
    childName: '4DKKPRO_A1B2C3',
    items: [{ goodsId: null, name: 'Cloud storage 1T, 12 months', goodsCount: 1, price: 125990 }],
  }),
];

export const downloadOrders: ApiOrder[] = [
  order(31, {
    orderType: 4,
    payOrderType: null,
    amount: 99,
    sceneName: '深圳湾一号 T7 栋 5801 复式样板间（含露台与私人泳池全景）',
    items: [{ goodsId: null, name: 'Scene download', goodsCount: 1, price: 99 }],
  }),
  // The scene was deleted after it was downloaded: the order no longer names it.
  order(32, {
    orderType: 4,
    payOrderType: null,
    amount: 99,
    sceneName: null,
    items: [{ goodsId: null, name: 'Scene download', goodsCount: 1, price: 99 }],
  }),
];

const byCategory: Record<number, ApiOrder[]> = {
  1: cameraOrders,
  2: membershipOrders,
  3: otherOrders,
  4: downloadOrders,
};

/** One page of the category asked for, as `/user/order/list` answers it. */
export function orderListAnswer(body: unknown) {
  const { orderType, pageNum = 1, pageSize = 10 } = body as { orderType: number; pageNum?: number; pageSize?: number };
  const all = byCategory[orderType] ?? [];
  return {
    list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    pageInfo: { pageNum, pageSize, total: all.length, pages: Math.ceil(all.length / pageSize) },
  };
}

export const orderApi: FakeApi = {
  '/user/order/list': orderListAnswer,
  '/user/invoice/mine': (body: unknown) =>
    (body as { type: number }).type === 2
      ? { type: 2, title: '深圳市光影空间科技有限公司', emailAddress: 'finance@guangying3d.cn' }
      : null,
  '/user/invoice/list': {
    list: [
      {
        id: 44,
        type: 2,
        title: '深圳市光影空间科技有限公司',
        code: '91440300MA5XXXXX1Y',
        emailAddress: 'finance@guangying3d.cn',
        cameraId: null,
        orderId: 5,
        amount: 12800,
        status: 1,
        createTime: iso(ORDER_NOW - 20 * 24 * HOUR),
        deliveryTime: iso(ORDER_NOW - 12 * 24 * HOUR),
      },
    ],
    pageInfo: { pageNum: 1, pageSize: 1, total: 1, pages: 1 },
  },
};
