import { useLingui } from '@lingui/react/macro';
import {
  INVOICE_STATUS,
  INVOICE_TYPE,
  cameraDisplayName,
  isInvoiceEditable,
  type InvoiceRecord,
  type Moment,
} from '@kankan/domain';
import { clientMessage, formatDateTime, formatMoney, type Currency } from '@kankan/i18n';
import { useState, type ReactNode } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.tsx';
import * as styles from './InvoiceList.css.ts';

/** A row of the list: an invoice request record with its camera's name and currency. */
export interface InvoiceListItem extends InvoiceRecord {
  /** The camera's childName; shown without the 4DKKPRO_ prefix. */
  cameraName: string;
  currency: Currency;
  /** The number of the order invoiced, for an order's invoice. */
  orderSn?: string | null;
}

/**
 * The columns, in order. The spec lists no invoice-list fields; these are the ones a customer looks for, with the
 * delivery date that starts the 7 days in which an invoice may still be edited.
 */
export const invoiceListColumns = [
  'camera',
  'type',
  'title',
  'amount',
  'status',
  'createTime',
  'deliveryTime',
  'actions',
] as const;
export type InvoiceListColumn = (typeof invoiceListColumns)[number];

export interface InvoiceListProps {
  /** The invoices of the current page, newest first. */
  invoices: readonly InvoiceListItem[];
  isLoading?: boolean;
  /** Open the invoice's details. */
  onDetails: (invoice: InvoiceListItem) => void;
  /** Edit a request; offered on the rows that may still be edited (before delivery and 7 days after it). */
  onEdit?: (invoice: InvoiceListItem) => void;
  /** The moment the edit window is judged at; default when the list was first rendered. */
  now?: Moment;
  /** Shown under the empty message, e.g. a button that requests an invoice. */
  emptyAction?: ReactNode;
  /** Paging: the pages show when all four are given and there is more than one page. */
  total?: number;
  pageSize?: number;
  page?: number;
  onPageChange?: (page: number) => void;
}

/** A status badge of an invoice request: requested (not yet delivered) or delivered. */
export function InvoiceStatusBadge({ status }: { status: InvoiceRecord['status'] }) {
  const { t } = useLingui();
  const delivered = status === INVOICE_STATUS.delivered;
  return (
    <Badge tone={delivered ? 'positive' : 'info'} dot>
      {delivered ? t`Delivered` : t`Requested`}
    </Badge>
  );
}

/**
 * The invoice records (spec 3, 7.2): camera, type, title, amount (tabular figures), status badge, request date and
 * a Details action per row. Loading shows a spinner row, no records the "no record found" message (message 25).
 */
export function InvoiceList({
  invoices,
  isLoading = false,
  onDetails,
  onEdit,
  now,
  emptyAction,
  total,
  pageSize,
  page,
  onPageChange,
}: InvoiceListProps) {
  const { t } = useLingui();
  const [shownAt] = useState(() => Date.now());
  const headers: Record<InvoiceListColumn, string> = {
    camera: t`Camera`,
    type: t`Invoice type`,
    title: t`Invoice title`,
    amount: t`Amount`,
    status: t`Status`,
    createTime: t`Requested on`,
    deliveryTime: t`Delivered on`,
    actions: t`Actions`,
  };
  const columns = invoiceListColumns.map((id) => ({ id }));
  const endAligned = (id: InvoiceListColumn) => id === 'amount' || id === 'createTime' || id === 'deliveryTime';

  const cell = (invoice: InvoiceListItem, column: InvoiceListColumn): ReactNode => {
    switch (column) {
      case 'camera':
        return <span className={styles.camera}>{cameraDisplayName(invoice.cameraName)}</span>;
      case 'type':
        return invoice.type === INVOICE_TYPE.special ? t`Special VAT invoice` : t`Ordinary invoice`;
      case 'title':
        return invoice.title;
      case 'amount':
        return formatMoney(invoice.amount, invoice.currency, { decimals: 2 });
      case 'status':
        return <InvoiceStatusBadge status={invoice.status} />;
      case 'createTime':
        return formatDateTime(Date.parse(invoice.createTime));
      case 'deliveryTime':
        return invoice.deliveryTime === null ? '—' : formatDateTime(Date.parse(invoice.deliveryTime));
      case 'actions': {
        const title = invoice.title;
        const deliveredAt = invoice.deliveryTime === null ? null : Date.parse(invoice.deliveryTime);
        const editable = onEdit !== undefined && isInvoiceEditable({ deliveredAt }, now ?? shownAt);
        return (
          <div className={styles.actions}>
            <Button
              size="small"
              variant="ghost"
              aria-label={t`Details of the invoice for ${title}`}
              onPress={() => onDetails(invoice)}
            >
              {t`Details`}
            </Button>
            {editable ? (
              <Button
                size="small"
                variant="ghost"
                aria-label={t`Edit the invoice for ${title}`}
                onPress={() => onEdit(invoice)}
              >
                {t`Edit`}
              </Button>
            ) : null}
          </div>
        );
      }
    }
  };

  const paged =
    total !== undefined && pageSize !== undefined && page !== undefined && onPageChange !== undefined
      ? { total, pageSize, page, onPageChange }
      : null;

  return (
    <div className={styles.root}>
      <Table aria-label={t`Invoices`} isLoading={isLoading}>
        <TableHeader columns={columns}>
          {(column) => (
            <Column id={column.id} isRowHeader={column.id === 'title'} align={endAligned(column.id) ? 'end' : 'start'}>
              {headers[column.id]}
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={invoices}
          dependencies={[onDetails, onEdit, now]}
          renderEmptyState={() => (
            <EmptyState
              headingLevel={3}
              title={clientMessage('noRecords')}
              description={t`Invoices you request for your cameras' purchases are listed here.`}
              action={emptyAction}
            />
          )}
        >
          {(invoice) => (
            <Row id={invoice.id} columns={columns}>
              {(column) => <Cell align={endAligned(column.id) ? 'end' : 'start'}>{cell(invoice, column.id)}</Cell>}
            </Row>
          )}
        </TableBody>
      </Table>
      {paged && paged.total > paged.pageSize ? (
        <div className={styles.pagination}>
          <Pagination {...paged} />
        </div>
      ) : null}
    </div>
  );
}
