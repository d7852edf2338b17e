import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryHeight, storyLocale, useSample } from '../../storybook/index.ts';
import { Badge, type BadgeProps } from '../Badge/Badge.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table.tsx';

type OrderStatus = 'shipping' | 'finished' | 'cancelled' | 'expired';

interface Order {
  id: string;
  date: string;
  amount: number;
  currency: 'CNY' | 'USD';
  status: OrderStatus;
  product: string;
}

const statusTone: Record<OrderStatus, BadgeProps['tone']> = {
  shipping: 'info',
  finished: 'positive',
  cancelled: 'neutral',
  expired: 'caution',
};

function useOrders(long: boolean): { orders: Order[]; labels: Record<string, string> & Record<OrderStatus, string> } {
  return useSample({
    zh: {
      orders: [
        {
          id: 'KK202405180012',
          date: '2024-05-18 14:32',
          amount: 3999,
          currency: 'CNY',
          status: 'shipping',
          product: long ? '看看空间 Pro 相机（含 10G 云存储套餐与三脚架套装）' : 'Pro 相机',
        },
        {
          id: 'KK202405020087',
          date: '2024-05-02 09:15',
          amount: 199,
          currency: 'CNY',
          status: 'finished',
          product: '扩容 50G（月付）',
        },
        {
          id: 'KK202404210003',
          date: '2024-04-21 18:47',
          amount: 12800,
          currency: 'CNY',
          status: 'finished',
          product: 'Pro 三脚架套装 ×4',
        },
        {
          id: 'KK202403300151',
          date: '2024-03-30 11:02',
          amount: 1299,
          currency: 'CNY',
          status: 'cancelled',
          product: 'Lite 相机',
        },
        {
          id: 'KK202402140020',
          date: '2024-02-14 20:20',
          amount: 600,
          currency: 'CNY',
          status: 'expired',
          product: '点数充值 600',
        },
      ],
      labels: {
        label: '相机订单',
        order: '订单编号',
        product: '商品',
        date: '下单时间',
        amount: '金额',
        status: '状态',
        shipping: '待发货',
        finished: '已完成',
        cancelled: '已取消',
        expired: '已失效',
        empty: '暂无相机订单，去商城选购一台吧',
      },
    },
    en: {
      orders: [
        {
          id: 'KK202405180012',
          date: '2024-05-18 14:32',
          amount: 599,
          currency: 'USD',
          status: 'shipping',
          product: long ? 'KanKan Pro camera (with 10 GB cloud plan and tripod set)' : 'Pro camera',
        },
        {
          id: 'KK202405020087',
          date: '2024-05-02 09:15',
          amount: 29,
          currency: 'USD',
          status: 'finished',
          product: '50 GB expansion (monthly)',
        },
        {
          id: 'KK202404210003',
          date: '2024-04-21 18:47',
          amount: 1890,
          currency: 'USD',
          status: 'finished',
          product: 'Pro tripod set ×4',
        },
        {
          id: 'KK202403300151',
          date: '2024-03-30 11:02',
          amount: 189,
          currency: 'USD',
          status: 'cancelled',
          product: 'Lite camera',
        },
        {
          id: 'KK202402140020',
          date: '2024-02-14 20:20',
          amount: 89,
          currency: 'USD',
          status: 'expired',
          product: '600 points top-up',
        },
      ],
      labels: {
        label: 'Camera orders',
        order: 'Order number',
        product: 'Product',
        date: 'Ordered',
        amount: 'Amount',
        status: 'Status',
        shipping: 'Awaiting shipment',
        finished: 'Finished',
        cancelled: 'Cancelled',
        expired: 'Expired',
        empty: 'No camera orders yet. Visit the shop to buy one.',
      },
    },
  }) as { orders: Order[]; labels: Record<string, string> & Record<OrderStatus, string> };
}

const money = (order: Order) =>
  new Intl.NumberFormat(order.currency === 'CNY' ? 'zh-CN' : 'en-US', {
    style: 'currency',
    currency: order.currency,
    currencyDisplay: order.currency === 'USD' ? 'narrowSymbol' : 'symbol',
    minimumFractionDigits: 2,
  })
    .format(order.amount)
    .replace(/^\$/, 'US$');

interface OrdersProps {
  initialSort?: SortDescriptor;
  /** Used by the scene-list stories below. */
  onSelectionChange: (keys: Selection) => void;
  onSortChange: (sort: SortDescriptor) => void;
  isLoading: boolean;
  empty: boolean;
  long: boolean;
  stickyHeader: boolean;
}

function OrdersTable({ initialSort, onSortChange, isLoading, empty, long, stickyHeader }: OrdersProps) {
  const { orders, labels } = useOrders(long);
  const [sort, setSort] = useState<SortDescriptor | undefined>(initialSort);
  const rows = useMemo(() => {
    if (empty) return [];
    if (!sort) return orders;
    const key = sort.column as keyof Order;
    const sorted = [...orders].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
    return sort.direction === 'descending' ? sorted.reverse() : sorted;
  }, [orders, sort, empty]);
  return (
    <StoryHeight height={stickyHeader ? 'scrollingTable' : undefined}>
      <Table
        aria-label={labels.label}
        sortDescriptor={sort}
        onSortChange={(next) => {
          setSort(next);
          onSortChange(next);
        }}
        isLoading={isLoading}
        stickyHeader={stickyHeader}
      >
        <TableHeader>
          <Column id="id" isRowHeader allowsSorting>
            {labels.order}
          </Column>
          <Column id="product">{labels.product}</Column>
          <Column id="date" allowsSorting align="end">
            {labels.date}
          </Column>
          <Column id="amount" allowsSorting align="end">
            {labels.amount}
          </Column>
          <Column id="status">{labels.status}</Column>
        </TableHeader>
        <TableBody items={rows} renderEmptyState={() => labels.empty}>
          {(order) => (
            <Row id={order.id}>
              <Cell>{order.id}</Cell>
              <Cell>{order.product}</Cell>
              <Cell align="end">{order.date}</Cell>
              <Cell align="end">{money(order)}</Cell>
              <Cell>
                <Badge tone={statusTone[order.status]} dot>
                  {labels[order.status]}
                </Badge>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </StoryHeight>
  );
}

/** The keys of the last selection reported (React Aria passes its own Set subclass), sorted as strings. */
function lastSelection(callback: unknown): string[] {
  const keys = (callback as { mock: { lastCall?: unknown[] } }).mock.lastCall?.[0];
  return keys instanceof Set ? [...keys].map(String).sort() : [];
}

const meta = {
  title: 'Components/Table',
  component: OrdersTable,
  args: {
    onSortChange: fn(),
    onSelectionChange: fn(),
    isLoading: false,
    empty: false,
    long: false,
    stickyHeader: false,
  },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * Sorting by keyboard: from the first row up to the header, Enter sorts ascending, Enter again descending.
 * No screenshot: after the rows re-render, Chromium's anti-aliasing of the container's rounded corners differs by one
 * colour unit between runs; `SortedAscending` and `SortedDescending` show the sorted table.
 */
export const SortByKeyboard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getAllByRole('row')[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    const orderColumn = canvas.getAllByRole('columnheader')[0];
    await expect(orderColumn).toHaveFocus();
    await expect(orderColumn).toHaveAttribute('aria-sort', 'none');
    await userEvent.keyboard('{Enter}');
    await expect(orderColumn).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'id', direction: 'ascending' });
    await userEvent.keyboard('{Enter}');
    await expect(orderColumn).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('KK202405180012');
  },
};

export const SortedAscending: Story = {
  args: { initialSort: { column: 'amount', direction: 'ascending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getAllByRole('columnheader')[3];
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('KK202405020087');
  },
};

export const SortedDescending: Story = {
  args: { initialSort: { column: 'date', direction: 'descending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader')[2]).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('KK202405180012');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName(
      storyLocale(globals) === 'en' ? 'Loading' : '加载中',
    );
    await expect(canvas.queryByText('KK202405180012')).toBeNull();
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(storyLocale(globals) === 'en' ? /No camera orders yet/ : /暂无相机订单/),
    ).toBeVisible();
  },
};

export const StickyHeader: Story = {
  args: { stickyHeader: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getAllByRole('rowgroup')[0];
    const container = canvas.getByRole('grid').parentElement;
    if (!container || !header) throw new Error('table container not found');
    const top = header.getBoundingClientRect().top;
    container.scrollTop = 60;
    await waitFor(() => expect(header.getBoundingClientRect().top).toBe(top));
  },
};

export const LongText: Story = { args: { long: true } };

// Scenes list: multiple selection; calculating, failed and archived scenes cannot be selected (spec section 4).

type SceneStatus = 'normal' | 'calculating' | 'failed' | 'archived';
interface Scene {
  id: string;
  name: string;
  views: number;
  created: string;
  status: SceneStatus;
}

const sceneTone: Record<SceneStatus, BadgeProps['tone']> = {
  normal: 'positive',
  calculating: 'info',
  failed: 'critical',
  archived: 'neutral',
};

function ScenesTable({
  onSelectionChange,
  mode,
}: {
  onSelectionChange: (keys: Selection) => void;
  mode: 'single' | 'multiple';
}) {
  const { scenes, labels } = useSample({
    zh: {
      scenes: [
        { id: 's1', name: '滨江一号院 1802 样板间', views: 1280, created: '2024-05-18', status: 'normal' },
        { id: 's2', name: '西湖博物馆常设展厅', views: 23671, created: '2024-05-10', status: 'normal' },
        { id: 's3', name: '前海旗舰店', views: 0, created: '2024-05-20', status: 'calculating' },
        { id: 's4', name: '老城区川菜馆', views: 12, created: '2024-04-02', status: 'failed' },
        { id: 's5', name: '2023 样板间（旧）', views: 905, created: '2023-11-09', status: 'archived' },
      ] as Scene[],
      labels: {
        label: '我的场景',
        name: '场景名称',
        views: '浏览量',
        created: '创建时间',
        status: '状态',
        normal: '正常',
        calculating: '计算中',
        failed: '计算失败',
        archived: '已封存',
      },
    },
    en: {
      scenes: [
        { id: 's1', name: 'Riverside One apartment 1802', views: 1280, created: '2024-05-18', status: 'normal' },
        { id: 's2', name: 'West Lake museum gallery', views: 23671, created: '2024-05-10', status: 'normal' },
        { id: 's3', name: 'Qianhai flagship store', views: 0, created: '2024-05-20', status: 'calculating' },
        { id: 's4', name: 'Old town Sichuan restaurant', views: 12, created: '2024-04-02', status: 'failed' },
        { id: 's5', name: '2023 show flat (old)', views: 905, created: '2023-11-09', status: 'archived' },
      ] as Scene[],
      labels: {
        label: 'My scenes',
        name: 'Scene name',
        views: 'Views',
        created: 'Created',
        status: 'Status',
        normal: 'Normal',
        calculating: 'Calculating',
        failed: 'Calculation failed',
        archived: 'Archived',
      },
    },
  });
  const numbers = new Intl.NumberFormat('en-US');
  return (
    <Table
      aria-label={labels.label}
      selectionMode={mode}
      disabledKeys={scenes.filter((scene) => scene.status !== 'normal').map((scene) => scene.id)}
      onSelectionChange={onSelectionChange}
    >
      <TableHeader>
        <Column isRowHeader>{labels.name}</Column>
        <Column align="end">{labels.views}</Column>
        <Column align="end">{labels.created}</Column>
        <Column>{labels.status}</Column>
      </TableHeader>
      <TableBody items={scenes}>
        {(scene) => (
          <Row id={scene.id}>
            <Cell>{scene.name}</Cell>
            <Cell align="end">{numbers.format(scene.views)}</Cell>
            <Cell align="end">{scene.created}</Cell>
            <Cell>
              <Badge tone={sceneTone[scene.status]} dot>
                {labels[scene.status]}
              </Badge>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** Multiple selection by keyboard; the disabled rows (calculating, failed, archived) cannot be selected. */
export const MultipleSelectionWithDisabledRows: Story = {
  render: (args) => <ScenesTable mode="multiple" onSelectionChange={args.onSelectionChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await userEvent.tab();
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown} ');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
    await expect(lastSelection(args.onSelectionChange)).toEqual(['s1', 's2']);
    // The disabled rows are skipped: focus stays on the last selectable row.
    await userEvent.keyboard('{ArrowDown}{End}');
    await expect(rows[2]).toHaveFocus();
    await expect(rows[3]).toHaveAttribute('aria-disabled', 'true');
    await expect(rows[3]).not.toHaveAttribute('aria-selected', 'true');
    await expect(lastSelection(args.onSelectionChange)).toEqual(['s1', 's2']);
    const checkboxes = canvas.getAllByRole('checkbox');
    // "Select all" counts only the selectable rows: both are selected, so it is checked.
    await expect(checkboxes[0]).toBeChecked();
    await expect(checkboxes[3]).toBeDisabled();
  },
};

export const SingleSelection: Story = {
  render: (args) => <ScenesTable mode="single" onSelectionChange={args.onSelectionChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await userEvent.tab();
    await userEvent.keyboard(' {ArrowDown} ');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'false');
  },
};
