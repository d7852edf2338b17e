import { useLingui } from '@lingui/react/macro';
import {
  INVOICE_STATUS,
  INVOICE_TIMINGS,
  INVOICE_TYPE,
  cameraDisplayName,
  invoiceEditDeadline,
  isInvoiceEditable,
  type InvoiceRecord,
  type Moment,
} from '@kankan/domain';
import { formatDateTime, formatMoney, type Currency } from '@kankan/i18n';
import { useState, type ReactNode } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog, Modal } from '../../components/Dialog/Dialog.tsx';
import { InlineAlert } from '../../components/InlineAlert/InlineAlert.tsx';
import { EditIcon } from '../../icons/icons.tsx';
import { useInvoiceFieldLabels } from '../InvoiceRequestDialog/InvoiceFields.tsx';
import { Details, shown } from './Details.tsx';
import * as styles from './InvoiceDetailDialog.css.ts';

export interface InvoiceDetailDialogProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The invoice request record. */
  invoice: InvoiceRecord;
  /** The camera's childName; shown without the 4DKKPRO_ prefix. Left out for an order without a camera. */
  cameraName?: string | null;
  /** The number of the order invoiced, for an order's invoice. */
  orderSn?: string;
  currency: Currency;
  /** The moment the edit window is judged at; default when the dialog was first rendered. */
  now?: Moment;
  /** Edit the request (the caller opens the invoice dialog with it). Offered only while it may be edited. */
  onEdit?: (invoice: InvoiceRecord) => void;
}

/**
 * Invoice details (spec 2.5, 4; 680 px): read-only type, title, tax number, e-mail, the special invoice's company
 * and delivery information, amount, status and camera. Edit is offered only while the request may be edited:
 * before delivery and within 7 days after it (`isInvoiceEditable`); the dialog says until when, or since when not.
 */
export function InvoiceDetailDialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  invoice,
  cameraName,
  orderSn,
  currency,
  now,
  onEdit,
}: InvoiceDetailDialogProps) {
  const { t } = useLingui();
  const labels = useInvoiceFieldLabels();
  const [openedAt] = useState(() => Date.now());
  const deliveredAt = invoice.deliveryTime === null ? null : Date.parse(invoice.deliveryTime);
  const editable = isInvoiceEditable({ deliveredAt }, now ?? openedAt);
  const deadline = deliveredAt === null ? null : formatDateTime(invoiceEditDeadline(deliveredAt).getTime());
  const delivered = invoice.status === INVOICE_STATUS.delivered;
  const special = invoice.type === INVOICE_TYPE.special;
  const days = INVOICE_TIMINGS.editWithinDaysAfterDelivery;

  let editNote: string;
  if (deadline === null) editNote = t`You can edit this request until it is delivered, and for ${days} days after.`;
  else if (editable) editNote = t`You can edit this invoice until ${deadline}.`;
  else
    editNote = t`Invoices can be edited within ${days} days after delivery; this one could be edited until ${deadline}.`;

  const overview: [string, ReactNode][] = [
    [t`Invoice type`, special ? t`Special VAT invoice` : t`Ordinary invoice`],
    ...(orderSn ? ([[t`Order number`, orderSn]] as [string, ReactNode][]) : []),
    ...(cameraName ? ([[t`Camera`, cameraDisplayName(cameraName)]] as [string, ReactNode][]) : []),
    [labels.amount, <span className={styles.amount}>{formatMoney(invoice.amount, currency)}</span>],
    [
      t`Status`,
      <Badge tone={delivered ? 'positive' : 'info'} dot>
        {delivered ? t`Delivered` : t`Requested`}
      </Badge>,
    ],
    [t`Requested on`, formatDateTime(Date.parse(invoice.createTime))],
    [t`Delivered on`, deliveredAt === null ? '—' : formatDateTime(deliveredAt)],
  ];
  const information: [string, ReactNode][] = [
    [labels.title, invoice.title],
    [labels.taxNumber, shown(invoice.code)],
    [labels.email, invoice.emailAddress],
    ...(special
      ? ([
          [labels.organizedAddress, shown(invoice.organizedAddress)],
          [labels.registerPhone, shown(invoice.registerPhone)],
          [labels.bankName, shown(invoice.bankName)],
          [labels.bankAccount, shown(invoice.bankAccount)],
        ] satisfies [string, ReactNode][])
      : []),
  ];
  const delivery: [string, ReactNode][] = [
    [labels.shipName, shown(invoice.shipName)],
    [labels.shipMobile, shown(invoice.shipMobile)],
    [labels.shipArea, <span lang="zh-CN">{shown(invoice.shipAreaPath?.split(',').join(' '))}</span>],
    [labels.shipAddress, shown(invoice.shipAddress)],
  ];

  return (
    <Modal size="detail" isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog
        title={t`Invoice details`}
        footer={({ close }) => (
          <>
            <Button variant="outline" tone="neutral" onPress={close}>
              {t`Close`}
            </Button>
            {editable && onEdit ? (
              <Button icon={<EditIcon size="small" />} onPress={() => onEdit(invoice)}>
                {t`Edit`}
              </Button>
            ) : null}
          </>
        )}
      >
        {/* The details scroll in their own box, which takes focus so keyboard users can scroll it (WCAG 2.1.1). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className={styles.body} tabIndex={0} role="region" aria-label={t`Invoice details`}>
          <Details label={t`Overview`} rows={overview} />
          <Details label={t`Invoice information`} rows={information} />
          {special ? <Details label={t`Delivery information`} rows={delivery} /> : null}
          <InlineAlert tone={editable ? 'info' : 'caution'} title={editable ? t`Editable` : t`No longer editable`}>
            {editNote}
          </InlineAlert>
        </div>
      </Dialog>
    </Modal>
  );
}
