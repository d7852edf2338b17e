import { useAllCameras, useChargeRecords, useExpansionRecords } from '@kankan/api';
import { Box, Skeleton, Stack } from '@kankan/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { screenPart } from '../../../app/screenPart.tsx';
import { useSession } from '../../../app/SiteContext.tsx';
import { PlaceholderScreen } from '../PlaceholderScreen.tsx';
import { filtersOf, rangeOf, RECORD_PAGE_SIZE } from './consumptionView.ts';

const records = screenPart(
  () => import('./ConsumptionRecords.part.tsx'),
  <Box background="surface" borderRadius="large" padding="xxlarge">
    <Skeleton variant="text" lines={8} />
  </Box>,
);

/**
 * Consumption records (/manage/consumption, spec 2.4, 3): the points records (gift, top-up, refund, spend, with
 * their channel) and the storage purchases, filtered by camera and date range, ten a page; the tab, filters and page
 * live in the address. A camera (device) login sees its own camera's records and no camera filter. The screen asks
 * for the records of the address while the body that shows them (ConsumptionRecords.part.tsx: its tables, tabs and
 * selects) arrives in a chunk of its own.
 */
export default function ConsumptionScreen({ now: fixedNow }: { now?: number }) {
  const { deviceLogin } = useSession();
  const [searchParams] = useSearchParams();
  const filters = filtersOf(searchParams);
  const [now] = useState(() => fixedNow ?? Date.now());
  const cameras = useAllCameras({}, { enabled: !deviceLogin });
  const query = {
    ...(filters.cameraId === null ? {} : { cameraId: filters.cameraId }),
    ...rangeOf(filters),
    pageNum: filters.page,
    pageSize: RECORD_PAGE_SIZE,
  };
  const charges = useChargeRecords(query, { enabled: filters.tab === 'points' });
  const expansions = useExpansionRecords(query, { enabled: filters.tab === 'storage' });
  records.usePrefetch();

  return (
    <Stack space="xlarge">
      <PlaceholderScreen screen="consumption" />
      <records.Part filters={filters} now={now} cameras={cameras} charges={charges} expansions={expansions} />
    </Stack>
  );
}
