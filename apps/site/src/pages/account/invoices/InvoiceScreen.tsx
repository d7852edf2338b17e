import { useLingui } from '@lingui/react/macro';
import { isApiError, useInvoiceDevices, useInvoices, useMyInvoice, useUpdateInvoice } from '@kankan/api';
import { currencyFor, INVOICE_TYPE } from '@kankan/domain';
import { clientMessage } from '@kankan/i18n';
import {
  Box,
  InlineAlert,
  InvoiceDetailDialog,
  InvoiceList,
  InvoiceRequestDialog,
  Stack,
  type InvoiceListItem,
  type InvoiceRequestPayload,
} from '@kankan/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSite } from '../../../app/SiteContext.tsx';
import { toastForError } from '../../../rules/errorFeedback.ts';
import { ScreenHeading } from '../PlaceholderScreen.tsx';

const PAGE_SIZE = 10;

type Listed = NonNullable<ReturnType<typeof useInvoices>['data']>['list'][number];

function listItem(invoice: Listed): InvoiceListItem {
  return {
    ...invoice,
    cameraName: invoice.childName ?? '',
    currency: invoice.currency ?? currencyFor('domestic'),
  };
}

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
  const submit = async (payload: InvoiceRequestPayload) => {
    if (!('id' in payload) || payload.id === undefined) return;
    setServerError(null);
    try {
      await update.mutateAsync({ body: payload });
      notify({ tone: 'success', title: clientMessage('submitted') });
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
      onSubmit={(payload) => void submit(payload)}
    />
  );
}

/**
 * My invoices (/manage/invoice, spec 3, 4, 9): every invoice request with its type, title, amount, status and
 * delivery date, ten a page (`?page=`). Details show the request; Edit is offered while the spec allows it (before
 * delivery and for 7 days after) and opens the invoice dialog with its values.
 */
export default function InvoiceScreen() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const invoices = useInvoices({ pageNum: page, pageSize: PAGE_SIZE });
  const [details, setDetails] = useState<InvoiceListItem | null>(null);
  const [editing, setEditing] = useState<InvoiceListItem | null>(null);
  const items = (invoices.data?.list ?? []).map(listItem);

  return (
    <Stack space="xlarge">
      <ScreenHeading screen="invoice" />
      <Box background="surface" borderRadius="large" padding="xxlarge">
        <Stack space="large">
          {invoices.isError ? (
            <InlineAlert tone="critical" title={t`The invoices could not be loaded`}>
              {invoices.error.message}
            </InlineAlert>
          ) : null}
          <InvoiceList
            invoices={items}
            isLoading={invoices.isPending}
            onDetails={setDetails}
            onEdit={setEditing}
            total={invoices.data?.pageInfo.total ?? 0}
            pageSize={PAGE_SIZE}
            page={page}
            onPageChange={(next) => setSearchParams(next === 1 ? {} : { page: String(next) })}
          />
        </Stack>
      </Box>
      {details ? (
        <InvoiceDetailDialog
          isOpen
          onOpenChange={(open) => (open ? undefined : setDetails(null))}
          invoice={details}
          cameraName={details.cameraName || null}
          {...(details.orderSn ? { orderSn: details.orderSn } : {})}
          currency={details.currency}
          onEdit={() => {
            setEditing(details);
            setDetails(null);
          }}
        />
      ) : null}
      {editing ? <EditInvoice key={editing.id} invoice={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
