import { useLingui } from '@lingui/react/macro';
import { useMyInvoice, useSaveInvoiceInfo } from '@kankan/api';
import { INVOICE_TYPE, type InvoiceType } from '@kankan/domain';
import { InlineAlert, InvoiceTitlesForm, Skeleton, invoiceInfoBody } from '@kankan/ui';
import { useState } from 'react';
import { useCodeError } from '../accountErrors.ts';
import { Section } from './Section.tsx';

/** The invoice titles of types 2 (ordinary e-mail) and 3 (special VAT with delivery), each saved once. */
export function InvoiceTitleSection() {
  const { t } = useLingui();
  const ordinary = useMyInvoice(INVOICE_TYPE.ordinary);
  const special = useMyInvoice(INVOICE_TYPE.special);
  const save = useSaveInvoiceInfo();
  const codeError = useCodeError();
  const [pendingType, setPendingType] = useState<InvoiceType | null>(null);
  const [serverError, setServerError] = useState<{ type: InvoiceType; code: number } | null>(null);

  return (
    <Section
      id="invoice"
      title={t`Invoice titles`}
      description={t`Saved once for each type and used when you request an invoice.`}
    >
      {ordinary.isPending || special.isPending ? (
        <Skeleton variant="text" lines={4} />
      ) : ordinary.isError || special.isError ? (
        <InlineAlert tone="critical">{t`Your invoice titles could not be loaded. Please reload the page.`}</InlineAlert>
      ) : (
        <InvoiceTitlesForm
          saved={{ ordinary: ordinary.data ?? null, special: special.data ?? null }}
          pendingType={pendingType}
          serverError={serverError}
          onSave={async (info) => {
            setServerError(null);
            setPendingType(info.type);
            try {
              await save.mutateAsync({ body: invoiceInfoBody(info) });
            } catch (error) {
              const failure = codeError(error);
              setServerError(failure ? { type: info.type, code: failure.code } : null);
            } finally {
              setPendingType(null);
            }
          }}
        />
      )}
    </Section>
  );
}
