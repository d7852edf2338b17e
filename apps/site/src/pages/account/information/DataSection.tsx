import { useLingui } from '@lingui/react/macro';
import { Inline, Skeleton } from '@kankan/ui';
import { lazy, Suspense } from 'react';
import { DataExportButton } from '../export/DataExportButton.tsx';
import { Section } from './Section.tsx';

// The deletion entry and its dialog load after the screen, as on the payment centre, which shares their chunk.
const AccountDeletionEntry = lazy(() =>
  import('../deletion/AccountDeletionEntry.tsx').then((module) => ({ default: module.AccountDeletionEntry })),
);

/** Your data: a copy of the account's records at any time (`?id=data`). */
export function DataExportSection() {
  const { t } = useLingui();
  return (
    <Section
      id="data"
      title={t`Take your data with you`}
      description={t`Download your profile, addresses, orders, invoices, consumption records and scene list as CSV files in one ZIP archive.`}
    >
      <Inline space="small">
        <DataExportButton variant="solid" />
      </Inline>
    </Section>
  );
}

/** Account deletion: the request, or the days left of a pending one and its cancellation (`?id=deletion`). */
export function DeletionSection({ now }: { now?: number }) {
  const { t } = useLingui();
  return (
    <Section id="deletion" title={t`Delete account`}>
      <Suspense fallback={<Skeleton variant="text" lines={2} />}>
        <AccountDeletionEntry now={now} />
      </Suspense>
    </Section>
  );
}
