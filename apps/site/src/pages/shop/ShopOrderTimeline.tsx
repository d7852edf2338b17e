import type { components } from '@kankan/api';
import { OrderTimeline } from '@kankan/ui';

type OrderDetail = components['schemas']['OrderDetail'];

/** Statuses after which an unpaid order will not go on: cancelled (4) and expired (5). */
export const isClosedOrder = (order: Pick<OrderDetail, 'status' | 'paidAt'>) =>
  !order.paidAt && (order.status === 4 || order.status === 5);

/** The tracking timeline of a shop order as the server answers it. */
export function ShopOrderTimeline({ order }: { order: OrderDetail }) {
  return (
    <OrderTimeline
      orderedAt={order.createTime}
      paidAt={order.paidAt}
      shippedAt={order.shippedAt}
      receivedAt={order.receivedAt}
      isClosed={isClosedOrder(order)}
    />
  );
}
