import type { components } from '@kankan/api';
import { cameraDisplayName, ORDER_TYPES, orderStatusOf, type OrderType } from '@kankan/domain';
import type { OrderSummary } from '@kankan/ui';

export type ApiOrder = components['schemas']['Order'];
export type ApiOrderItem = components['schemas']['OrderItem'];

/** The contract's order category of each tab. */
export const ORDER_CATEGORY: Record<OrderType, ApiOrder['orderType']> = {
  camera: 1,
  membership: 2,
  other: 3,
  download: 4,
};

export const ORDER_PAGE_SIZE = 10;

/** The tab of the address (`?tab=`), camera orders when missing or unknown. */
export function orderTabOf(value: string | null): OrderType {
  return ORDER_TYPES.find((type) => type === value) ?? 'camera';
}

/** The page of the address (`?page=`), 1 when missing or not a positive whole number. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The table's view of an order; `itemName` puts the goods' names in the user's language. */
export function orderSummary(order: ApiOrder, itemName: (item: ApiOrderItem) => string): OrderSummary {
  return {
    id: String(order.id),
    orderSn: order.orderSn,
    items: order.items.map((item) => ({ name: itemName(item), count: item.goodsCount })),
    // The download tab names the scene; the others the camera.
    subject:
      order.orderType === ORDER_CATEGORY.download
        ? (order.sceneName ?? null)
        : order.childName
          ? cameraDisplayName(order.childName)
          : null,
    amount: order.amount,
    currency: order.currency,
    payType: order.payType,
    createdAt: Date.parse(order.createTime),
    status: orderStatusOf(order.status),
    isPaid: order.paidAt !== null,
    invoiceStatus: order.invoice?.status ?? null,
    isPayable: order.payOrderType !== null,
  };
}
