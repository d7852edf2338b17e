import { useLingui } from '@lingui/react/macro';
import type { useOrders } from '@kankan/api';
import type { OrderType } from '@kankan/domain';
import { LinkButton, OrderTable, OrderTabs, type OrderSummary } from '@kankan/ui';
import { useNavigate } from 'react-router';
import { LoadFailed } from '../LoadFailed.tsx';
import { ORDER_PAGE_SIZE } from './orderView.ts';

export interface OrderListProps {
  tab: OrderType;
  page: number;
  orders: ReturnType<typeof useOrders>;
  summaries: OrderSummary[];
  onGo: (next: { tab?: OrderType; page?: number }) => void;
  onPay: (order: OrderSummary) => void;
  onCancel: (order: OrderSummary) => void;
  onInvoiceDialog: (kind: 'request' | 'details', order: OrderSummary) => void;
}

/**
 * The order screen's tabs and the table of the tab's orders (OrderScreen asks for them and holds the dialogs): a
 * camera order's Details lead to its page; an unpaid order is paid or cancelled, a paid one gets an invoice.
 */
export default function OrderList({
  tab,
  page,
  orders,
  summaries,
  onGo,
  onPay,
  onCancel,
  onInvoiceDialog,
}: OrderListProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <OrderTabs selectedType={tab} onTypeChange={(type) => onGo({ tab: type, page: 1 })}>
      {(type) =>
        orders.isError ? (
          <LoadFailed message={t`Your orders could not be loaded.`} onRetry={() => void orders.refetch()} />
        ) : (
          <OrderTable
            type={type}
            orders={summaries}
            isLoading={orders.isPending}
            total={orders.data?.pageInfo.total ?? 0}
            pageSize={ORDER_PAGE_SIZE}
            page={page}
            onPageChange={(next) => onGo({ page: next })}
            // A shop order's page adds its delivery timeline; the other tabs' rows already show everything.
            {...(type === 'camera'
              ? {
                  onDetails: (summary: OrderSummary) =>
                    void navigate(`/manage/order/${encodeURIComponent(summary.orderSn)}`),
                }
              : {})}
            onPay={onPay}
            onCancel={onCancel}
            onRequestInvoice={(summary) => onInvoiceDialog('request', summary)}
            onInvoiceDetails={(summary) => onInvoiceDialog('details', summary)}
            emptyAction={
              type === 'camera' ? (
                <LinkButton href="/mall/cart" variant="outline">
                  {t`Visit the shop`}
                </LinkButton>
              ) : undefined
            }
          />
        )
      }
    </OrderTabs>
  );
}
