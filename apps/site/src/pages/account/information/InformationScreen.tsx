import { useLingui } from '@lingui/react/macro';
import { useAllCameras, useUserInfo } from '@kankan/api';
import { Box, InlineAlert, Skeleton, Stack } from '@kankan/ui';
import { useState } from 'react';
import { screenPart } from '../../../app/screenPart.tsx';
import { ScreenHeading } from '../PlaceholderScreen.tsx';
import { OverviewSection } from './OverviewSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';

/** Where the later sections will be while their chunk arrives: a still surface of their first section's size. */
function LaterSectionsPending() {
  return (
    <Box background="surface" borderRadius="large" padding="xxlarge">
      <Skeleton variant="text" lines={6} />
    </Box>
  );
}

const later = screenPart(() => import('./LaterSections.part.tsx'), <LaterSectionsPending />);

/**
 * Account info (/manage/information): overview, profile and avatar, delivery addresses, invoice titles, membership
 * authorisations, the password, the data download and account deletion, one section each (`?id=<section>` scrolls to
 * one; `?id=password` focuses it). The sections below the profile come in a chunk of their own
 * (LaterSections.part.tsx).
 */
export default function InformationScreen({ now: fixedNow }: { now?: number }) {
  const { t } = useLingui();
  const info = useUserInfo();
  const cameras = useAllCameras();
  // One "now" per visit, so every membership state is computed against the same moment.
  const [now] = useState(() => fixedNow ?? Date.now());
  later.usePrefetch();

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
          <later.Part now={now} />
        </>
      )}
    </Stack>
  );
}
