import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { openedDialog, pageStory, type FakeApi } from '../../testing/pageStory.tsx';
import { withSite } from '../../testing/siteStory.tsx';
import ConfirmScreen from './ConfirmScreen.tsx';
import { ordinaryInvoice, shopApi } from './shopFixtures.ts';

function screenAt(api: FakeApi) {
  const story = pageStory({ url: '/mall/confirm?goods=4,7', route: '/mall/confirm', api });
  return [...story.decorators, withSite(api, { storage: { token: 't' } })];
}
const page = pageStory();

const meta = {
  title: 'Pages/Shop/Confirm',
  component: ConfirmScreen,
  parameters: { ...page.parameters, fullPage: true },
  globals: page.globals,
} satisfies Meta<typeof ConfirmScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Pro and the tripod sets chosen in the cart, the first saved address, no invoice, the shipping promise. */
export const Typical: Story = {
  decorators: screenAt(shopApi),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /李华 13800138000/ })).toBeChecked();
    await expect(canvas.getByText(en ? /\$2,217\.00/ : '¥14,598.00')).toBeVisible();
    await expect(canvas.queryByText(en ? /Lite two-lens camera/ : /Lite 双目相机/)).toBeNull();
  },
};

/** The saved ordinary invoice has no valid e-mail: ordering is refused with message 18 at the invoice. */
export const InvoiceIncomplete: Story = {
  decorators: screenAt({
    ...shopApi,
    '/user/invoice/mine': (body: unknown) =>
      (body as { type: number }).type === 2 ? { ...ordinaryInvoice, emailAddress: 'finance@' } : null,
  }),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: en ? 'Ordinary e-mail invoice' : '普通电子发票' }));
    await userEvent.click(canvas.getByRole('button', { name: en ? 'Place order' : '提交订单' }));
    await expect(
      await canvas.findByText(en ? 'Please complete the invoice information.' : '请完善发票信息'),
    ).toBeVisible();
  },
};

/** No saved address and a special invoice never saved: messages 19 and 17. */
export const NothingSaved: Story = {
  decorators: screenAt({ ...shopApi, '/user/getReceiverList': [], '/user/invoice/mine': null }),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: en ? 'Special VAT invoice' : '增值税专用发票' }));
    await userEvent.click(canvas.getByRole('button', { name: en ? 'Place order' : '提交订单' }));
    await expect(
      await canvas.findByText(en ? 'Please save the delivery information first.' : '请先保存收货信息'),
    ).toBeVisible();
    await expect(
      canvas.getByText(en ? 'Please save the invoice information first.' : '请先保存发票信息'),
    ).toBeVisible();
  },
};

/** The server refuses the order (here 3002): the error pop-up shows the code's message, the choices stay. */
export const OrderRefused: Story = {
  decorators: screenAt({ ...shopApi, '/user/order/createGoodsOrder': undefined }),
  parameters: { fullPage: false },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: en ? 'Place order' : '提交订单' }));
    const dialog = await openedDialog(canvasElement, undefined, 'alertdialog');
    await expect(dialog).toHaveTextContent(en ? 'Your order was not placed' : '订单未能提交');
    await expect(canvas.getByRole('radio', { name: /李华 13800138000/ })).toBeChecked();
  },
};
