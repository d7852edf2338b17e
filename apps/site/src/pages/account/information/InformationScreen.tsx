import { useLingui } from '@lingui/react/macro';
import { useAllCameras, useUserInfo } from '@kankan/api';
import { Box, InlineAlert, Skeleton, Stack } from '@kankan/ui';
import { useState } from 'react';
import { ScreenHeading } from '../PlaceholderScreen.tsx';
import { AddressSection } from './AddressSection.tsx';
import { DataExportSection, DeletionSection } from './DataSection.tsx';
import { InvoiceTitleSection } from './InvoiceTitleSection.tsx';
import { MembershipSection } from './MembershipSection.tsx';
import { OverviewSection } from './OverviewSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';

/**
 * Account info (/manage/information): overview, profile and avatar, delivery addresses, invoice titles, membership
 * authorisations, the password, the data download and account deletion, one section each (`?id=<section>` scrolls to one; `?id=password` focuses it).
 */
export default function InformationScreen({ now: fixedNow }: { now?: number }) {
  const { t } = useLingui();
  const info = useUserInfo();
  const cameras = useAllCameras();
  // One "now" per visit, so every membership state is computed against the same moment.
  const [now] = useState(() => fixedNow ?? Date.now());

  return (
    <Stack space="xlarge">
      <ScreenHeading screen="information" />
      {info.isPending ? (
        <Box background="surface" borderRadius="large" padding="xxlarge">
          <Skeleton variant="text" lines={6} />
        </Box>
      ) : info.isError || !info.data ? (
        <InlineAlert tone="critical">{t`Your account information could not be loaded. Please reload the page.`}</InlineAlert>
      ) : (
        <>
          <OverviewSection info={info.data} cameras={cameras.data ?? undefined} />
          <ProfileSection info={info.data} />
          <AddressSection />
          <InvoiceTitleSection />
          <MembershipSection now={now} />
          <PasswordSection />
          <DataExportSection />
          <DeletionSection now={now} />
        </>
      )}
    </Stack>
  );
}
