import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAY_TYPE, PRODUCT_PRICES, MEMBERSHIP, type OrderType } from '@kankan/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LinkButton } from '../../components/LinkButton/LinkButton.tsx';
import { storyLocale, tabTo, useSample } from '../../storybook/index.ts';
import type { OrderSummary } from './orderModel.ts';
import { OrderTable } from './OrderTable.tsx';
import { OrderTabs } from './OrderTabs.tsx';

/** A fixed moment so the dates in the screenshots never change. */
const NOW = new Date(2026, 10, 21, 10, 0).getTime();
const HOUR = 60 * 60 * 1000;
const PAGE_SIZE = 10;

type Lang = 'zh' | 'en';

const names = {
  zh: {
    pro: '看看 Pro 八目相机（含 10G 云存储套餐）',
    lite: '看看 Lite 双目相机（含 5G 套餐与三脚架）',
    tripod: 'Pro 三脚架套装',
    member: '看看会员（1 年）',
    points: (n: number) => `点数充值 ${n} 点`,
    storage: (plan: string, months: number) => `云存储扩容 ${plan}（${months} 个月）`,
    download: '场景下载',
    longPro: '看看 Pro 八目专业三维空间扫描相机（含 10G 云存储套餐、快拆云台、备用电池与便携收纳箱）',
    cameras: ['KK-PRO-8A21C7', 'KK-PRO-3F90B2', 'KK-LITE-51D0E4'],
    scenes: ['滨江一号院 1802 样板间', '西湖博物馆常设展厅', '前海旗舰店二层'],
    shop: '去商城选购',
  },
  en: {
    pro: 'KanKan Pro 8-lens camera (with 10G cloud plan)',
    lite: 'KanKan Lite 2-lens camera (with 5G plan and tripod)',
    tripod: 'Pro tripod set',
    member: 'KanKan membership (1 year)',
    points: (n: number) => `${n} points top-up`,
    storage: (plan: string, months: number) => `${plan} cloud storage (${months} months)`,
    download: 'Scene download',
    longPro:
      'KanKan Pro professional 8-lens 3D space-scanning camera (with 10G cloud plan, quick-release head, spare battery and carry case)',
    cameras: ['KK-PRO-8A21C7', 'KK-PRO-3F90B2', 'KK-LITE-51D0E4'],
    scenes: ['Riverside One apartment 1802', 'West Lake museum gallery', 'Qianhai flagship store, 2nd floor'],
    shop: 'Visit the shop',
  },
};

function order(
  partial: Partial<OrderSummary> & Pick<OrderSummary, 'id' | 'items' | 'amount'>,
  lang: Lang,
): OrderSummary {
  const hoursAgo = Number(partial.id.replace(/\D/g, '')) * 7;
  return {
    orderSn: `KK${new Date(NOW - hoursAgo * HOUR).toISOString().replace(/\D/g, '').slice(0, 14)}${partial.id.replace(/\D/g, '').padStart(4, '0')}`,
    currency: lang === 'en' ? 'USD' : 'CNY',
    payType: lang === 'en' ? PAY_TYPE.international : PAY_TYPE.domesticWallet1,
    createdAt: NOW - hoursAgo * HOUR,
    status: 'finished',
    isPaid: true,
    ...partial,
  };
}

function ordersFor(type: OrderType, lang: Lang, long: boolean): OrderSummary[] {
  const n = names[lang];
  const cur = lang === 'en' ? 'USD' : 'CNY';
  const wallet2 = lang === 'en' ? PAY_TYPE.international : PAY_TYPE.domesticWallet2;
  const pro = PRODUCT_PRICES.pro[cur];
  const lite = PRODUCT_PRICES.lite[cur];
  const tripod = PRODUCT_PRICES.tripodSet[cur];
  const member = lang === 'en' ? 849 : MEMBERSHIP.yearlyFeeRmb;
  switch (type) {
    case 'camera':
      return [
        order(
          {
            id: 'c1',
            items: [{ name: n.tripod, count: 3 }],
            amount: tripod * 3,
            status: 'awaitingShipment',
            isPaid: false,
          },
          lang,
        ),
        order(
          { id: 'c2', items: [{ name: long ? n.longPro : n.pro, count: 1 }], amount: pro, status: 'awaitingShipment' },
          lang,
        ),
        order(
          {
            id: 'c3',
            items: [
              { name: n.pro, count: 1 },
              { name: n.tripod, count: 2 },
            ],
            amount: pro + tripod * 2,
            status: 'shipped',
            payType: wallet2,
          },
          lang,
        ),
        order({ id: 'c4', items: [{ name: n.lite, count: 1 }], amount: lite, status: 'received' }, lang),
        order(
          { id: 'c5', items: [{ name: n.tripod, count: 1 }], amount: tripod, status: 'finished', payType: wallet2 },
          lang,
        ),
        order(
          {
            id: 'c6',
            items: [{ name: n.lite, count: 2 }],
            amount: lite * 2,
            status: 'finished',
            invoiceRequested: true,
          },
          lang,
        ),
        order({ id: 'c7', items: [{ name: n.lite, count: 2 }], amount: lite * 2, status: 'cancelled' }, lang),
        order({ id: 'c8', items: [{ name: n.pro, count: 1 }], amount: pro, status: 'expired', isPaid: false }, lang),
      ];
    case 'membership':
      return [
        order(
          {
            id: 'm1',
            items: [{ name: n.member, count: 1 }],
            subject: null,
            amount: member,
            status: 'awaitingShipment',
            isPaid: false,
          },
          lang,
        ),
        order(
          {
            id: 'm2',
            items: [{ name: n.member, count: 1 }],
            subject: n.cameras[0],
            amount: member,
            status: 'finished',
          },
          lang,
        ),
        order(
          {
            id: 'm3',
            items: [{ name: n.member, count: 1 }],
            subject: n.cameras[1],
            amount: member,
            status: 'cancelled',
            payType: wallet2,
          },
          lang,
        ),
        order(
          {
            id: 'm4',
            items: [{ name: n.member, count: 1 }],
            subject: null,
            amount: member,
            status: 'expired',
            isPaid: false,
          },
          lang,
        ),
      ];
    case 'other':
      return [
        order(
          {
            id: 'o1',
            items: [{ name: n.points(600), count: 1 }],
            subject: n.cameras[0],
            amount: lang === 'en' ? 84 : 600,
          },
          lang,
        ),
        order(
          {
            id: 'o2',
            items: [{ name: n.storage('50G', 12), count: 1 }],
            subject: n.cameras[1],
            amount: lang === 'en' ? 760 : 5090,
            payType: wallet2,
          },
          lang,
        ),
        order(
          {
            id: 'o3',
            items: [{ name: n.storage('20G', 3), count: 1 }],
            subject: n.cameras[2],
            amount: lang === 'en' ? 57 : 387,
            status: 'awaitingShipment',
            isPaid: false,
          },
          lang,
        ),
        order(
          {
            id: 'o4',
            items: [{ name: n.points(1000), count: 1 }],
            subject: n.cameras[0],
            amount: lang === 'en' ? 140 : 1000,
            status: 'expired',
            isPaid: false,
          },
          lang,
        ),
      ];
    case 'download':
      return n.scenes.map((scene, index) =>
        order(
          {
            id: `d${index + 1}`,
            items: [{ name: n.download, count: 1 }],
            subject: scene,
            amount: lang === 'en' ? 14 : 99,
            status: index === 2 ? 'cancelled' : 'finished',
          },
          lang,
        ),
      );
  }
}

/** 120 camera orders, cycling through the statuses, newest first. */
function manyOrders(lang: Lang): OrderSummary[] {
  const base = ordersFor('camera', lang, false);
  return Array.from({ length: 120 }, (_, index) => {
    const template = base[index % base.length] as OrderSummary;
    return {
      ...template,
      id: `n${index + 1}`,
      orderSn: `KK2026${String(112100000000 - index * 3517).padStart(12, '0')}`,
      createdAt: NOW - index * 5 * HOUR,
    };
  });
}

interface DemoProps {
  initialType: OrderType;
  initialPage: number;
  isLoading: boolean;
  empty: boolean;
  many: boolean;
  long: boolean;
  onTypeChange: (type: OrderType) => void;
  onPageChange: (page: number) => void;
  onDetails: (order: OrderSummary) => void;
  onRequestInvoice: (order: OrderSummary) => void;
  onPay: (order: OrderSummary) => void;
  /** The site's orders screen: cancel unpaid orders, and the invoice state and details of invoiced ones. */
  withCancelAndInvoice: boolean;
  onCancel: (order: OrderSummary) => void;
  onInvoiceDetails: (order: OrderSummary) => void;
}

/** "My orders" as the site shows it: the tabs, one table per tab, and the page kept per tab. */
function MyOrders({
  initialType,
  initialPage,
  isLoading,
  empty,
  many,
  long,
  onTypeChange,
  onPageChange,
  withCancelAndInvoice,
  onCancel,
  onInvoiceDetails,
  ...actions
}: DemoProps) {
  const lang = useSample<Lang>({ zh: 'zh', en: 'en' });
  const [type, setType] = useState<OrderType>(initialType);
  const [page, setPage] = useState(initialPage);
  const listed = empty ? [] : many && type === 'camera' ? manyOrders(lang) : ordersFor(type, lang, long);
  // The orders screen knows each invoice's state: requested for c6, delivered for c5.
  const all = withCancelAndInvoice
    ? listed.map((order) =>
        order.id === 'c6'
          ? { ...order, invoiceStatus: 0 as const }
          : order.id === 'c5'
            ? { ...order, invoiceStatus: 1 as const }
            : order,
      )
    : listed;
  const siteActions = withCancelAndInvoice ? { onCancel, onInvoiceDetails } : {};
  const orders = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <OrderTabs
      selectedType={type}
      onTypeChange={(next) => {
        setType(next);
        setPage(1);
        onTypeChange(next);
      }}
      counts={empty || isLoading ? undefined : { camera: many ? 120 : 8, membership: 4, other: 4, download: 3 }}
    >
      {(current) => (
        <OrderTable
          type={current}
          orders={orders}
          isLoading={isLoading}
          total={all.length}
          pageSize={PAGE_SIZE}
          page={page}
          onPageChange={(next) => {
            setPage(next);
            onPageChange(next);
          }}
          emptyAction={
            <LinkButton href="/mall/kankanPro" variant="outline">
              {names[lang].shop}
            </LinkButton>
          }
          {...actions}
          {...siteActions}
        />
      )}
    </OrderTabs>
  );
}

const meta = {
  title: 'Patterns/OrderTable',
  component: MyOrders,
  args: {
    initialType: 'camera',
    initialPage: 1,
    isLoading: false,
    empty: false,
    many: false,
    long: false,
    onTypeChange: fn(),
    onPageChange: fn(),
    onDetails: fn(),
    onRequestInvoice: fn(),
    onPay: fn(),
    withCancelAndInvoice: false,
    onCancel: fn(),
    onInvoiceDetails: fn(),
  },
  argTypes: { initialType: { control: 'inline-radio', options: ['camera', 'membership', 'other', 'download'] } },
} satisfies Meta<typeof MyOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Moves through the grid with the arrow keys until `target` (a button in a row) has focus. */
async function arrowTo(target: HTMLElement | undefined) {
  if (!target) throw new Error('nothing to focus');
  const row = target.closest('[role="row"]');
  for (let i = 0; i < 30 && !row?.contains(document.activeElement); i += 1) await userEvent.keyboard('{ArrowDown}');
  for (let i = 0; i < 12 && document.activeElement !== target; i += 1) await userEvent.keyboard('{ArrowRight}');
  await expect(target).toHaveFocus();
}

const rowOf = (canvasElement: HTMLElement, orderSnPart: string) =>
  within(canvasElement)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(orderSnPart));

/**
 * Camera orders in every status: awaiting payment (Pay), awaiting shipment, partly dispatched, received, finished
 * (Request invoice unless already requested), cancelled and expired (Details only). Enter on Pay pays the order.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const statuses = en
      ? ['Awaiting payment', 'Awaiting shipment', 'Shipped', 'Received', 'Finished', 'Cancelled', 'Expired']
      : ['待付款', '待发货', '已发货', '已收货', '已完成', '已取消', '已过期'];
    for (const status of statuses) await expect(canvas.getAllByText(status).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('button', { name: en ? /^Pay order/ : /^支付订单/ })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: en ? /^Request invoice/ : /^申请开票/ })).toHaveLength(4);
    await tabTo(canvas.getByRole('tab', { selected: true }));
    await tabTo(canvas.getAllByRole('row')[1]);
    await arrowTo(canvas.getByRole('button', { name: en ? /^Pay order/ : /^支付订单/ }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onPay).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1', isPaid: false }));
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent(/^KK\d{18}/);
  },
};

/** The arrow keys move between the tabs; membership orders name the authorised camera (or none yet). */
export const MembershipOrders: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('tab', { selected: true }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(args.onTypeChange).toHaveBeenCalledWith('membership'));
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(en ? 'Membership orders' : '会员订单');
    await expect(canvas.getByRole('columnheader', { name: en ? 'Camera' : '相机' })).toBeVisible();
    await expect(canvas.getByRole('grid')).toHaveTextContent(en ? 'US$849.00' : '¥5,980.00');
  },
};

/** Points top-ups and storage plans, each with its camera. */
export const OtherOrders: Story = {
  args: { initialType: 'other' },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid')).toHaveAccessibleName(en ? 'Other orders' : '其他订单');
    await tabTo(canvas.getByRole('tab', { selected: true }));
    await tabTo(canvas.getAllByRole('row')[1]);
    const details = within(rowOf(canvasElement, 'KK-PRO-3F90B2') as HTMLElement).getByRole('button', {
      name: en ? /^Details/ : /详情$/,
    });
    await arrowTo(details);
    await userEvent.keyboard('{Enter}');
    await expect(args.onDetails).toHaveBeenCalledWith(expect.objectContaining({ id: 'o2' }));
  },
};

/** Paid scene downloads, each with its scene; Enter on Request invoice asks for an invoice. */
export const DownloadOrders: Story = {
  args: { initialType: 'download' },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: en ? 'Scene' : '场景' })).toBeVisible();
    await tabTo(canvas.getByRole('tab', { selected: true }));
    await tabTo(canvas.getAllByRole('row')[1]);
    await arrowTo(canvas.getAllByRole('button', { name: en ? /^Request invoice/ : /^申请开票/ })[0]);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequestInvoice).toHaveBeenCalledWith(expect.objectContaining({ id: 'd1' }));
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText(/^KK\d+/)).toBeNull();
  },
};

/** No orders: the spec's "no record found" and a way to the shop, reached with Tab. */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: en ? 'No records found.' : '暂无记录' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await tabTo(canvas.getByRole('link', { name: en ? 'Visit the shop' : '去商城选购' }));
  },
};

/** 120 orders, ten a page: Next page by keyboard shows orders 11-20. */
export const ManyOrders: Story = {
  args: { many: true },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const pagination = canvas.getByRole('navigation', { name: en ? 'Pagination' : '分页' });
    await expect(pagination).toHaveTextContent(en ? '120 items' : '120');
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(10);
    await tabTo(within(pagination).getByRole('button', { name: en ? 'Next page' : '下一页' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await waitFor(() =>
      expect(within(pagination).getByRole('button', { name: en ? 'Page 2' : '第 2 页' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('KK2026112099964830');
  },
};

/** A long product name wraps inside its column. */
export const LongText: Story = {
  args: { long: true },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(within(canvasElement).getByRole('grid')).toHaveTextContent(en ? 'spare battery' : '备用电池');
  },
};

/**
 * As the orders screen uses it: an unpaid order can be paid or cancelled, and an invoiced order shows its invoice
 * state under the status with an Invoice action instead of a new request.
 */
export const CancelAndInvoice: Story = {
  args: { withCancelAndInvoice: true },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByText(en ? 'Invoice requested' : '已申请开票')).toBeVisible();
    await expect(canvas.getByText(en ? 'Invoice delivered' : '发票已送达')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: en ? /^Request invoice/ : /^申请开票/ })).toHaveLength(3);
    const cancel = canvas.getByRole('button', { name: en ? /^Cancel order/ : /^取消订单/ });
    await tabTo(canvas.getByRole('tab', { selected: true }));
    await tabTo(canvas.getAllByRole('row')[1]);
    await arrowTo(cancel);
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1' }));
    await userEvent.click(
      within(rowOf(canvasElement, '0006') as HTMLElement).getByRole('button', {
        name: en ? /^Invoice of order/ : /的发票$/,
      }),
    );
    await expect(args.onInvoiceDetails).toHaveBeenCalledWith(expect.objectContaining({ id: 'c6' }));
  },
};
