import { useLingui } from '@lingui/react/macro';
import { call, useApi, useCancelOrder, useOrders } from '@kankan/api';
import type { OrderType } from '@kankan/domain';
import {
  Box,
  Button,
  Inline,
  Heading,
  LinkButton,
  Skeleton,
  Stack,
  VisuallyHidden,
  type OrderSummary,
} from '@kankan/ui';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PartPending, screenPart } from '../../../app/screenPart.tsx';
import { useSite } from '../../../app/SiteContext.tsx';
import { collectPages, EXPORT_PAGE_SIZE, fileDate, saveCsv } from '../csvExport.ts';
import { useExportAction } from '../useExportAction.ts';
import { PlaceholderScreen } from '../PlaceholderScreen.tsx';
import type { InvoiceDialogState } from './OrderInvoiceDialogs.tsx';
import { ORDER_CATEGORY, ORDER_PAGE_SIZE, orderSummary, orderTabOf, pageOf, type ApiOrder } from './orderView.ts';
import { useItemName, useOrderCsv } from './useOrderText.ts';

// The payment, cancel and invoice dialogs load when first opened: most visits only read the list.
const ConfirmDialog = lazy(() => import('../../dialogParts.ts').then((module) => ({ default: module.ConfirmDialog })));
const PaymentPopup = lazy(() =>
  import('../payment/PaymentPopup.tsx').then((module) => ({ default: module.PaymentPopup })),
);
const OrderInvoiceDialogs = lazy(() =>
  import('./OrderInvoiceDialogs.tsx').then((module) => ({ default: module.OrderInvoiceDialogs })),
);
// The tabs and their table come in a chunk of their own, fetched beside the orders.
const orderList = screenPart(() => import('./OrderList.part.tsx'), <Skeleton variant="text" lines={8} />);

/**
 * My orders (/manage/order, spec 2.4, 3): the four tabs with their orders, ten a page (`?tab=` and `?page=` in the
 * address). An unpaid order is paid in the payment pop-up or cancelled after a confirmation; a paid order gets an
 * invoice request, and an invoiced one shows its invoice. A camera order's Details lead to its page and timeline.
 * The tab's orders export as a CSV file.
 */
export default function OrderScreen() {
  const { t } = useLingui();
  const { notify } = useSite();
  const { client } = useApi();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = orderTabOf(searchParams.get('tab'));
  const page = pageOf(searchParams.get('page'));
  const orders = useOrders({ orderType: ORDER_CATEGORY[tab], pageNum: page, pageSize: ORDER_PAGE_SIZE });
  const itemName = useItemName();
  const csv = useOrderCsv();
  const cancel = useCancelOrder();
  const [paying, setPaying] = useState<ApiOrder | null>(null);
  const [cancelling, setCancelling] = useState<ApiOrder | null>(null);
  const [invoiceDialog, setInvoiceDialog] = useState<InvoiceDialogState | null>(null);
  const exportAction = useExportAction();
  orderList.usePrefetch();

  const list = orders.data?.list ?? [];
  const summaries = list.map((order) => orderSummary(order, itemName));
  const orderOf = (summary: OrderSummary) => list.find((order) => String(order.id) === summary.id) ?? null;

  const go = (next: { tab?: OrderType; page?: number }) => {
    const params = new URLSearchParams(searchParams);
    if (next.tab) params.set('tab', next.tab);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    else params.delete('page');
    setSearchParams(params);
  };

  const exportCsv = () =>
    exportAction.run(async () => {
      const all = await collectPages((pageNum) =>
        call(client, 'post', '/user/order/list', {
          body: { orderType: ORDER_CATEGORY[tab], pageNum, pageSize: EXPORT_PAGE_SIZE },
        }),
      );
      const { header, rows } = csv(all.map((order) => orderSummary(order, itemName)));
      saveCsv(`orders-${tab}-${fileDate(Date.now())}.csv`, header, rows);
    });

  return (
    <Stack space="xlarge">
      <PlaceholderScreen screen="order" />
      <Box background="surface" borderRadius="large" padding="xxlarge">
        <Stack space="large">
          {/* The records' own headings (an empty list's message) sit under this one. */}
          <VisuallyHidden>
            <Heading level={2}>{t`Order list`}</Heading>
          </VisuallyHidden>
          <Inline space="small" justify="end">
            <LinkButton href="/manage/invoice" variant="outline" tone="neutral" size="small">
              {t`My invoices`}
            </LinkButton>
            <Button
              variant="outline"
              size="small"
              isPending={exportAction.exporting}
              isDisabled={orders.isError}
              onPress={() => void exportCsv()}
            >
              {t`Export as CSV`}
            </Button>
          </Inline>
          <orderList.Part
            tab={tab}
            page={page}
            orders={orders}
            summaries={summaries}
            onGo={go}
            onPay={(summary) => setPaying(orderOf(summary))}
            onCancel={(summary) => setCancelling(orderOf(summary))}
            onInvoiceDialog={(kind, summary) => {
              const order = orderOf(summary);
              if (order) setInvoiceDialog({ kind, order });
            }}
          />
        </Stack>
      </Box>
      {paying?.payOrderType ? (
        <Suspense fallback={<PartPending />}>
          <PaymentPopup
            isOpen
            onOpenChange={(open) => (open ? undefined : setPaying(null))}
            orderType={paying.payOrderType}
            // The wallet must fit the order's currency: dollar orders go to the international provider.
            region={paying.currency === 'USD' ? 'international' : 'domestic'}
            createOrder={async () => ({ id: paying.id, orderSn: paying.orderSn, amount: paying.amount })}
          />
        </Suspense>
      ) : null}
      {cancelling ? (
        <Suspense fallback={<PartPending />}>
          <ConfirmDialog
            isOpen={cancelling !== null}
            onOpenChange={(open) => (open ? undefined : setCancelling(null))}
            isDestructive
            title={t`Cancel order ${cancelling?.orderSn ?? ''}?`}
            confirmLabel={t`Cancel order`}
            cancelLabel={t`Keep order`}
            onConfirm={async () => {
              if (!cancelling) return;
              await cancel.mutateAsync({ body: { orderId: cancelling.id } });
              notify({ tone: 'positive', title: t`The order was cancelled.` });
            }}
          >
            {t`A cancelled order can no longer be paid. To buy the same again, place a new order.`}
          </ConfirmDialog>
        </Suspense>
      ) : null}
      {invoiceDialog ? (
        <Suspense fallback={<PartPending />}>
          <OrderInvoiceDialogs state={invoiceDialog} onClose={() => setInvoiceDialog(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
