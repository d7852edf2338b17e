import { useLingui } from '@lingui/react/macro';
import { isApiError, useMyInvoice, useOrderInvoice, useSaveOrderInvoice } from '@kankan/api';
import { INVOICE_TYPE, type InvoiceRecord, type InvoiceRequest } from '@kankan/domain';
import { clientMessage } from '@kankan/i18n';
import { InvoiceDetailDialog, InvoiceRequestDialog, MessageDialog } from '@kankan/ui';
import { useState } from 'react';
import { useSite } from '../../../app/SiteContext.tsx';
import { toastForError } from '../../../rules/errorFeedback.ts';
import { invoiceAddBody, invoiceUpdateBody } from '../invoiceBodies.ts';
import type { ApiOrder } from './orderView.ts';

/** What the orders screen shows for an order's invoice: the request form, or the invoice's details. */
export type InvoiceDialogState = { kind: 'request'; order: ApiOrder } | { kind: 'details'; order: ApiOrder };

/** Request (or edit) the invoice of one order; saved once, so a second request shows message 4021 in the dialog. */
function OrderInvoiceRequest({
  order,
  invoice,
  onClose,
}: {
  order: ApiOrder;
  invoice?: InvoiceRecord;
  onClose: () => void;
}) {
  const { notify } = useSite();
  const ordinary = useMyInvoice(INVOICE_TYPE.ordinary);
  const special = useMyInvoice(INVOICE_TYPE.special);
  const { add, update } = useSaveOrderInvoice();
  const [serverError, setServerError] = useState<{ code: number } | null>(null);

  const submit = async (request: InvoiceRequest) => {
    setServerError(null);
    try {
      if (invoice) await update.mutateAsync({ body: invoiceUpdateBody(request, invoice.id) });
      else await add.mutateAsync({ body: invoiceAddBody(request) });
      notify({ tone: 'positive', title: clientMessage('submitted') });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.kind === 'server') setServerError({ code: error.code });
      else {
        const toast = toastForError(error);
        if (toast) notify(toast);
      }
    }
  };

  // The saved titles fill the form when it opens, so it opens once they are known.
  if (!invoice && (ordinary.isPending || special.isPending)) return null;
  return (
    <InvoiceRequestDialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      order={{ orderId: order.id, orderSn: order.orderSn, currency: order.currency }}
      maxAmount={order.amount}
      savedTitles={{ ordinary: ordinary.data ?? null, special: special.data ?? null }}
      {...(invoice ? { invoice } : {})}
      isPending={add.isPending || update.isPending}
      serverError={serverError}
      onSubmit={submit}
    />
  );
}

/** The invoice of one order (680 px): loads it, then offers Edit while the 7 days after delivery last. */
function OrderInvoiceDetails({ order, onClose }: { order: ApiOrder; onClose: () => void }) {
  const { t } = useLingui();
  const invoice = useOrderInvoice(order.id);
  const [editing, setEditing] = useState<InvoiceRecord | null>(null);
  const record = invoice.data?.list[0];

  if (editing) return <OrderInvoiceRequest order={order} invoice={editing} onClose={onClose} />;
  if (invoice.isPending) return null;
  if (!record) {
    return (
      <MessageDialog isOpen title={t`Invoice`} onOk={onClose} onOpenChange={(open) => (open ? undefined : onClose())}>
        {t`The invoice of this order could not be loaded. Please try again later.`}
      </MessageDialog>
    );
  }
  return (
    <InvoiceDetailDialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      invoice={record}
      orderSn={order.orderSn}
      cameraName={order.childName}
      currency={order.currency}
      onEdit={(chosen) => setEditing(chosen)}
    />
  );
}

export function OrderInvoiceDialogs({ state, onClose }: { state: InvoiceDialogState | null; onClose: () => void }) {
  if (!state) return null;
  return state.kind === 'request' ? (
    <OrderInvoiceRequest key={state.order.id} order={state.order} onClose={onClose} />
  ) : (
    <OrderInvoiceDetails key={state.order.id} order={state.order} onClose={onClose} />
  );
}
