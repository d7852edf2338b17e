import type { Meta, StoryObj } from '@storybook/react-vite';
import type { InvoiceRecord } from '@kankan/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogOf, storyLocale, tabTo } from '../../storybook/index.ts';
import { InvoiceDetailDialog, type InvoiceDetailDialogProps } from './InvoiceDetailDialog.tsx';

const DAY = 24 * 60 * 60 * 1000;
/** A fixed "now" so the edit window does not move with the calendar. */
const now = Date.parse('2026-11-21T04:00:00Z');

const ordinary: InvoiceRecord = {
  id: 44,
  type: 2,
  title: '深圳看看科技有限公司',
  code: '91440300MA5G8XK21Y',
  emailAddress: 'finance@kankan.test',
  cameraId: 88,
  orderId: null,
  amount: 12800,
  status: 1,
  createTime: '2026-11-12T04:00:00Z',
  deliveryTime: new Date(now - 3 * DAY).toISOString(),
};

const special: InvoiceRecord = {
  ...ordinary,
  id: 45,
  type: 3,
  status: 0,
  deliveryTime: null,
  organizedAddress: '广东省深圳市南山区科技园科技南路 18 号',
  registerPhone: '0755-86001234',
  bankName: '招商银行深圳科技园支行',
  bankAccount: '755912345610801',
  shipName: '李华',
  shipMobile: '13800138000',
  shipAreaPath: '广东省,深圳市,南山区',
  shipAddress: '科技南路 18 号 看看大厦 9 楼',
};

type Args = Omit<InvoiceDetailDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'>;

function Demo(props: Args) {
  return <InvoiceDetailDialog {...props} defaultOpen />;
}

const meta = {
  title: 'Patterns/InvoiceDetailDialog',
  component: Demo,
  args: { invoice: ordinary, cameraName: '4DKKPRO_A1B2C3', currency: 'CNY', now, onEdit: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const editName = (en: boolean) => (en ? 'Edit' : '编辑');

/** Delivered 3 days ago: still editable for 4 more days. Tab to Edit and press Enter. */
export const Playground: Story = {
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await dialogOf();
    await expect(dialog.getBoundingClientRect().width).toBe(680);
    const view = within(dialog);
    await expect(view.getByText('91440300MA5G8XK21Y')).toBeInTheDocument();
    await tabTo(view.getByRole('button', { name: editName(en) }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(ordinary);
  },
};

/** Delivered 10 days ago: the 7-day window has closed, so there is no Edit; Tab ends on Close. */
export const NotEditable: Story = {
  args: {
    invoice: {
      ...ordinary,
      createTime: new Date(now - 16 * DAY).toISOString(),
      deliveryTime: new Date(now - 10 * DAY).toISOString(),
    },
  },
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await dialogOf();
    const view = within(dialog);
    await expect(view.queryByRole('button', { name: editName(en) })).toBeNull();
    await expect(view.getByText(en ? 'No longer editable' : '已不可修改')).toBeInTheDocument();
    await tabTo(view.getAllByRole('button', { name: en ? 'Close' : '关闭' }).at(-1));
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

/** A special VAT invoice not yet delivered: the company fields, the delivery information, and Edit. */
export const SpecialRequested: Story = {
  args: { invoice: special },
  play: async ({ globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(await dialogOf());
    await expect(view.getByText('广东省 深圳市 南山区')).toBeInTheDocument();
    await tabTo(view.getByRole('button', { name: editName(en) }));
  },
};

/** Escape closes the dialog. */
export const CloseByKeyboard: Story = {
  parameters: { screenshot: false }, // Closed: nothing left to show.
  play: async ({ canvasElement }) => {
    await dialogOf();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
  },
};

/** Without an edit handler the button is not offered even while editable. */
export const WithoutEditAction: Story = {
  args: { onEdit: undefined },
  play: async ({ globals }) => {
    const view = within(await dialogOf());
    await expect(view.queryByRole('button', { name: editName(storyLocale(globals) === 'en') })).toBeNull();
  },
};

/** The longest Chinese values the rules allow. */
export const LongChinese: Story = {
  args: {
    cameraName: '4DKKPRO_深圳南山科技园展厅主相机',
    invoice: {
      ...special,
      title: '深圳市南山区看看空间三维数字科技有限公司',
      organizedAddress:
        '广东省深圳市南山区粤海街道高新区社区科技南路十八号深圳湾科技生态园二期B栋十八层一八零一至一八零八室（看看空间三维数字科技有限公司）',
      bankName: '中国工商银行股份有限公司深圳市分行南山区科技园支行营业部',
      shipName: '欧阳慕容诸葛司马上官皇甫东方西门南宫',
      shipAddress:
        '粤海街道高新区社区科技南路十八号深圳湾科技生态园二期B栋十八层一八零一室看看空间三维数字科技有限公司前台转财务部',
    },
  },
  play: async () => {
    await dialogOf();
  },
};

/** The longest English values the rules allow. */
export const LongEnglish: Story = {
  args: {
    cameraName: '4DKKPRO_Shenzhen-Showroom-Main',
    currency: 'USD',
    invoice: {
      ...special,
      amount: 1799,
      title: 'Worldwide Spaces Ltd',
      emailAddress: 'accounts.payable@worldwide.biz',
      organizedAddress: 'Floor 18, Tower B, Shenzhen Bay Technology and Ecology Park, Nanshan District, Shenzhen',
      bankName: 'Industrial and Commercial Bank of China',
      bankAccount: '4000023409200112233445566778899',
      shipName: 'Alexandra Richardson',
      shipAddress: 'Floor 18, Tower B, Shenzhen Bay Technology and Ecology Park, Nanshan District',
    },
  },
  play: async () => {
    await dialogOf();
  },
};
