import { isApiError, useInvoiceDevices, useMyInvoice, useUpdateInvoice } from '@kankan/api';
import { INVOICE_TYPE, type InvoiceRequest } from '@kankan/domain';
import { clientMessage } from '@kankan/i18n';
import { InvoiceDetailDialog, InvoiceRequestDialog, type InvoiceListItem } from '@kankan/ui';
import { useState } from 'react';
import { useSite } from '../../../app/SiteContext.tsx';
import { toastForError } from '../../../rules/errorFeedback.ts';
import { invoiceUpdateBody } from '../invoiceBodies.ts';

/** Edits one request: its values fill the invoice dialog, and Save sends `/user/invoice/update`. */
function EditInvoice({ invoice, onClose }: { invoice: InvoiceListItem; onClose: () => void }) {
  const { notify } = useSite();
  const update = useUpdateInvoice();
  const devices = useInvoiceDevices({ enabled: invoice.orderId === null });
  const ordinary = useMyInvoice(INVOICE_TYPE.ordinary);
  const special = useMyInvoice(INVOICE_TYPE.special);
  const [serverError, setServerError] = useState<{ code: number } | null>(null);
  if (invoice.orderId === null && devices.isPending) return null;
  // What the request may amount to: its own amount and what is still left to invoice of the camera.
  const left = devices.data?.find((device) => device.cameraId === invoice.cameraId)?.invoiceableAmount ?? 0;
  const submit = async (request: InvoiceRequest) => {
    setServerError(null);
    try {
      await update.mutateAsync({ body: invoiceUpdateBody(request, invoice.id) });
      notify({ tone: 'positive', title: clientMessage('submitted') });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.kind === 'server' && error.code !== null) setServerError({ code: error.code });
      else {
        const toast = toastForError(error);
        if (toast) notify(toast);
      }
    }
  };
  const target =
    invoice.orderId !== null
      ? { order: { orderId: invoice.orderId, orderSn: invoice.orderSn ?? '', currency: invoice.currency } }
      : invoice.cameraId !== null
        ? { camera: { cameraId: invoice.cameraId, childName: invoice.cameraName, currency: invoice.currency } }
        : null;
  if (!target) return null;
  return (
    <InvoiceRequestDialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      {...target}
      maxAmount={invoice.amount + (invoice.orderId === null ? left : 0)}
      savedTitles={{ ordinary: ordinary.data ?? null, special: special.data ?? null }}
      invoice={invoice}
      isPending={update.isPending}
      serverError={serverError}
      onSubmit={(request) => void submit(request)}
    />
  );
}

/** What the invoice screen has open: one request's details, or its edit dialog. */
export type InvoiceDialogState = { kind: 'details' | 'edit'; invoice: InvoiceListItem };

/** The invoice screen's dialogs, in a chunk of their own: most visits only read the list. */
export function InvoiceDialogs({
  state,
  onChange,
}: {
  state: InvoiceDialogState;
  onChange: (next: InvoiceDialogState | null) => void;
}) {
  const { invoice } = state;
  if (state.kind === 'edit') return <EditInvoice key={invoice.id} invoice={invoice} onClose={() => onChange(null)} />;
  return (
    <InvoiceDetailDialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onChange(null))}
      invoice={invoice}
      cameraName={invoice.cameraName || null}
      {...(invoice.orderSn ? { orderSn: invoice.orderSn } : {})}
      currency={invoice.currency}
      onEdit={() => onChange({ kind: 'edit', invoice })}
    />
  );
}
