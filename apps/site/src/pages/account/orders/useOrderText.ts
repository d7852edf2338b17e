import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@kankan/i18n';
import { orderDisplayStatus, useOrderStatusLabels, usePayTypeLabels, type OrderSummary } from '@kankan/ui';
import type { ApiOrderItem } from './orderView.ts';

/** The goods names of an order item in the user's language; names the site does not know are shown as sent. */
export function useItemName(): (item: ApiOrderItem) => string {
  const { t } = useLingui();
  return (item) => {
    if (item.goodsId === 4) return t`KanKan Pro camera`;
    if (item.goodsId === 1) return t`KanKan Lite camera`;
    if (item.goodsId === 7) return t`Pro tripod set`;
    if (item.name === 'Membership') return t`Membership (1 year)`;
    if (item.name === 'Scene download') return t`Scene download`;
    const points = /^Points (\d+)$/.exec(item.name)?.[1];
    if (points) return t`${points} points top-up`;
    const plan = /^Cloud storage (\w+), (\d+) months?$/.exec(item.name);
    if (plan) {
      const [, unit, months] = plan;
      return t`Cloud storage ${unit}, ${months} months`;
    }
    return item.name;
  };
}

/** The header and rows of the orders CSV: what the table shows, with the amount as a plain number. */
export function useOrderCsv(): (orders: readonly OrderSummary[]) => { header: string[]; rows: (string | number)[][] } {
  const { t } = useLingui();
  const statuses = useOrderStatusLabels();
  const payTypes = usePayTypeLabels();
  return (orders) => ({
    header: [
      t`Order number`,
      t`Items`,
      t`Camera`,
      t`Amount`,
      t`Currency`,
      t`Payment method`,
      t`Status`,
      t`Invoice`,
      t`Order time`,
    ],
    rows: orders.map((order) => [
      order.orderSn,
      order.items.map(({ name, count }) => (count > 1 ? `${name} × ${count}` : name)).join('; '),
      order.subject ?? '',
      order.amount,
      order.currency,
      payTypes[order.payType],
      statuses[orderDisplayStatus(order)],
      order.invoiceStatus === 1 ? t`Invoice delivered` : order.invoiceStatus === 0 ? t`Invoice requested` : '',
      formatDateTime(order.createdAt),
    ]),
  });
}
