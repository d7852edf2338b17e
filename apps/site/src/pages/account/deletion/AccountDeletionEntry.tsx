import { useLingui } from '@lingui/react/macro';
import { useCancelAccountDeletion, useRequestAccountDeletion, useUserInfo } from '@kankan/api';
import { ACCOUNT_DELETION_COOLING_OFF_DAYS, pendingDeletion } from '@kankan/domain';
import { formatDate, formatDaysLeft } from '@kankan/i18n';
import { AccountDeletionDialog, Button, Inline, InlineAlert, Stack, Text } from '@kankan/ui';
import { useState } from 'react';
import { useSite } from '../../../app/SiteContext.tsx';
import { DataExportButton } from '../export/DataExportButton.tsx';

export interface AccountDeletionEntryProps {
  /** The moment the days left are counted from (stories fix it); the time of the first render otherwise. */
  now?: number;
  /** Open the request dialog at once (stories). */
  defaultOpen?: boolean;
}

/**
 * Account deletion (spec 2.5, 4) where the account is managed: with no request pending, a button that opens the
 * request dialog (consequences, the 15-day cooling-off, the data download first); with one pending, the day it
 * takes effect, the days left and a cancel action. The account info screen and the payment centre both use it.
 */
export function AccountDeletionEntry({ now: fixedNow, defaultOpen = false }: AccountDeletionEntryProps) {
  const { t } = useLingui();
  const { notify } = useSite();
  const info = useUserInfo();
  const request = useRequestAccountDeletion();
  const cancel = useCancelAccountDeletion();
  const [isOpen, setOpen] = useState(defaultOpen);
  const [submittedAt, setSubmittedAt] = useState<number | null>(null);
  const [now] = useState(() => fixedNow ?? Date.now());

  const requestedAt = info.data?.deletionRequestedAt;
  const requested = requestedAt ? Date.parse(requestedAt) : null;
  // Counted from the request at the earliest: a request made after this screen opened still has all its days.
  const pending = requested === null ? null : pendingDeletion(requested, Math.max(now, requested));

  const dialog = (
    <AccountDeletionDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (!open) setSubmittedAt(null);
      }}
      status={submittedAt === null ? 'confirm' : 'submitted'}
      effectiveDate={submittedAt ?? undefined}
      isPending={request.isPending}
      dataExport={
        <Stack space="small">
          <Text as="p">{t`Keep a copy of your records first: they are removed with the account.`}</Text>
          <Inline space="small">
            <DataExportButton />
          </Inline>
        </Stack>
      }
      onConfirm={() =>
        request.mutate(
          {},
          { onSuccess: (data) => setSubmittedAt(data ? Date.parse(data.coolingOffEndsAt) : pendingEnd(now)) },
        )
      }
    />
  );

  const coolingOff = ACCOUNT_DELETION_COOLING_OFF_DAYS;
  // The dialog keeps its place in the tree when the screen turns to the pending state behind its "submitted" step.
  return (
    <Stack space="medium">
      {pending ? (
        <>
          <InlineAlert tone="caution" title={t`Your account is due to be deleted`}>
            {t`It will be deleted on ${formatDate(pending.effectiveAt)} (${formatDaysLeft(pending.daysLeft)}). Cancel the request, or log in again, to keep it.`}
          </InlineAlert>
          <Inline space="small">
            <Button
              variant="outline"
              isPending={cancel.isPending}
              onPress={() =>
                cancel.mutate(
                  {},
                  { onSuccess: () => notify({ tone: 'positive', title: t`Account deletion cancelled` }) },
                )
              }
            >
              {t`Cancel the deletion`}
            </Button>
            <DataExportButton />
          </Inline>
        </>
      ) : (
        <>
          <Text as="p" tone="muted">
            {t`Deleting your account clears your account information and membership rights, removes your transaction records and unbinds your cameras, after a ${coolingOff}-day cooling-off period.`}
          </Text>
          <Inline space="small">
            <Button variant="outline" tone="critical" onPress={() => setOpen(true)}>
              {t`Delete account`}
            </Button>
          </Inline>
        </>
      )}
      {dialog}
    </Stack>
  );
}

/** When a request made at `now` takes effect, if the answer did not say. */
function pendingEnd(now: number): number {
  return pendingDeletion(now, now).effectiveAt;
}
