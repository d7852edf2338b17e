import { useLingui } from '@lingui/react/macro';
import { CHARGE_CHANNEL, CHARGE_RECORD_TYPE, type ChargeChannel, type ChargeRecordType } from '@kankan/domain';
import { clientMessage, formatDate, formatDateTime, formatMoney } from '@kankan/i18n';
import type { ReactNode } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs.tsx';
import { usePayTypeLabels } from '../OrderTable/orderLabels.ts';
import * as styles from './ConsumptionRecords.css.ts';
import { signedPoints, type ChargeRecordSummary, type ExpansionRecordSummary } from './recordModel.ts';

/** Paging and loading of a record list; the site fetches each page. */
export interface RecordPageProps {
  isLoading?: boolean;
  /** Records across all pages; the pages show when there is more than one. */
  total: number;
  pageSize: number;
  /** Current page, 1-based. */
  page: number;
  onPageChange: (page: number) => void;
}

function Paging({ total, pageSize, page, onPageChange }: RecordPageProps) {
  if (total <= pageSize) return null;
  return (
    <div className={styles.pagination}>
      <Pagination total={total} pageSize={pageSize} page={page} onPageChange={onPageChange} />
    </div>
  );
}

function Empty({ description }: { description: string }) {
  return <EmptyState headingLevel={3} title={clientMessage('noRecords')} description={description} />;
}

/** Labels of the charge record types (0 system gift, 1 top-up, 2 system refund, -1 spend). */
export function useChargeTypeLabels(): Record<ChargeRecordType, string> {
  const { t } = useLingui();
  return {
    [CHARGE_RECORD_TYPE.systemGift]: t`System gift`,
    [CHARGE_RECORD_TYPE.topUp]: t`Top-up`,
    [CHARGE_RECORD_TYPE.systemRefund]: t`System refund`,
    [CHARGE_RECORD_TYPE.spend]: t`Spend`,
  };
}

/** Labels of the charge channels (0 free, 1 expansion, 2 upgrade package). */
export function useChargeChannelLabels(): Record<ChargeChannel, string> {
  const { t } = useLingui();
  return {
    [CHARGE_CHANNEL.free]: t`Free`,
    [CHARGE_CHANNEL.expansion]: t`Expansion`,
    [CHARGE_CHANNEL.upgradePackage]: t`Upgrade package`,
  };
}

/**
 * The channel a record came through: a paid top-up names its payment method (the spec's channels, free, expansion
 * and upgrade package, are where unpaid points came from); any other record its channel.
 */
export function useChargeChannelText(): (record: Pick<ChargeRecordSummary, 'channel' | 'payType'>) => string {
  const channels = useChargeChannelLabels();
  const payTypes = usePayTypeLabels();
  return (record) => (record.payType == null ? channels[record.channel] : payTypes[record.payType]);
}

export interface ChargeRecordTableProps extends RecordPageProps {
  records: readonly ChargeRecordSummary[];
}

/**
 * Points records (spec 3 "charge records"): time, camera, type, channel, a note (the scene a spend generated, what a
 * top-up cost) and the points with their sign, added in green and spent in the text colour.
 */
export function ChargeRecordTable({ records, isLoading = false, ...paging }: ChargeRecordTableProps) {
  const { t, i18n } = useLingui();
  const types = useChargeTypeLabels();
  const channelOf = useChargeChannelText();
  const signed = new Intl.NumberFormat(i18n.locale === 'en' ? 'en-US' : 'zh-CN', { signDisplay: 'always' });
  const note = (record: ChargeRecordSummary): ReactNode => {
    if (record.scene) {
      const scene = record.scene;
      return t`Scene: ${scene}`;
    }
    if (record.amount != null && record.currency) {
      const paid = formatMoney(record.amount, record.currency, { decimals: 2 });
      return t`Paid ${paid}`;
    }
    return <span className={styles.muted}>{t`None`}</span>;
  };
  return (
    <div className={styles.root}>
      <Table aria-label={t`Points records`} isLoading={isLoading}>
        <TableHeader>
          <Column isRowHeader>{t`Time`}</Column>
          <Column>{t`Camera`}</Column>
          <Column>{t`Type`}</Column>
          <Column>{t`Channel`}</Column>
          <Column>{t`Note`}</Column>
          <Column align="end">{t`Points`}</Column>
        </TableHeader>
        <TableBody
          items={records}
          renderEmptyState={() => <Empty description={t`Points given, topped up, refunded or spent show here.`} />}
        >
          {(record) => {
            const points = signedPoints(record);
            return (
              <Row id={record.id}>
                <Cell>
                  <span className={styles.nowrap}>{formatDateTime(record.createdAt)}</span>
                </Cell>
                <Cell>
                  <span className={styles.nowrap}>{record.camera}</span>
                </Cell>
                <Cell>
                  <span className={styles.nowrap}>{types[record.type]}</span>
                </Cell>
                <Cell>
                  <span className={styles.nowrap}>{channelOf(record)}</span>
                </Cell>
                <Cell>{note(record)}</Cell>
                <Cell align="end">
                  <span className={points < 0 ? styles.pointsSpent : styles.pointsAdded}>{signed.format(points)}</span>
                </Cell>
              </Row>
            );
          }}
        </TableBody>
      </Table>
      <Paging {...paging} />
    </div>
  );
}

export interface ExpansionRecordTableProps extends RecordPageProps {
  records: readonly ExpansionRecordSummary[];
  /** The moment expiry is judged against (ms); past expiries carry an "Expired" badge. */
  now: number;
}

/** Capacity purchases (expansion records): when, order number, camera, plan, term, amount, payment and expiry. */
export function ExpansionRecordTable({ records, now, isLoading = false, ...paging }: ExpansionRecordTableProps) {
  const { t } = useLingui();
  const payTypes = usePayTypeLabels();
  const term = (months: number) => (months === 12 ? t`1 year` : months === 1 ? t`1 month` : t`${months} months`);
  return (
    <div className={styles.root}>
      <Table aria-label={t`Storage purchases`} isLoading={isLoading}>
        <TableHeader>
          <Column isRowHeader>{t`Order number`}</Column>
          <Column align="end">{t`Purchased`}</Column>
          <Column>{t`Camera`}</Column>
          <Column>{t`Plan`}</Column>
          <Column>{t`Term`}</Column>
          <Column align="end">{t`Amount`}</Column>
          <Column>{t`Payment method`}</Column>
          <Column>{t`Expires on`}</Column>
        </TableHeader>
        <TableBody
          items={records}
          renderEmptyState={() => <Empty description={t`Cloud storage plans you buy or renew show here.`} />}
        >
          {(record) => (
            <Row id={record.id}>
              <Cell>
                <span className={styles.mono}>{record.orderSn}</span>
              </Cell>
              <Cell align="end">
                <span className={styles.nowrap}>{formatDate(record.createdAt)}</span>
              </Cell>
              <Cell>
                <span className={styles.nowrap}>{record.camera}</span>
              </Cell>
              <Cell>{record.plan}</Cell>
              <Cell>
                <span className={styles.nowrap}>{term(record.termMonths)}</span>
              </Cell>
              <Cell align="end">
                <span className={styles.nowrap}>{formatMoney(record.amount, record.currency, { decimals: 2 })}</span>
              </Cell>
              <Cell>
                <span className={styles.nowrap}>{payTypes[record.payType]}</span>
              </Cell>
              <Cell>
                <span className={styles.expiry}>
                  {formatDate(record.expiresAt)}
                  {record.expiresAt <= now ? <Badge tone="neutral">{t`Expired`}</Badge> : null}
                </span>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <Paging {...paging} />
    </div>
  );
}

export const consumptionTabs = ['points', 'storage'] as const;
export type ConsumptionTab = (typeof consumptionTabs)[number];

export interface ConsumptionRecordsProps {
  selectedTab: ConsumptionTab;
  onTabChange: (tab: ConsumptionTab) => void;
  /** The content of the selected tab: a `ChargeRecordTable` or an `ExpansionRecordTable`. */
  children: (tab: ConsumptionTab) => ReactNode;
}

/** "Consumption records" (spec 2.4): points records and storage purchases, one tab each. */
export function ConsumptionRecords({ selectedTab, onTabChange, children }: ConsumptionRecordsProps) {
  const { t } = useLingui();
  const labels: Record<ConsumptionTab, string> = { points: t`Points records`, storage: t`Storage purchases` };
  return (
    <Tabs
      selectedKey={selectedTab}
      onSelectionChange={(key) => {
        const next = consumptionTabs.find((tab) => tab === key);
        if (next) onTabChange(next);
      }}
    >
      <TabList aria-label={t`Consumption records`}>
        {consumptionTabs.map((tab) => (
          <Tab key={tab} id={tab}>
            {labels[tab]}
          </Tab>
        ))}
      </TabList>
      {consumptionTabs.map((tab) => (
        <TabPanel key={tab} id={tab}>
          {tab === selectedTab ? children(tab) : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}
