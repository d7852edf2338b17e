import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CHARGE_CHANNEL,
  CHARGE_RECORD_TYPE,
  PAY_TYPE,
  planPrice,
  termDays,
  type PlanTermMonths,
  type StoragePlanId,
} from '@kankan/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale, tabTo, useSample } from '../../storybook/index.ts';
import {
  ChargeRecordTable,
  ConsumptionRecords,
  ExpansionRecordTable,
  type ConsumptionTab,
} from './ConsumptionRecords.tsx';
import type { ChargeRecordSummary, ExpansionRecordSummary } from './recordModel.ts';

/** A fixed "now" so dates and the expired badges never change. */
const NOW = new Date(2026, 10, 21, 10, 0).getTime();
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const PAGE_SIZE = 10;

type Lang = 'zh' | 'en';

const cameras = ['KK-PRO-8A21C7', 'KK-PRO-3F90B2', 'KK-LITE-51D0E4'];
const scenes = {
  zh: ['滨江一号院 1802 样板间', '西湖博物馆常设展厅', '前海旗舰店二层', '老城区川菜馆大堂'],
  en: [
    'Riverside One apartment 1802',
    'West Lake museum gallery',
    'Qianhai flagship store, 2nd floor',
    'Old town Sichuan restaurant hall',
  ],
};
const longScene = {
  zh: '杭州市西湖区文三路 478 号华星时代广场 A 座 12 层整层办公空间（含前台、会议室与开放工位区）',
  en: 'Huaxing Times Square, tower A, whole 12th floor office (reception, meeting rooms and open-plan desks)',
};

function chargeRecords(lang: Lang, long: boolean): ChargeRecordSummary[] {
  const usd = lang === 'en';
  const s = scenes[lang];
  const base: Omit<ChargeRecordSummary, 'id' | 'createdAt'>[] = [
    {
      type: CHARGE_RECORD_TYPE.spend,
      channel: CHARGE_CHANNEL.free,
      points: -12,
      camera: cameras[0] as string,
      scene: long ? longScene[lang] : s[0],
    },
    {
      type: CHARGE_RECORD_TYPE.topUp,
      channel: CHARGE_CHANNEL.expansion,
      points: 800,
      camera: cameras[0] as string,
      amount: usd ? 112 : 800,
      currency: usd ? 'USD' : 'CNY',
    },
    {
      type: CHARGE_RECORD_TYPE.spend,
      channel: CHARGE_CHANNEL.upgradePackage,
      points: -30,
      camera: cameras[1] as string,
      scene: s[1],
    },
    { type: CHARGE_RECORD_TYPE.systemRefund, channel: CHARGE_CHANNEL.free, points: 30, camera: cameras[1] as string },
    { type: CHARGE_RECORD_TYPE.systemGift, channel: CHARGE_CHANNEL.free, points: 200, camera: cameras[2] as string },
    {
      type: CHARGE_RECORD_TYPE.spend,
      channel: CHARGE_CHANNEL.expansion,
      points: -8,
      camera: cameras[2] as string,
      scene: s[2],
    },
    {
      type: CHARGE_RECORD_TYPE.topUp,
      channel: CHARGE_CHANNEL.upgradePackage,
      points: 1000,
      camera: cameras[1] as string,
      amount: usd ? 140 : 1000,
      currency: usd ? 'USD' : 'CNY',
    },
  ];
  return base.map((record, index) => ({ ...record, id: `p${index + 1}`, createdAt: NOW - (index * 9 + 2) * HOUR }));
}

function expansionRecords(lang: Lang): ExpansionRecordSummary[] {
  const currency = lang === 'en' ? 'USD' : 'CNY';
  const rows: { plan: StoragePlanId; term: PlanTermMonths; daysAgo: number; camera: string }[] = [
    { plan: '50G', term: 12, daysAgo: 3, camera: cameras[0] as string },
    { plan: '20G', term: 3, daysAgo: 40, camera: cameras[2] as string },
    { plan: '200G', term: 1, daysAgo: 70, camera: cameras[1] as string },
    { plan: '1T', term: 6, daysAgo: 120, camera: cameras[1] as string },
    { plan: '20G', term: 1, daysAgo: 400, camera: cameras[0] as string },
  ];
  return rows.map((row, index) => {
    const createdAt = NOW - row.daysAgo * DAY;
    return {
      id: `e${index + 1}`,
      orderSn: `KK${new Date(createdAt).toISOString().replace(/\D/g, '').slice(0, 14)}${String(index + 41).padStart(4, '0')}`,
      camera: row.camera,
      plan: row.plan,
      termMonths: row.term,
      amount: planPrice(row.plan, row.term, currency),
      currency,
      payType:
        lang === 'en' ? PAY_TYPE.international : index % 2 === 0 ? PAY_TYPE.domesticWallet1 : PAY_TYPE.domesticWallet2,
      createdAt,
      expiresAt: createdAt + termDays(row.term) * DAY,
    };
  });
}

/** 120 points records: the seven above repeated, an hour apart. */
function manyChargeRecords(lang: Lang): ChargeRecordSummary[] {
  const base = chargeRecords(lang, false);
  return Array.from({ length: 120 }, (_, index) => ({
    ...(base[index % base.length] as ChargeRecordSummary),
    id: `m${index + 1}`,
    createdAt: NOW - (index + 1) * 3 * HOUR,
  }));
}

interface DemoProps {
  initialTab: ConsumptionTab;
  isLoading: boolean;
  empty: boolean;
  many: boolean;
  long: boolean;
  onTabChange: (tab: ConsumptionTab) => void;
  onPageChange: (page: number) => void;
}

function MyRecords({ initialTab, isLoading, empty, many, long, onTabChange, onPageChange }: DemoProps) {
  const lang = useSample<Lang>({ zh: 'zh', en: 'en' });
  const [tab, setTab] = useState<ConsumptionTab>(initialTab);
  const [page, setPage] = useState(1);
  const points = empty ? [] : many ? manyChargeRecords(lang) : chargeRecords(lang, long);
  const storage = empty ? [] : expansionRecords(lang);
  const paging = {
    isLoading,
    pageSize: PAGE_SIZE,
    page,
    onPageChange: (next: number) => {
      setPage(next);
      onPageChange(next);
    },
  };
  return (
    <ConsumptionRecords
      selectedTab={tab}
      onTabChange={(next) => {
        setTab(next);
        setPage(1);
        onTabChange(next);
      }}
    >
      {(current) =>
        current === 'points' ? (
          <ChargeRecordTable
            records={points.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
            total={points.length}
            {...paging}
          />
        ) : (
          <ExpansionRecordTable
            records={storage.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
            total={storage.length}
            now={NOW}
            {...paging}
          />
        )
      }
    </ConsumptionRecords>
  );
}

const meta = {
  title: 'Patterns/ConsumptionRecords',
  component: MyRecords,
  args: {
    initialTab: 'points',
    isLoading: false,
    empty: false,
    many: false,
    long: false,
    onTabChange: fn(),
    onPageChange: fn(),
  },
  argTypes: { initialTab: { control: 'inline-radio', options: ['points', 'storage'] } },
} satisfies Meta<typeof MyRecords>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The records on the tab `initialTab` names: the arrow keys move to the other tab, whose table replaces the first;
 * Tab reaches its first row and the arrow keys walk the rows.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const names: Record<ConsumptionTab, string> = {
      points: en ? 'Points records' : '点数记录',
      storage: en ? 'Storage purchases' : '扩容记录',
    };
    const other: ConsumptionTab = args.initialTab === 'points' ? 'storage' : 'points';
    await expect(canvas.getByRole('grid', { name: names[args.initialTab] })).toBeVisible();
    await tabTo(canvas.getByRole('tab', { selected: true }));
    await userEvent.keyboard(other === 'storage' ? '{ArrowRight}' : '{ArrowLeft}');
    await waitFor(() => expect(args.onTabChange).toHaveBeenCalledWith(other));
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(names[other]);
    const grid = await canvas.findByRole('grid', { name: names[other] });
    await expect(canvas.queryByRole('grid', { name: names[args.initialTab] })).toBeNull();
    const rows = within(grid).getAllByRole('row');
    await tabTo(rows[1]);
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
  },
};

/** Every type (gift, top-up, refund, spend) and channel; spends are negative, the rest positive. */
export const PointsRecords: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: en ? 'Points records' : '点数记录' });
    for (const label of en
      ? ['System gift', 'Top-up', 'System refund', 'Spend', 'Free', 'Expansion', 'Upgrade package']
      : ['系统赠送', '充值', '系统退还', '消费', '免费', '扩容', '升级包']) {
      await expect(within(grid).getAllByText(label).length).toBeGreaterThan(0);
    }
    const rows = within(grid).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('-12');
    await expect(rows[2]).toHaveTextContent('+800');
    await expect(rows[2]).toHaveTextContent(en ? 'Paid US$112.00' : '已支付 ¥800.00');
    // The rows are reached with Tab and walked with the arrow keys.
    await tabTo(rows[1]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(rows[3]).toHaveFocus();
  },
};

/** Capacity purchases: plan, term, amount and expiry; the month bought 70 days ago and the one bought 400 days ago have expired. */
export const StoragePurchases: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('tab', { selected: true }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(args.onTabChange).toHaveBeenCalledWith('storage'));
    const grid = await canvas.findByRole('grid', { name: en ? 'Storage purchases' : '扩容记录' });
    await expect(grid).toHaveTextContent(en ? 'US$760.00' : '¥5,090.00');
    await expect(within(grid).getAllByText(en ? 'Expired' : '已过期')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(
      within(canvasElement).getByRole('heading', { name: en ? 'No records found.' : '暂无记录' }),
    ).toBeVisible();
  },
};

/** 120 records, ten a page: the last page by keyboard. */
export const ManyRecords: Story = {
  args: { many: true },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const pagination = canvas.getByRole('navigation', { name: en ? 'Pagination' : '分页' });
    await tabTo(within(pagination).getByRole('button', { name: en ? 'Page 12' : '第 12 页' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(12);
    await waitFor(() => expect(within(canvas.getByRole('grid')).getAllByRole('row')).toHaveLength(11));
  },
};

/** A long scene name wraps in the note column. */
export const LongText: Story = {
  args: { long: true },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(within(canvasElement).getByRole('grid')).toHaveTextContent(en ? 'open-plan desks' : '开放工位区');
  },
};
