import { useLingui } from '@lingui/react/macro';
import { useMyInvoice, useSaveInvoiceInfo } from '@kankan/api';
import { INVOICE_TYPE, type InvoiceType } from '@kankan/domain';
import { InlineAlert, InvoiceTitlesForm, Skeleton } from '@kankan/ui';
import { useState } from 'react';
import { useCodeError } from '../accountErrors.ts';
import { invoiceInfoBody } from '../invoiceBodies.ts';
import { Section } from './Section.tsx';

/**
 * The saved invoice titles of types 2 (ordinary e-mail) and 3 (special VAT with delivery), each saved once: account
 * info shows it, and the order confirmation opens it in a dialog when the chosen type has none saved yet.
 */
export function InvoiceTitlesEditor({ defaultType }: { defaultType?: InvoiceType }) {
  const { t } = useLingui();
  const ordinary = useMyInvoice(INVOICE_TYPE.ordinary);
  const special = useMyInvoice(INVOICE_TYPE.special);
  const save = useSaveInvoiceInfo();
  const codeError = useCodeError();
  const [pendingType, setPendingType] = useState<InvoiceType | null>(null);
  const [serverError, setServerError] = useState<{ type: InvoiceType; code: number } | null>(null);

  if (ordinary.isPending || special.isPending) return <Skeleton variant="text" lines={4} />;
  if (ordinary.isError || special.isError) {
    return (
      <InlineAlert tone="critical">{t`Your invoice titles could not be loaded. Please reload the page.`}</InlineAlert>
    );
  }
  return (
    <InvoiceTitlesForm
      saved={{ ordinary: ordinary.data ?? null, special: special.data ?? null }}
      {...(defaultType === undefined ? {} : { defaultType })}
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
  );
}

/** The invoice titles section of account info. */
export function InvoiceTitleSection() {
  const { t } = useLingui();
  return (
    <Section
      id="invoice"
      title={t`Invoice titles`}
      description={t`Saved once for each type and used when you request an invoice.`}
    >
      <InvoiceTitlesEditor />
    </Section>
  );
}
