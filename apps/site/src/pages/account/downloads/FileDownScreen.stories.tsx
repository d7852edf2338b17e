import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, within } from 'storybook/test';
import type { FakeApi } from '../../../testing/pageStory.tsx';
import { accountScreen, accountStories, at1280 } from '../../../testing/accountStory.tsx';
import FileDownScreen from './FileDownScreen.tsx';

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour, 30)).toISOString();

const member: FakeApi = {
  '/user/download/list': {
    isMember: true,
    freeTotal: 10,
    freeUsed: 3,
    freeLeft: 7,
    paidPrice: 99,
    paidPriceUsd: 14,
    list: [
      {
        id: 31,
        sceneNum: 't-9xYzA01',
        sceneName: '深圳湾一号 T7 栋 5801 复式样板间（含露台与私人泳池全景）',
        status: 0,
        free: false,
        orderId: 31,
        orderSn: 'KK2026112509300012345678',
        amount: 99,
        currency: 'CNY',
        createTime: at(25, 9),
      },
      {
        id: 12,
        sceneNum: 't-8aBcD12',
        sceneName: 'Riverside Gallery, east wing: permanent collection of modern Chinese ink painting',
        status: 1,
        free: true,
        orderId: null,
        orderSn: null,
        amount: 0,
        currency: 'CNY',
        createTime: at(24, 15),
      },
      {
        id: 11,
        sceneNum: 't-3kLmN45',
        sceneName: '南山科技园 18 楼办公室',
        status: 1,
        free: false,
        orderId: 27,
        orderSn: 'KK2026112010150087654321',
        amount: 99,
        currency: 'CNY',
        createTime: at(20, 2),
      },
    ],
  },
};

const newcomer: FakeApi = {
  '/user/download/list': {
    isMember: false,
    freeTotal: 0,
    freeUsed: 0,
    freeLeft: 0,
    paidPrice: 99,
    paidPriceUsd: 14,
    list: [],
  },
};

function screenAt(api: FakeApi) {
  return accountScreen({ url: '/manage/fileDown', api });
}

const meta = {
  title: 'Pages/Account/Downloads',
  component: FileDownScreen,
  ...accountStories,
} satisfies Meta<typeof FileDownScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member with 7 free downloads left: one paid download awaits payment, two are ready to save. */
export const Member: Story = {
  decorators: screenAt(member),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(en ? '7 of 10' : '7 / 10')).toBeVisible();
    await expect(await canvas.findAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: en ? /^Pay: / : /^支付：/ })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: en ? /^Save file: / : /^保存文件：/ })).toHaveLength(2);
  },
};

/** The same at 1280 px, the narrowest width the account area is designed for. */
export const MemberAt1280: Story = { ...Member, ...at1280 };

/** No membership and nothing requested yet: no free downloads, the price, and the way to the scene screen. */
export const Empty: Story = {
  decorators: screenAt(newcomer),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(en ? 'No downloads yet' : '暂无下载')).toBeVisible();
    await expect(canvas.getByRole('link', { name: en ? 'Go to my scenes' : '前往我的场景' })).toHaveAttribute(
      'href',
      '/manage/scene',
    );
  },
};

/** The list could not be loaded: the screen says so. */
export const LoadError: Story = {
  decorators: screenAt({ '/user/download/list': undefined }),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(
      await within(canvasElement).findByText(
        en ? 'Your downloads could not be loaded. Please reload the page.' : '下载列表加载失败，请刷新页面。',
      ),
    ).toBeVisible();
  },
};
