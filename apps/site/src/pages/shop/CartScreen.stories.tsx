import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory, type FakeApi } from '../../testing/pageStory.tsx';
import { withSite } from '../../testing/siteStory.tsx';
import CartScreen from './CartScreen.tsx';
import { cartItem, shopApi } from './shopFixtures.ts';

function screenAt(api: FakeApi) {
  const story = pageStory({ url: '/mall/cart', api });
  return [...story.decorators, withSite(api, { storage: { token: 't' } })];
}
const page = pageStory();

const meta = {
  title: 'Pages/Shop/Cart',
  component: CartScreen,
  parameters: { ...page.parameters, fullPage: true },
  globals: page.globals,
} satisfies Meta<typeof CartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three kinds with the server's prices (RMB in Chinese, US dollars in English), all selected. */
export const Typical: Story = {
  decorators: screenAt(shopApi),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const pro = await canvas.findByRole('row', { name: en ? /Pro eight-lens camera/ : /Pro 八目相机/ });
    await expect(pro).toHaveTextContent(en ? '$1,799.00' : '¥12,800.00');
    // 12,800 + 2 × 899 + 3,999 (or 1,799 + 2 × 209 + 699).
    await expect(canvas.getByText(en ? /\$2,916\.00/ : '¥18,597.00')).toBeVisible();
  },
};

/** Nothing in the cart: it says so and leads to the shop. */
export const Empty: Story = {
  decorators: screenAt({ ...shopApi, '/user/cart/list': [] }),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(en ? 'Your cart is empty' : '购物车是空的')).toBeVisible();
    await expect(canvas.getByRole('link', { name: en ? 'Go to the shop' : '去商城看看' })).toHaveAttribute(
      'href',
      '/mall/kankanPro',
    );
  },
};

/** One line left: removing it is refused with message 14. */
export const LastItemRefused: Story = {
  decorators: screenAt({ ...shopApi, '/user/cart/list': [cartItem(4, 2)] }),
  parameters: { fullPage: false },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: en ? /Remove Pro/ : /移除 Pro/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(en ? "The last item can't be deleted." : '最后一件商品不能删除');
  },
};

/** The cart could not be loaded. */
export const LoadError: Story = {
  decorators: screenAt({ ...shopApi, '/user/cart/list': undefined }),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(
      await within(canvasElement).findByText(
        en ? 'Your cart could not be loaded. Please reload the page.' : '购物车加载失败，请刷新页面。',
      ),
    ).toBeVisible();
  },
};
