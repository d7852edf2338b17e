import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { type FakeApi, openedDialog, pageStory } from '../../testing/pageStory.tsx';
import { withSite } from '../../testing/siteStory.tsx';
import PayScreen from './PayScreen.tsx';
import PaymentResultPage from './PaymentResultPage.tsx';
import { shopOrder } from './shopFixtures.ts';

/** A QR code image (a tiny PNG stands in for the wallet's code). */
const QR =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function screenAt(api: FakeApi, url = '/mall/pay?orderSn=KK202611210500001234567890123456', route = '/mall/pay') {
  const story = pageStory({ url, route, api });
  return [...story.decorators, withSite(api, { storage: { token: 't', name: '光影空间工作室' } })];
}
const page = pageStory();

const meta = {
  title: 'Pages/Shop/Pay',
  component: PayScreen,
  parameters: { ...page.parameters, fullPage: true },
  globals: page.globals,
} satisfies Meta<typeof PayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unpaid order: the payment pop-up shows the wallet's QR code and the amount the server priced it at. */
export const Paying: Story = {
  decorators: screenAt({
    '/user/order/detail': shopOrder(),
    '/order/pay/wechatPay': { src: QR, codeUrl: 'https://pay.example/1' },
    '/user/order/queryOrderStatus': null,
  }),
  parameters: { fullPage: false },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await openedDialog(canvasElement, en ? 'Payment' : '支付');
    await expect(await within(dialog).findByRole('img', { name: en ? /QR code/ : /二维码/ })).toBeVisible();
    await expect(dialog).toHaveTextContent('¥14,598');
  },
};

/** A paid order opened again: no payment, the timeline instead. */
export const Paid: Story = {
  decorators: screenAt({ '/user/order/detail': shopOrder({ paidAt: '2026-11-21T05:02:00Z' }) }),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(en ? 'This order is paid.' : '该订单已支付。')).toBeVisible();
    await expect(canvas.getByRole('list', { name: en ? 'Order progress' : '订单进度' })).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/**
 * The account deletion the spec places on the payment centre: its request dialog opens there, whatever the order
 * (here a number no longer known, which keeps the page within the picture).
 */
export const AccountDeletion: Story = {
  decorators: screenAt({
    '/user/order/detail': undefined,
    '/user/getUserInfo': {
      id: 10086,
      userName: '光影空间工作室',
      phoneNum: '13800138000',
      areaNum: '86',
      email: null,
      head: null,
      incrementNum: 2,
      deletionRequestedAt: null,
    },
  }),
  parameters: { fullPage: false },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: en ? 'Account deletion' : '注销账号' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: en ? 'Delete account' : '注销账号' }));
    const dialog = await openedDialog(canvasElement);
    await expect(dialog).toHaveTextContent('15');
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

/** The provider's page failed: the failure result, the order's timeline and the way back to pay it. */
export const Failed: Story = {
  render: () => <PaymentResultPage />,
  decorators: screenAt(
    { '/user/order/detail': shopOrder({ currency: 'USD', amount: 2217, payType: 2 }) },
    '/payresult/0/3?orderSn=KK202611210500001234567890123456',
    '/payresult/:isSuccess/:type',
  ),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(en ? 'Payment failed' : '支付失败');
    await expect(await canvas.findByRole('link', { name: en ? 'Pay again' : '重新支付' })).toBeVisible();
    // Stopped, so the picture does not depend on how many seconds have passed.
    await userEvent.click(canvas.getByRole('button', { name: en ? 'Stay on this page' : '留在此页' }));
  },
};

/** "Payment received" needs a paid order of this account behind it: an address without one says so instead. */
export const SucceededWithoutOrder: Story = {
  render: () => <PaymentResultPage />,
  decorators: screenAt({}, '/payresult/1/1', '/payresult/:isSuccess/:type'),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'No paid order found' : '未找到已支付的订单',
    );
    await expect(canvas.queryByText(en ? 'Payment successful' : '支付成功')).toBeNull();
    await expect(canvas.getByRole('link', { name: en ? 'Go to My orders' : '前往我的订单' })).toBeVisible();
  },
};

/** An unpaid order's number on a success address is not a payment either. */
export const SucceededUnpaidOrder: Story = {
  render: () => <PaymentResultPage />,
  decorators: screenAt(
    { '/user/order/detail': shopOrder() },
    '/payresult/1/3?orderSn=KK202611210500001234567890123456',
    '/payresult/:isSuccess/:type',
  ),
  parameters: { fullPage: false },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    // The page says it is checking while the order is looked up, then what it found.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: en ? 'No paid order found' : '未找到已支付的订单' }),
    ).toBeVisible();
  },
};
