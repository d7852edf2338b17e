import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleQr, storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type FakeApi, openedDialog, partsArrived } from '../../../testing/pageStory.tsx';
import { accountScreen, accountStories, at1280 } from '../../../testing/accountStory.tsx';
import InformationScreen from './InformationScreen.tsx';

/** The moment the stories are shown at: memberships' states are computed from it. */
const NOW = Date.UTC(2026, 10, 26, 4, 0, 0);
const day = 24 * 60 * 60 * 1000;
const iso = (t: number) => new Date(t).toISOString();
const GB = 1024 ** 3;

const member: FakeApi = {
  '/user/getUserInfo': {
    id: 10086,
    userName: '光影空间工作室',
    phoneNum: '13800138000',
    areaNum: '86',
    email: 'studio@guangying3d.cn',
    head: null,
    incrementNum: 2,
    deletionRequestedAt: null,
  },
  '/user/camera/getAll': [
    { id: 1, usedSpace: 6.5 * GB, totalSpace: 10 * GB },
    { id: 2, usedSpace: 48 * GB, totalSpace: 50 * GB },
  ],
  '/user/camera/listWithIncrement': [
    { id: 1, snCode: 'A1B2C3D4', childName: '4DKKPRO_A1B2C3', increment: { id: 1 } },
    { id: 2, snCode: 'E5F6A7B8', childName: '4DKKPRO_E5F6A7', increment: null },
  ],
  '/user/order/createIncrementOrder': (body: unknown) =>
    (body as { abroad: number }).abroad === 1
      ? { id: 502, orderSn: '20261126120000654321', amount: 849, currency: 'USD' }
      : { id: 501, orderSn: '20261126120000123456', amount: 5980, currency: 'CNY' },
  '/order/pay/wechatPay': { src: sampleQr(), codeUrl: 'weixin://wxpay/bizpayurl?pr=story' },
  '/user/order/queryOrderStatus': null,
  '/user/getReceiverList': [
    {
      id: 7,
      country: 'China',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      detail: '科技园南区深南大道 9968 号 1808 室',
      receiver: '李华',
      phone: '13800138000',
    },
    {
      id: 8,
      country: 'China',
      province: '北京市',
      city: '市辖区',
      district: '朝阳区',
      detail: 'Building 3, 18 Jianguo Road, Room 1201',
      receiver: 'Zhou Xiaoming',
      phone: '010-12345678',
    },
  ],
  '/user/invoice/mine': (body: unknown) =>
    (body as { type: number }).type === 2
      ? {
          type: 2,
          title: '深圳市光影空间科技有限公司',
          code: '91440300MA5XXXXX1Y',
          emailAddress: 'finance@guangying3d.cn',
        }
      : null,
  '/user/increment/findIncrementList': {
    list: [
      {
        id: 1,
        cameraId: 1,
        snCode: 'A1B2C3D4',
        purchaseTime: iso(NOW - 300 * day),
        expiryTime: iso(NOW + 65 * day),
      },
      { id: 2, cameraId: null, snCode: null, purchaseTime: iso(NOW - 350 * day), expiryTime: iso(NOW + 12 * day) },
    ],
    pageInfo: { pageNum: 1, pageSize: 50, total: 2 },
  },
};

const fresh: FakeApi = {
  ...member,
  '/user/getUserInfo': {
    id: 10087,
    userName: 'newcomer',
    phoneNum: null,
    areaNum: null,
    email: 'newcomer@example.com',
    head: null,
    incrementNum: 0,
    deletionRequestedAt: null,
  },
  '/user/camera/getAll': [],
  '/user/camera/listWithIncrement': [],
  '/user/getReceiverList': [],
  '/user/invoice/mine': null,
  '/user/increment/findIncrementList': { list: [], pageInfo: { pageNum: 1, pageSize: 50, total: 0 } },
};

/** The screen over `api` at `url`: each story brings its own (one router and one site per story). */
function screenAt(api: FakeApi, url = '/manage/information') {
  return accountScreen({ url, api });
}

/**
 * Waits for the screen's frame (the profile, once its data is in) and then for the sections below it, which are a
 * screen part whose chunk may arrive later.
 */
async function sectionsShown(canvasElement: HTMLElement): Promise<void> {
  await within(canvasElement).findAllByRole('heading', { level: 2 }, { timeout: 10_000 });
  await partsArrived(canvasElement);
}

const meta = {
  title: 'Pages/Account/Information',
  component: InformationScreen,
  args: { now: NOW },
  ...accountStories,
} satisfies Meta<typeof InformationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member with two cameras, two addresses (one with long English text) and the ordinary invoice title saved. */
export const Member: Story = {
  decorators: screenAt(member),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await sectionsShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('138****8000', { exact: false })).toBeVisible();
    await expect(await canvas.findByText('54.5 GB', { exact: false })).toBeVisible();
    await expect(await canvas.findByText('李华')).toBeVisible();
    await expect(await canvas.findByText(en ? '12 days left' : '剩余 12 天', { exact: false })).toBeVisible();
  },
};

/** The same at 1280 px, the narrowest width the account area is designed for. */
export const MemberAt1280: Story = { ...Member, ...at1280 };

/** A new account: nothing saved yet, each section offers its first step. */
export const NewAccount: Story = {
  decorators: screenAt(fresh),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await sectionsShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ne***@example.com')).toBeVisible();
    await expect(
      await canvas.findByText(en ? 'No saved addresses' : '还没有保存的地址', { exact: false }),
    ).toBeVisible();
    await expect(await canvas.findByText(en ? 'No memberships' : '暂无会员')).toBeVisible();
  },
};

/** The profile could not be loaded: the screen says so and shows no stale form. */
export const LoadError: Story = {
  decorators: screenAt({ ...member, '/user/getUserInfo': undefined }),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(
      await within(canvasElement).findByText(
        en ? 'Your account information could not be loaded. Please reload the page.' : '无法加载账号信息，请刷新页面。',
      ),
    ).toBeVisible();
  },
};

/** "Add address" opens the address form in a dialog. */
export const AddAddressDialog: Story = {
  decorators: screenAt(member),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await sectionsShown(canvasElement);
    const canvas = within(canvasElement);
    const add = await canvas.findByRole('button', { name: en ? 'Add address' : '新增地址' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openedDialog(canvasElement);
    await expect(dialog).toHaveTextContent(en ? 'Add address' : '新增地址');
    await waitFor(() =>
      expect(within(dialog).getAllByRole('button', { name: en ? /Province/ : /省份/ })[0]).toBeEnabled(),
    );
  },
};

/**
 * From /mall/member: `?buy=membership` opens the payment of one membership at the server's price: in Chinese the
 * wallet's QR code in yuan, in English the international provider's warning in US dollars.
 */
export const BuyMembershipFromShop: Story = {
  decorators: screenAt(member, '/manage/information?buy=membership#membership'),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await sectionsShown(canvasElement);
    const dialog = await openedDialog(canvasElement);
    if (en) {
      await expect(await within(dialog).findByText('You are leaving this site')).toBeVisible();
      await waitFor(() => expect(dialog).toHaveTextContent('$849'));
    } else {
      await expect(await within(dialog).findByRole('img', { name: /二维码/ })).toBeVisible();
      await waitFor(() => expect(dialog).toHaveTextContent('¥5,980'));
    }
  },
};

/** The second membership is authorised to the camera without one: chosen by keyboard in the select. */
export const AuthoriseMembership: Story = {
  decorators: screenAt({ ...member, '/user/increment/bindCamera': null }),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await sectionsShown(canvasElement);
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('button', { name: en ? /Authorise to camera/ : /授权给相机/ });
    await userEvent.click(select);
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options[0]).toHaveAttribute('aria-disabled', 'true');
    await expect(options[1]).toHaveTextContent('E5F6A7');
  },
};
