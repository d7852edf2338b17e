import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartTarget } from '@kankan/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryRoom, storyLocale, useSample } from '../../storybook/index.ts';
import type { HeaderMenuEntry } from './menuModel.ts';
import { SiteHeader, type HeaderUser, type SiteHeaderProps } from './SiteHeader.tsx';

/** The site's menu as the site would pass it, in both languages (the routes of spec 2.1). */
const menus: { zh: HeaderMenuEntry[]; en: HeaderMenuEntry[] } = {
  zh: [
    {
      id: 'products',
      label: '产品',
      items: [
        { id: 'pro', label: '看看 Pro 八目相机', href: '/purchase' },
        { id: 'lite', label: '看看 Lite 双目相机', href: '/product' },
        { id: 'minion', label: '看看 Minion 相机', href: '/kankanMinion' },
        { id: 'tripod', label: '三脚架套装', href: '/purchasezhijia' },
      ],
    },
    {
      id: 'solutions',
      label: '解决方案',
      items: [
        { id: 'realEstate', label: '房产', href: '/conductHouse' },
        { id: 'museum', label: '博物馆', href: '/conductExhibition' },
        { id: 'ecommerce', label: '电商', href: '/conductShop' },
        { id: 'home', label: '家居', href: '/conductSubject' },
        { id: 'catering', label: '餐饮', href: '/conductSecury' },
      ],
    },
    { id: 'cases', label: '案例', href: '/cases/all' },
    { id: 'aiDesign', label: 'AI 家装设计', href: '/sxz' },
    { id: 'support', label: '服务支持', href: '/service/app/pro' },
    { id: 'about', label: '关于我们', href: '/about' },
  ],
  en: [
    {
      id: 'products',
      label: 'Products',
      items: [
        { id: 'pro', label: 'KanKan Pro 8-lens camera', href: '/purchase' },
        { id: 'lite', label: 'KanKan Lite 2-lens camera', href: '/product' },
        { id: 'minion', label: 'KanKan Minion camera', href: '/kankanMinion' },
        { id: 'tripod', label: 'Tripod set', href: '/purchasezhijia' },
      ],
    },
    {
      id: 'solutions',
      label: 'Solutions',
      items: [
        { id: 'realEstate', label: 'Real estate', href: '/conductHouse' },
        { id: 'museum', label: 'Museums', href: '/conductExhibition' },
        { id: 'ecommerce', label: 'E-commerce', href: '/conductShop' },
        { id: 'home', label: 'Home', href: '/conductSubject' },
        { id: 'catering', label: 'Catering', href: '/conductSecury' },
      ],
    },
    { id: 'cases', label: 'Cases', href: '/cases/all' },
    { id: 'aiDesign', label: 'AI interior design', href: '/sxz' },
    { id: 'support', label: 'Support', href: '/service/app/pro' },
    { id: 'about', label: 'About us', href: '/about' },
  ],
};

/** The site's own six menus (apps/site/src/layout/siteMenu.ts), the widest the header carries. */
function siteMenu(labels: [string, string, string, string, string, string], item: string): HeaderMenuEntry[] {
  const ids = ['products', 'solutions', 'cases', 'cloud', 'support', 'company'] as const;
  return ids.map((id, index) => ({
    id,
    label: labels[index] ?? id,
    items: [{ id: `${id}-first`, label: item, href: `/${id}` }],
  }));
}
const siteMenus: { zh: HeaderMenuEntry[]; en: HeaderMenuEntry[] } = {
  zh: siteMenu(['产品', '解决方案', '案例', '云服务与会员', '技术支持', '关于'], '全部'),
  en: siteMenu(['Products', 'Solutions', 'Cases', 'Cloud', 'Support', 'About'], 'All'),
};

const users = {
  plain: { zh: { name: '李华', incrementNum: 0 }, en: { name: 'Li Hua', incrementNum: 0 } },
  member: { zh: { name: '王建国', incrementNum: 2 }, en: { name: 'Daniel Moore', incrementNum: 2 } },
  long: { zh: { name: '北京朝阳房产视界工作室', incrementNum: 1 }, en: { name: 'Christopher', incrementNum: 1 } },
} satisfies Record<string, { zh: HeaderUser; en: HeaderUser }>;

type DemoProps = Omit<SiteHeaderProps, 'menu' | 'user' | 'cartHref' | 'cartIsExternal'> & {
  user?: keyof typeof users;
  /** The site's full menu instead of the shorter sample. */
  fullMenu?: boolean;
};

function Demo({ user, fullMenu = false, ...props }: DemoProps) {
  const sample = useSample(menus);
  const full = useSample(siteMenus);
  const menu = fullMenu ? full : sample;
  const people = useSample({
    zh: { plain: users.plain.zh, member: users.member.zh, long: users.long.zh },
    en: { plain: users.plain.en, member: users.member.en, long: users.long.en },
  });
  const target = cartTarget(useSample({ zh: 'zh', en: 'en' } as const));
  return (
    <SiteHeader
      {...props}
      menu={menu}
      user={user ? people[user] : null}
      cartHref={target.kind === 'internal' ? target.path : target.url}
      cartIsExternal={target.kind === 'external'}
    />
  );
}

const meta = {
  title: 'Patterns/SiteHeader',
  component: Demo,
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '/',
    loginHref: '/login/login',
    registerHref: '/login/register',
    accountHref: '/manage/information',
    cartCount: 0,
    background: 'light',
    onSwitchLanguage: fn(),
    onLogout: fn(),
  },
  argTypes: {
    background: { control: 'inline-radio', options: ['light', 'dark'] },
    user: { control: 'select', options: [undefined, ...Object.keys(users)] },
  },
  decorators: [
    (Story) => (
      // Room below the header for its drop-downs.
      <StoryRoom below="header">
        <Story />
      </StoryRoom>
    ),
  ],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out: Login and Register; the AI interior design entry only in Chinese. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = storyLocale(globals) === 'en';
    await expect(canvas.getByRole('link', { name: en ? 'Log in' : '登录' })).toHaveAttribute('href', '/login/login');
    await expect(canvas.getByRole('link', { name: en ? 'Register' : '注册' })).toHaveAttribute(
      'href',
      '/login/register',
    );
    const nav = canvas.getByRole('navigation');
    if (en) await expect(within(nav).queryByText('AI interior design')).toBeNull();
    else await expect(within(nav).getByRole('link', { name: 'AI 家装设计' })).toHaveAttribute('href', '/sxz');
    const cart = canvas.getByRole('link', { name: en ? 'Cart' : '购物车' });
    await expect(cart).toHaveAttribute('href', en ? expect.stringContaining('https://') : '/mall/cart');
  },
};

/** The language switch: opened by keyboard, choosing the other language calls `onSwitchLanguage`. */
export const SwitchLanguage: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const trigger = within(canvasElement).getByRole('button', { name: en ? 'Language: English' : '语言：中文' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: en ? 'English' : '中文' })).toBeChecked();
    // The menu opens on the current language; the other one is one step away.
    await expect(within(menu).getByRole('menuitemradio', { name: en ? 'English' : '中文' })).toHaveFocus();
    await userEvent.keyboard(en ? '{ArrowUp}' : '{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSwitchLanguage).toHaveBeenCalledWith(en ? 'zh' : 'en');
  },
};

export const LoggedIn: Story = {
  args: { user: 'plain', cartCount: 3 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = storyLocale(globals) === 'en';
    await expect(canvas.queryByRole('link', { name: en ? 'Log in' : '登录' })).toBeNull();
    await expect(canvas.getByRole('button', { name: en ? 'Li Hua: account menu' : '李华：账户菜单' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en ? 'Cart, 3 items' : '购物车，3 件商品' })).toBeVisible();
  },
};

/** A member (incrementNum > 0): the avatar carries the member mark. */
export const Member: Story = {
  args: { user: 'member', cartCount: 1 },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(
      within(canvasElement).getByRole('button', {
        name: en ? 'Daniel Moore, member: account menu' : '王建国，会员：账户菜单',
      }),
    ).toBeVisible();
  },
};

/** 120 items in the cart show as 99+. */
export const CartOver99: Story = {
  args: { user: 'plain', cartCount: 120 },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const cart = within(canvasElement).getByRole('link', { name: en ? 'Cart, 99+ items' : '购物车，99+ 件商品' });
    await expect(cart).toHaveTextContent('99+');
    // The count stays inside the cart link, clear of the avatar beside it.
    const count = within(cart).getByText('99+').getBoundingClientRect();
    const avatar = cart.nextElementSibling?.getBoundingClientRect();
    await expect(count.right).toBeLessThanOrEqual(cart.getBoundingClientRect().right);
    await expect(avatar?.left).toBeGreaterThan(count.right);
  },
};

/** The products drop-down opened by keyboard: Enter opens it, arrows move, the items are links. */
export const MenuOpenedByKeyboard: Story = {
  args: { currentId: 'pro' },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const trigger = within(canvasElement).getByRole('button', { name: en ? 'Products' : '产品' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(4);
    // Links without icons start at the item's padding: no empty icon column before them.
    for (const item of items) {
      const label = item.firstElementChild?.getBoundingClientRect();
      const padding = parseFloat(getComputedStyle(item).paddingInlineStart);
      await expect(label?.left).toBeCloseTo(item.getBoundingClientRect().left + padding, 0);
    }
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await expect(items[1]).toHaveAttribute('href', '/product');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    // Focus comes back to the trigger in the frame after the menu unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('menu');
  },
};

/** Log out from the avatar menu asks "Log out?" first; only Confirm calls `onLogout`. */
export const LogoutConfirmation: Story = {
  args: { user: 'member', cartCount: 2 },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: /account menu|账户菜单/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: en ? 'My account' : '我的账户' })).toHaveAttribute(
      'href',
      '/manage/information',
    );
    await userEvent.keyboard('{End}');
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: en ? 'Log out?' : '退出登录？' });
    await expect(args.onLogout).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onLogout).not.toHaveBeenCalled();
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledOnce());
    // Open once more for the screenshot.
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
  },
};

/** The longest user names are cut with an ellipsis; the full name stays the button's name. */
export const LongUserName: Story = {
  args: { user: 'long', cartCount: 8 },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /account menu|账户菜单/ });
    await expect(trigger.getBoundingClientRect().width).toBeLessThan(260);
  },
};

/** Over a dark product hero. */
export const Dark: Story = {
  args: { background: 'dark', user: 'member', cartCount: 12, currentId: 'cases' },
};

/**
 * The site's six menus at the desktop widths, logged out (the widest actions): below 1280 px the logo shows its mark
 * alone and the gaps close up, so the English menus never run under the language switch (e2e/header.spec.ts checks
 * the same in the built site, with the fonts and without).
 */
export const Width1024: Story = { args: { fullMenu: true }, parameters: { screenshotWidth: 1024 } };
export const Width1280: Story = { args: { fullMenu: true }, parameters: { screenshotWidth: 1280 } };
export const Width1440: Story = { args: { fullMenu: true }, parameters: { screenshotWidth: 1440 } };
export const Width1920: Story = { args: { fullMenu: true }, parameters: { screenshotWidth: 1920 } };
