import type { Meta, StoryObj } from '@storybook/react-vite';
import { CART_ITEM_KIND, PRODUCT_PRICES } from '@kankan/domain';
import { TOKEN_STORAGE_KEY } from '@kankan/i18n';
import { clearToasts, ToastRegion } from '@kankan/ui';
import { storyLocale } from '@kankan/ui/storybook';
import type { Decorator } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageStory, type FakeApi } from '../../testing/pageStory.tsx';
import { withSite } from '../../testing/siteStory.tsx';
import MallProPage from './MallProPage.tsx';

/** Shows where the page sent the visitor (the page is mounted on every path in these stories). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" hidden>
      {`${pathname}${search}`}
    </output>
  );
}

const withProbe: Decorator = (Story) => (
  <>
    <Story />
    <LocationProbe />
    <ToastRegion />
  </>
);

const added: unknown[] = [];
const api: FakeApi = {
  '/user/cart/add': (body: unknown) => {
    added.push(body);
    return [
      {
        goodsId: CART_ITEM_KIND.pro,
        goodsCount: 1,
        ...{ price: PRODUCT_PRICES.pro.CNY, dollarPrice: PRODUCT_PRICES.pro.USD },
      },
    ];
  },
  '/user/cart/list': [],
};
const story = pageStory({ url: '/mall/kankanPro', route: '*', api });

const meta = {
  title: 'Pages/Marketing/MallPro',
  component: MallProPage,
  ...story,
  decorators: [withProbe, ...story.decorators, withSite(api)],
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof MallProPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out: Add to cart (by keyboard) sends the visitor to the login page, which brings them back here. */
export const LoggedOut: Story = {
  beforeEach: () => {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'Pro eight-lens camera' : 'Pro 八目相机',
    );
    await expect(canvas.getByText(en ? 'About US$1,799' : '约 ¥12,800')).toBeVisible();
    await userEvent.tab();
    const add = canvas.getByRole('button', { name: en ? 'Add to cart' : '加入购物车' });
    await expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent('/login/login?from=%2Fmall%2FkankanPro'),
    );
  },
};

/** Logged in: Add to cart posts a Pro (kind 4) and shows message 39 as a toast. */
export const AddedToCart: Story = {
  beforeEach: () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'story-token');
    added.length = 0;
    return () => {
      window.localStorage.removeItem(TOKEN_STORAGE_KEY);
      clearToasts();
    };
  },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const page = within(document.body);
    await waitFor(() => expect(page.getByText(en ? 'Added to your cart.' : '已加入购物车')).toBeVisible(), {
      timeout: 5000,
    });
    // The pointer on the toast pauses its timer, so the screenshot shows it.
    await userEvent.hover(page.getByText(en ? 'Added to your cart.' : '已加入购物车'));
    await expect(added).toEqual([{ goodsId: CART_ITEM_KIND.pro, goodsCount: 1 }]);
    await expect(canvas.getByTestId('location')).toHaveTextContent('/mall/kankanPro');
  },
};
