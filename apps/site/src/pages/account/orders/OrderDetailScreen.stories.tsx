import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, within } from 'storybook/test';
import type { FakeApi } from '../../../testing/pageStory.tsx';
import { accountScreen, accountStories, at1280 } from '../../../testing/accountStory.tsx';
import { shopOrder } from '../../shop/shopFixtures.ts';
import OrderDetailScreen from './OrderDetailScreen.tsx';

const SN = 'KK202611210500001234567890123456';

function screenAt(api: FakeApi) {
  return accountScreen({ url: `/manage/order/${SN}`, route: 'order/:orderSn', api });
}

const meta = {
  title: 'Pages/Account/OrderDetail',
  component: OrderDetailScreen,
  ...accountStories,
} satisfies Meta<typeof OrderDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shop order paid and shipped: the timeline waits for it to be received. */
export const Shipped: Story = {
  decorators: screenAt({
    '/user/order/detail': shopOrder({
      paidAt: '2026-11-21T05:02:00Z',
      shippedAt: '2026-11-22T01:30:00Z',
      status: 1,
    }),
  }),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: en ? 'Order progress' : '订单进度' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-current="step"]')).toHaveTextContent(en ? 'Received' : '已收货');
    await expect(canvas.queryByRole('link', { name: en ? 'Pay now' : '立即支付' })).toBeNull();
  },
};

/** The same at 1280 px, the narrowest width the account area is designed for. */
export const ShippedAt1280: Story = { ...Shipped, ...at1280 };

/** Not paid yet: it leads to the payment centre. */
export const Unpaid: Story = {
  decorators: screenAt({ '/user/order/detail': shopOrder() }),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(await within(canvasElement).findByRole('link', { name: en ? 'Pay now' : '立即支付' })).toHaveAttribute(
      'href',
      `/mall/pay?orderSn=${SN}`,
    );
  },
};

/** An unknown order number. */
export const NotFound: Story = {
  decorators: screenAt({ '/user/order/detail': undefined }),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(
      await within(canvasElement).findByText(
        en
          ? 'This order could not be found. Your orders are listed under My orders.'
          : '找不到该订单。您的订单都在“我的订单”中。',
      ),
    ).toBeVisible();
  },
};
