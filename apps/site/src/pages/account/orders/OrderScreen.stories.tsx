import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { type FakeApi, openedDialog } from '../../../testing/pageStory.tsx';
import { accountScreen, accountStories, at1280 } from '../../../testing/accountStory.tsx';
import { expectFits, expectWordsWhole } from '../../../testing/layoutChecks.ts';
import { orderApi } from './orderFixtures.ts';
import OrderScreen from './OrderScreen.tsx';

/** The screen over `api` at `url`, in the account area's frame: each story brings its own router and site. */
function screenAt(api: FakeApi, url = '/manage/order') {
  return accountScreen({ url, api });
}

const meta = {
  title: 'Pages/Account/Orders',
  component: OrderScreen,
  ...accountStories,
} satisfies Meta<typeof OrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const en = (globals: Record<string, unknown>) => storyLocale(globals) === 'en';

/** Camera orders in every status: the unpaid ones can be paid or cancelled, invoiced ones show their invoice. */
export const CameraOrders: Story = {
  decorators: screenAt(orderApi),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('button', { name: en(globals) ? /^Pay order/ : /^支付订单/ })).toHaveLength(
      1,
    );
    await expect(canvas.getAllByRole('button', { name: en(globals) ? /^Cancel order/ : /^取消订单/ })).toHaveLength(1);
    await expect(canvas.getByText(en(globals) ? 'Invoice delivered' : '发票已送达')).toBeVisible();
    await expect(canvas.getByText('US$908.00')).toBeVisible();
    // Each camera order leads to its own page (lines and timeline).
    await expect(canvas.getAllByRole('button', { name: en(globals) ? /^Details of order/ : /详情/ })).toHaveLength(9);
    // Every column shows whole in the account area: no word broken, no column cut off.
    const table = canvas.getByRole('grid');
    await expectWordsWhole(table);
    if (table.parentElement) await expectFits(table.parentElement);
  },
};

/** The camera orders at 1280 px, the narrowest width the account area is designed for. */
export const CameraOrdersAt1280: Story = { ...CameraOrders, ...at1280 };

/** Membership orders (`?tab=membership`): one awaiting payment. */
export const MembershipOrders: Story = {
  decorators: screenAt(orderApi, '/manage/order?tab=membership'),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText(en(globals) ? 'Membership (1 year)' : '看看会员（1 年）')).toHaveLength(2);
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(
      en(globals) ? 'Membership orders' : '会员订单',
    );
    const table = canvas.getByRole('grid');
    await expectWordsWhole(table);
    if (table.parentElement) await expectFits(table.parentElement);
  },
};

/** The membership orders (a camera column more) at 1280 px. */
export const MembershipOrdersAt1280: Story = { ...MembershipOrders, ...at1280 };

/** Other orders: points and storage plans, each naming its camera without the 4DKKPRO_ prefix. */
export const OtherOrders: Story = {
  decorators: screenAt(orderApi, '/manage/order?tab=other'),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(en(globals) ? '1000 points top-up' : '点数充值 1000 点')).toBeVisible();
    await expect(canvas.getAllByText('A1B2C3')).toHaveLength(2);
  },
};

/** Download orders name their scene; one whose scene was deleted since says so. */
export const DownloadOrders: Story = {
  decorators: screenAt(orderApi, '/manage/order?tab=download'),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText(en(globals) ? 'Scene download' : '场景下载')).toHaveLength(2);
    await expect(canvas.getByText('深圳湾一号 T7 栋 5801 复式样板间（含露台与私人泳池全景）')).toBeVisible();
    await expect(canvas.getAllByText(en(globals) ? 'None' : '无')).toHaveLength(1);
  },
};

/** No orders in the tab: the empty message and the way to the shop. */
export const Empty: Story = {
  decorators: screenAt({
    ...orderApi,
    '/user/order/list': { list: [], pageInfo: { pageNum: 1, pageSize: 10, total: 0, pages: 0 } },
  }),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: en(globals) ? 'Visit the shop' : '去商城选购' }),
    ).toBeVisible();
  },
};

/** While the orders load. */
export const Loading: Story = {
  decorators: screenAt({ ...orderApi, '/user/order/list': () => new Promise(() => undefined) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('grid')).toBeVisible();
  },
};

/** The orders could not be loaded: the screen says so and offers to try again. */
export const LoadError: Story = {
  decorators: screenAt({ ...orderApi, '/user/order/list': undefined }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(en(globals) ? 'Your orders could not be loaded.' : '订单加载失败。'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: en(globals) ? 'Try again' : '重试' })).toBeVisible();
  },
};

/** Cancel on an unpaid order asks first. */
export const CancelConfirmation: Story = {
  decorators: screenAt(orderApi),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const [cancel] = await canvas.findAllByRole('button', { name: en(globals) ? /^Cancel order/ : /^取消订单/ });
    if (!cancel) throw new Error('no cancel action');
    await userEvent.click(cancel);
    // Once the screen's dialog has loaded (on first use) and shows.
    const dialog = await openedDialog(canvasElement, undefined, 'alertdialog');
    await expect(dialog).toHaveTextContent(en(globals) ? 'can no longer be paid' : '将无法再支付');
  },
};

/** Request invoice on a finished order opens the invoice dialog with the order and the saved ordinary title. */
export const InvoiceRequest: Story = {
  decorators: screenAt(orderApi),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const [request] = await canvas.findAllByRole('button', { name: en(globals) ? /^Request invoice/ : /^申请开票/ });
    if (!request) throw new Error('no request action');
    await userEvent.click(request);
    const dialog = await openedDialog(canvasElement);
    await expect(dialog).toHaveTextContent(en(globals) ? 'Order number' : '订单编号');
    await expect(await within(dialog).findByDisplayValue('深圳市光影空间科技有限公司')).toBeVisible();
  },
};

/** The invoice of a finished order: delivered 12 days ago, so it can no longer be edited and the dialog says why. */
export const InvoiceDetails: Story = {
  decorators: screenAt(orderApi),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const [details] = await canvas.findAllByRole('button', { name: en(globals) ? /^Invoice of order/ : /的发票$/ });
    if (!details) throw new Error('no invoice action');
    await userEvent.click(details);
    const dialog = await openedDialog(canvasElement);
    await expect(dialog).toHaveTextContent(en(globals) ? 'within 7 days after delivery' : '7');
    await expect(within(dialog).queryByRole('button', { name: en(globals) ? 'Edit' : '修改' })).toBeNull();
  },
};
