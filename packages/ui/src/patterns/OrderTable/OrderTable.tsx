import { useLingui } from '@lingui/react/macro';
import type { OrderType } from '@kankan/domain';
import { clientMessage, formatDateTime, formatMoney } from '@kankan/i18n';
import type { ReactNode } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.tsx';
import {
  orderActions,
  orderColumns,
  orderDisplayStatus,
  orderStatusTone,
  type OrderColumn,
  type OrderSummary,
} from './orderModel.ts';
import { useOrderStatusLabels, usePayTypeLabels } from './orderLabels.ts';
import * as styles from './OrderTable.css.ts';

/** An order number's date part: its prefix and the order's time to the second (KK20261125190000). */
const ORDER_SN_DATE_LENGTH = 16;

export interface OrderTableProps {
  /** The tab: camera, membership, other or download orders. It decides the columns and the empty message. */
  type: OrderType;
  /** The orders of the current page. */
  orders: readonly OrderSummary[];
  isLoading?: boolean;
  /** Orders of this type across all pages; the pages show when there is more than one. */
  total: number;
  pageSize: number;
  /** Current page, 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  /** Details of an order; without it the row has no Details action (the row already shows everything). */
  onDetails?: (order: OrderSummary) => void;
  /** Shown for paid orders not cancelled or expired that have no invoice request yet. */
  onRequestInvoice: (order: OrderSummary) => void;
  /** Shown for unpaid orders that can still be paid. */
  onPay: (order: OrderSummary) => void;
  /** Shown for unpaid orders that await payment: the caller asks for confirmation and cancels. */
  onCancel?: (order: OrderSummary) => void;
  /** Shown for orders whose invoice is known (`invoiceStatus`): opens its details. */
  onInvoiceDetails?: (order: OrderSummary) => void;
  /** Shown under the empty message, e.g. a link to the shop. */
  emptyAction?: ReactNode;
}

/** A status badge of an order: one of the six statuses, or "awaiting payment" while unpaid. */
export function OrderStatusBadge({ order }: { order: Pick<OrderSummary, 'status' | 'isPaid'> }) {
  const labels = useOrderStatusLabels();
  const status = orderDisplayStatus(order);
  return (
    <Badge tone={orderStatusTone[status]} dot>
      {labels[status]}
    </Badge>
  );
}

/**
 * One tab of "My orders" (spec 2.4, 3): order number, goods, the camera or scene where the tab has one, amount
 * (RMB or US dollars, tabular figures), payment method, date, status badge and the row's actions (details, request
 * invoice, pay). Loading shows a spinner row, no orders an empty message, and more than one page the pagination.
 */
export function OrderTable({
  type,
  orders,
  isLoading = false,
  total,
  pageSize,
  page,
  onPageChange,
  onDetails,
  onRequestInvoice,
  onPay,
  onCancel,
  onInvoiceDetails,
  emptyAction,
}: OrderTableProps) {
  const { t } = useLingui();
  const payTypes = usePayTypeLabels();
  const tableLabels: Record<OrderType, string> = {
    camera: t`Camera orders`,
    membership: t`Membership orders`,
    other: t`Other orders`,
    download: t`Download orders`,
  };
  const emptyDescriptions: Record<OrderType, string> = {
    camera: t`Cameras and tripod sets you buy in the shop are listed here.`,
    membership: t`Memberships you buy are listed here.`,
    other: t`Points top-ups and cloud storage plans you buy are listed here.`,
    download: t`Scene downloads you pay for are listed here.`,
  };
  const headers: Record<OrderColumn, string> = {
    orderSn: t`Order number`,
    items: t`Items`,
    subject: type === 'download' ? t`Scene` : t`Camera`,
    amount: t`Amount`,
    status: t`Status`,
    actions: t`Actions`,
  };
  const columns = orderColumns(type).map((id) => ({ id }));
  const endAligned = (id: OrderColumn) => id === 'amount';

  const cell = (order: OrderSummary, column: OrderColumn): ReactNode => {
    const sn = order.orderSn;
    switch (column) {
      case 'orderSn':
        // The order time under its number, and the number may break after its date part (KK + 14 digits): the
        // account area's width holds every column with words whole only so.
        return (
          <span className={styles.twoLines}>
            <span className={styles.orderSn}>
              {sn.slice(0, ORDER_SN_DATE_LENGTH)}
              <wbr />
              {sn.slice(ORDER_SN_DATE_LENGTH)}
            </span>
            <span className={styles.secondLine}>{formatDateTime(order.createdAt)}</span>
          </span>
        );
      case 'items':
        return (
          <ul className={styles.items}>
            {order.items.map((item, index) => {
              const { name, count } = item;
              return <li key={index}>{count > 1 ? t`${name} × ${count}` : name}</li>;
            })}
          </ul>
        );
      case 'subject':
        if (order.subject == null) return <span className={styles.none}>{t`None`}</span>;
        // Camera names stay whole; scene names may wrap.
        return type === 'download' ? order.subject : <span className={styles.nowrap}>{order.subject}</span>;
      case 'amount':
        // The payment method under the amount.
        return (
          <span className={`${styles.twoLines} ${styles.endLines}`}>
            <span className={styles.nowrap}>{formatMoney(order.amount, order.currency, { decimals: 2 })}</span>
            <span className={`${styles.secondLine} ${styles.nowrap}`}>{payTypes[order.payType]}</span>
          </span>
        );
      case 'status':
        return order.invoiceStatus == null ? (
          <OrderStatusBadge order={order} />
        ) : (
          <span className={styles.statuses}>
            <OrderStatusBadge order={order} />
            <Badge tone={order.invoiceStatus === 1 ? 'positive' : 'info'}>
              {order.invoiceStatus === 1 ? t`Invoice delivered` : t`Invoice requested`}
            </Badge>
          </span>
        );
      case 'actions':
        return (
          <span className={styles.actions}>
            {orderActions(order, {
              details: onDetails,
              pay: true,
              requestInvoice: true,
              cancel: onCancel,
              invoiceDetails: onInvoiceDetails,
            }).map((action) => {
              switch (action) {
                case 'pay':
                  return (
                    <Button key={action} size="small" aria-label={t`Pay order ${sn}`} onPress={() => onPay(order)}>
                      {t`Pay`}
                    </Button>
                  );
                case 'cancel':
                  return (
                    <Button
                      key={action}
                      size="small"
                      variant="ghost"
                      tone="critical"
                      aria-label={t`Cancel order ${sn}`}
                      onPress={() => onCancel?.(order)}
                    >
                      {t`Cancel order`}
                    </Button>
                  );
                case 'requestInvoice':
                  return (
                    <Button
                      key={action}
                      size="small"
                      variant="ghost"
                      aria-label={t`Request invoice for order ${sn}`}
                      onPress={() => onRequestInvoice(order)}
                    >
                      {t`Request invoice`}
                    </Button>
                  );
                case 'invoiceDetails':
                  return (
                    <Button
                      key={action}
                      size="small"
                      variant="ghost"
                      aria-label={t`Invoice of order ${sn}`}
                      onPress={() => onInvoiceDetails?.(order)}
                    >
                      {t`Invoice`}
                    </Button>
                  );
                case 'details':
                  return (
                    <Button
                      key={action}
                      size="small"
                      variant="ghost"
                      aria-label={t`Details of order ${sn}`}
                      onPress={() => onDetails?.(order)}
                    >
                      {t`Details`}
                    </Button>
                  );
              }
            })}
          </span>
        );
    }
  };

  return (
    <div className={styles.root}>
      <Table aria-label={tableLabels[type]} isLoading={isLoading}>
        <TableHeader columns={columns}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column.id === 'orderSn'}
              align={endAligned(column.id) ? 'end' : 'start'}
            >
              {headers[column.id]}
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={orders}
          dependencies={[type, onDetails, onPay, onRequestInvoice, onCancel, onInvoiceDetails]}
          renderEmptyState={() => (
            <EmptyState
              headingLevel={3}
              title={clientMessage('noRecords')}
              description={emptyDescriptions[type]}
              action={emptyAction}
            />
          )}
        >
          {(order) => (
            <Row id={order.id} columns={columns}>
              {(column) => <Cell align={endAligned(column.id) ? 'end' : 'start'}>{cell(order, column.id)}</Cell>}
            </Row>
          )}
        </TableBody>
      </Table>
      {total > pageSize ? (
        <div className={styles.pagination}>
          <Pagination total={total} pageSize={pageSize} page={page} onPageChange={onPageChange} />
        </div>
      ) : null}
    </div>
  );
}
