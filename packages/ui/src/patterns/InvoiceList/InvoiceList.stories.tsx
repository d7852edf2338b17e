import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button/Button.tsx';
import { storyLocale, tabTo, useSample } from '../../storybook/index.ts';
import { InvoiceList, type InvoiceListItem, type InvoiceListProps } from './InvoiceList.tsx';

function invoice(id: number, overrides: Partial<InvoiceListItem>): InvoiceListItem {
  return {
    id,
    type: 2,
    title: '深圳看看科技有限公司',
    code: '91440300MA5G8XK21Y',
    emailAddress: 'finance@kankan.test',
    cameraId: 88,
    orderId: null,
    cameraName: '4DKKPRO_A1B2C3',
    currency: 'CNY',
    amount: 12800,
    status: 1,
    createTime: '2026-11-12T04:00:00Z',
    deliveryTime: '2026-11-15T04:00:00Z',
    ...overrides,
  };
}

const zhRows: InvoiceListItem[] = [
  invoice(48, { type: 3, status: 0, amount: 5090, createTime: '2026-11-20T04:00:00Z', deliveryTime: null }),
  invoice(47, { amount: 509, createTime: '2026-11-18T04:00:00Z', cameraName: '4DKKPRO_9F8E7D' }),
  invoice(46, { title: '杭州西湖民宿管理有限公司', amount: 3999, cameraName: '4DKKLITE_55AA01' }),
];

const enRows: InvoiceListItem[] = [
  invoice(48, {
    type: 3,
    status: 0,
    title: 'KanKan Tech Co Ltd',
    amount: 5090,
    createTime: '2026-11-20T04:00:00Z',
    deliveryTime: null,
  }),
  invoice(47, { title: 'KanKan Tech Co Ltd', amount: 509, createTime: '2026-11-18T04:00:00Z' }),
  invoice(46, { title: 'Lakeside Homestays', amount: 699, currency: 'USD', cameraName: '4DKKLITE_55AA01' }),
];

/** Twelve rows, titles at the 20-character limit: the table grows and long titles wrap. */
function longRows(locale: 'zh' | 'en'): InvoiceListItem[] {
  const titles =
    locale === 'zh'
      ? ['深圳市南山区看看空间三维数字科技有限公司', '北京朝阳区建国路国贸商城三期文化展览中心', '杭州西湖民宿']
      : ['Worldwide Spaces Ltd', 'Riverside Museum Inc', 'Lakeside Homestays'];
  return Array.from({ length: 12 }, (_, index) =>
    invoice(100 - index, {
      title: titles[index % titles.length],
      type: index % 3 === 0 ? 3 : 2,
      status: index < 2 ? 0 : 1,
      deliveryTime: index < 2 ? null : '2026-11-15T04:00:00Z',
      amount: 509 * (index + 1),
      createTime: `2026-11-${String(20 - index).padStart(2, '0')}T04:00:00Z`,
      cameraName: index % 2 === 0 ? '4DKKPRO_A1B2C3' : '4DKKPRO_深圳南山科技园展厅主相机',
    }),
  );
}

/** Judged at 2026-11-20: one request not yet delivered, one delivered 5 days before, one 40 days before. */
const EDIT_NOW = Date.parse('2026-11-20T04:00:00Z');
function windowRows(rows: InvoiceListItem[]): InvoiceListItem[] {
  return [
    rows[0] ?? invoice(48, {}),
    invoice(45, { ...rows[1], id: 45, deliveryTime: '2026-11-15T04:00:00Z' }),
    invoice(44, { ...rows[2], id: 44, createTime: '2026-10-01T04:00:00Z', deliveryTime: '2026-10-11T04:00:00Z' }),
  ];
}

type Args = Omit<InvoiceListProps, 'invoices'> & { rows?: 'sample' | 'none' | 'long' | 'window' };

function Demo({ rows = 'sample', ...props }: Args) {
  const sample = useSample({ zh: zhRows, en: enRows });
  const locale = useSample({ zh: 'zh', en: 'en' } as const);
  const invoices =
    rows === 'none' ? [] : rows === 'long' ? longRows(locale) : rows === 'window' ? windowRows(sample) : sample;
  return <InvoiceList {...props} invoices={invoices} />;
}

const meta = {
  title: 'Patterns/InvoiceList',
  component: Demo,
  args: { onDetails: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Moves through the grid with the arrow keys until `target` (a button in a row) has focus. */
async function arrowTo(target: HTMLElement | undefined) {
  if (!target) throw new Error('nothing to focus');
  const row = target.closest('[role="row"]');
  for (let i = 0; i < 20 && !row?.contains(document.activeElement); i += 1) await userEvent.keyboard('{ArrowDown}');
  for (let i = 0; i < 10 && document.activeElement !== target; i += 1) await userEvent.keyboard('{ArrowRight}');
  await expect(target).toHaveFocus();
}

/** Three invoices; Tab reaches the first row, the arrows its Details button, and Enter opens that invoice. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await tabTo(canvas.getAllByRole('row')[1]);
    await arrowTo(canvas.getAllByRole('button', { name: en ? /^Details of the invoice for/ : /发票详情/ })[0]);
    await userEvent.keyboard('{Enter}');
    await expect(args.onDetails).toHaveBeenCalledWith(expect.objectContaining({ id: 48 }));
  },
};

/**
 * Edit is offered while the request may still be edited (spec 4, 9: before delivery and 7 days after it): on the
 * undelivered row and the one delivered 5 days ago, not on the one delivered 40 days ago; the delivery date shows.
 */
export const EditWhileAllowed: Story = {
  args: { rows: 'window', now: EDIT_NOW, onEdit: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row').slice(1);
    const edit = en ? /^Edit the invoice for/ : /^编辑/;
    await expect(within(rows[0] as HTMLElement).getByRole('button', { name: edit })).toBeInTheDocument();
    await expect(within(rows[1] as HTMLElement).getByRole('button', { name: edit })).toBeInTheDocument();
    await expect(within(rows[2] as HTMLElement).queryByRole('button', { name: edit })).toBeNull();
    await expect(rows[0]).toHaveTextContent('—');
    await tabTo(rows[0]);
    await arrowTo(within(rows[1] as HTMLElement).getByRole('button', { name: edit }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 45 }));
  },
};

/** No invoices: "no record found" and an action. */
export const Empty: Story = {
  args: { rows: 'none' },
  render: (args) => {
    function WithAction() {
      const label = useSample({ zh: '申请开票', en: 'Request an invoice' });
      return <Demo {...args} emptyAction={<Button>{label}</Button>} />;
    }
    return <WithAction />;
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: storyLocale(globals) === 'en' ? 'No records found.' : /./ }),
    ).toBeInTheDocument();
  },
};

/** Loading: one spinner row, the table busy. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
  },
};

/** A long page with the longest titles the rules allow, and the pages below. */
export const Long: Story = {
  args: { rows: 'long', total: 37, pageSize: 12 },
  render: (args) => {
    function Paged() {
      const [page, setPage] = useState(1);
      return <Demo {...args} page={page} onPageChange={setPage} />;
    }
    return <Paged />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(13);
    await expect(canvas.getByRole('navigation')).toBeInTheDocument();
  },
};
