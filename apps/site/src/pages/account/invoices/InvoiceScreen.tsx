import { useLingui } from '@lingui/react/macro';
import { useInvoices } from '@kankan/api';
import { currencyFor } from '@kankan/domain';
import { Box, InlineAlert, Skeleton, Stack, type InvoiceListItem } from '@kankan/ui';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PartPending, screenPart } from '../../../app/screenPart.tsx';
import type { InvoiceDialogState } from './InvoiceDialogs.tsx';
import { ScreenHeading } from '../PlaceholderScreen.tsx';

const PAGE_SIZE = 10;

// The table comes in a chunk of its own, fetched beside the invoices; the dialogs load when first opened.
const invoiceList = screenPart(() => import('./InvoiceList.part.tsx'), <Skeleton variant="text" lines={8} />);
const InvoiceDialogs = lazy(() =>
  import('./InvoiceDialogs.tsx').then((module) => ({ default: module.InvoiceDialogs })),
);

type Listed = NonNullable<ReturnType<typeof useInvoices>['data']>['list'][number];

function listItem(invoice: Listed): InvoiceListItem {
  return {
    ...invoice,
    cameraName: invoice.childName ?? '',
    currency: invoice.currency ?? currencyFor('domestic'),
  };
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
  const [dialog, setDialog] = useState<InvoiceDialogState | null>(null);
  const items = (invoices.data?.list ?? []).map(listItem);
  invoiceList.usePrefetch();

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
          <invoiceList.Part
            invoices={items}
            isLoading={invoices.isPending}
            onDetails={(invoice) => setDialog({ kind: 'details', invoice })}
            onEdit={(invoice) => setDialog({ kind: 'edit', invoice })}
            total={invoices.data?.pageInfo.total ?? 0}
            pageSize={PAGE_SIZE}
            page={page}
            onPageChange={(next) => setSearchParams(next === 1 ? {} : { page: String(next) })}
          />
        </Stack>
      </Box>
      {dialog ? (
        <Suspense fallback={<PartPending />}>
          <InvoiceDialogs state={dialog} onChange={setDialog} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
