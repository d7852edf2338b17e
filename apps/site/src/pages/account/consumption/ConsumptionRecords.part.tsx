import { useLingui } from '@lingui/react/macro';
import { call, useApi, type useAllCameras, type useChargeRecords, type useExpansionRecords } from '@kankan/api';
import { cameraDisplayName } from '@kankan/domain';
import { formatDateTime } from '@kankan/i18n';
import {
  Box,
  Button,
  ChargeRecordTable,
  ConsumptionRecords,
  ExpansionRecordTable,
  Inline,
  Select,
  SelectItem,
  Heading,
  Stack,
  VisuallyHidden,
  TextField,
  signedPoints,
  useChargeChannelText,
  useChargeTypeLabels,
  usePayTypeLabels,
} from '@kankan/ui';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../app/SiteContext.tsx';
import { collectPages, EXPORT_PAGE_SIZE, fileDate, saveCsv } from '../csvExport.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { useExportAction } from '../useExportAction.ts';
import * as styles from './ConsumptionScreen.css.ts';
import {
  chargeSummary,
  expansionSummary,
  isRangeReversed,
  paramsOf,
  rangeOf,
  RECORD_PAGE_SIZE,
  type ConsumptionFilters,
} from './consumptionView.ts';

const ALL = 'all';

export interface RecordsViewProps {
  filters: ConsumptionFilters;
  now: number;
  cameras: ReturnType<typeof useAllCameras>;
  charges: ReturnType<typeof useChargeRecords>;
  expansions: ReturnType<typeof useExpansionRecords>;
}

/**
 * The consumption records screen's body (ConsumptionScreen asks for the data): the filters by camera and date
 * range, the points records and storage purchases in their tabs, ten a page, and the export of the current filter
 * as a CSV file. A camera (device) login sees no camera filter.
 */
export default function RecordsView({ filters, now, cameras, charges, expansions }: RecordsViewProps) {
  const { t } = useLingui();
  const { client } = useApi();
  const { deviceLogin } = useSession();
  const [, setSearchParams] = useSearchParams();
  const cameraList = cameras.data ?? [];
  const reversed = isRangeReversed(filters);
  const query = {
    ...(filters.cameraId === null ? {} : { cameraId: filters.cameraId }),
    ...rangeOf(filters),
  };
  const types = useChargeTypeLabels();
  const channelOf = useChargeChannelText();
  const payTypes = usePayTypeLabels();
  const exportAction = useExportAction();

  const change = (next: Partial<ConsumptionFilters>) => {
    // Any change of filter starts again at the first page.
    setSearchParams(paramsOf({ ...filters, page: 1, ...next }));
  };
  const current = filters.tab === 'points' ? charges : expansions;

  const exportCsv = () =>
    exportAction.run(async () => {
      if (filters.tab === 'points') {
        const all = await collectPages((pageNum) =>
          call(client, 'post', '/user/record/chargeList', {
            body: { ...query, pageNum, pageSize: EXPORT_PAGE_SIZE },
          }),
        );
        const rows = all.map((record) => {
          const summary = chargeSummary(record);
          return [
            formatDateTime(summary.createdAt),
            summary.camera,
            types[summary.type],
            channelOf(summary),
            summary.scene ?? '',
            summary.amount ?? '',
            summary.amount == null ? '' : (summary.currency ?? ''),
            signedPoints(summary),
          ];
        });
        const header = [t`Time`, t`Camera`, t`Type`, t`Channel`, t`Scene`, t`Amount paid`, t`Currency`, t`Points`];
        saveCsv(`points-records-${fileDate(now)}.csv`, header, rows);
      } else {
        const all = await collectPages((pageNum) =>
          call(client, 'post', '/user/record/expansionList', {
            body: { ...query, pageNum, pageSize: EXPORT_PAGE_SIZE },
          }),
        );
        const rows = all.map((record) => {
          const summary = expansionSummary(record);
          return [
            formatDateTime(summary.createdAt),
            summary.orderSn,
            summary.camera,
            summary.plan,
            summary.termMonths,
            summary.amount,
            summary.currency,
            payTypes[summary.payType],
            formatDateTime(summary.expiresAt),
          ];
        });
        const header = [
          t`Time`,
          t`Order number`,
          t`Camera`,
          t`Plan`,
          t`Term (months)`,
          t`Amount`,
          t`Currency`,
          t`Payment method`,
          t`Expires`,
        ];
        saveCsv(`storage-purchases-${fileDate(now)}.csv`, header, rows);
      }
    });

  return (
    <Box background="surface" borderRadius="large" padding="xxlarge">
      <Stack space="large">
        {/* The records' own headings (an empty list's message) sit under this one. */}
        <VisuallyHidden>
          <Heading level={2}>{t`Records`}</Heading>
        </VisuallyHidden>
        <div className={styles.filters}>
          {deviceLogin ? null : (
            <div className={styles.camera}>
              <Select
                label={t`Camera`}
                selectedKey={filters.cameraId === null ? ALL : String(filters.cameraId)}
                onSelectionChange={(key) => {
                  if (key === null) return;
                  change({ cameraId: key === ALL ? null : Number(key) });
                }}
              >
                <SelectItem id={ALL}>{t`All cameras`}</SelectItem>
                {cameraList.map((camera) => {
                  // Two cameras may share a display name; the serial number tells them apart.
                  const name = cameraDisplayName(camera.childName);
                  const sn = camera.snCode;
                  const label = t`${name} (SN ${sn})`;
                  return (
                    <SelectItem key={camera.id} id={String(camera.id)} textValue={label}>
                      {label}
                    </SelectItem>
                  );
                })}
              </Select>
            </div>
          )}
          <div className={styles.date}>
            <TextField
              label={t`From`}
              type="date"
              value={filters.from ?? ''}
              onChange={(value) => change({ from: value || null })}
            />
          </div>
          <div className={styles.date}>
            <TextField
              label={t`To`}
              type="date"
              value={filters.to ?? ''}
              onChange={(value) => change({ to: value || null })}
              isInvalid={reversed}
              errorMessage={reversed ? t`The last day is before the first day.` : undefined}
            />
          </div>
          <div className={styles.actions}>
            <Inline space="small" alignY="center">
              {filters.cameraId !== null || filters.from || filters.to ? (
                <Button variant="ghost" size="small" onPress={() => change({ cameraId: null, from: null, to: null })}>
                  {t`Clear filters`}
                </Button>
              ) : null}
              <Button
                variant="outline"
                size="small"
                isPending={exportAction.exporting}
                isDisabled={current.isError || reversed}
                onPress={() => void exportCsv()}
              >
                {t`Export as CSV`}
              </Button>
            </Inline>
          </div>
        </div>
        <ConsumptionRecords selectedTab={filters.tab} onTabChange={(tab) => change({ tab })}>
          {(tab) =>
            current.isError ? (
              <LoadFailed message={t`The records could not be loaded.`} onRetry={() => void current.refetch()} />
            ) : tab === 'points' ? (
              <ChargeRecordTable
                records={(charges.data?.list ?? []).map((record) => chargeSummary(record))}
                isLoading={charges.isPending}
                total={charges.data?.pageInfo.total ?? 0}
                pageSize={RECORD_PAGE_SIZE}
                page={filters.page}
                onPageChange={(page) => setSearchParams(paramsOf({ ...filters, page }))}
              />
            ) : (
              <ExpansionRecordTable
                records={(expansions.data?.list ?? []).map(expansionSummary)}
                now={now}
                isLoading={expansions.isPending}
                total={expansions.data?.pageInfo.total ?? 0}
                pageSize={RECORD_PAGE_SIZE}
                page={filters.page}
                onPageChange={(page) => setSearchParams(paramsOf({ ...filters, page }))}
              />
            )
          }
        </ConsumptionRecords>
      </Stack>
    </Box>
  );
}
