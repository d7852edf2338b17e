import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@kankan/ui';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, within } from 'storybook/test';
import { type FakeApi, openedDialog } from '../../../testing/pageStory.tsx';
import { accountScreen, accountStories } from '../../../testing/accountStory.tsx';
import { AccountDeletionEntry } from './AccountDeletionEntry.tsx';

/** The moment the stories are shown at: the days left are counted from it. */
const NOW = Date.UTC(2026, 10, 26, 4, 0, 0);
const day = 24 * 60 * 60 * 1000;

function account(deletionRequestedAt: string | null): FakeApi {
  return {
    '/user/getUserInfo': {
      id: 10086,
      userName: '光影空间工作室',
      phoneNum: '13800138000',
      areaNum: '86',
      email: null,
      head: null,
      incrementNum: 2,
      deletionRequestedAt,
    },
  };
}

function screenAt(api: FakeApi) {
  return [
    (Story: () => React.JSX.Element) => (
      <Box background="surface" borderRadius="large" padding="xxlarge">
        <Story />
      </Box>
    ),
    ...accountScreen({ url: '/manage/information?id=deletion', api }),
  ];
}

const meta = {
  title: 'Pages/Account/Deletion',
  component: AccountDeletionEntry,
  args: { now: NOW },
  ...accountStories,
} satisfies Meta<typeof AccountDeletionEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No request pending: what deletion does, and the button that opens the request. */
export const NotRequested: Story = {
  decorators: screenAt(account(null)),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(
      await within(canvasElement).findByRole('button', { name: en ? 'Delete account' : '注销账号' }),
    ).toBeVisible();
  },
};

/** The request dialog open: the consequences, the 15-day cooling-off and the data download offered first. */
export const DialogOpen: Story = {
  args: { defaultOpen: true },
  decorators: screenAt(account(null)),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await openedDialog(canvasElement);
    await expect(dialog).toHaveTextContent(en ? '15-day cooling-off' : '15 天冷静期');
    await expect(
      within(dialog).getByRole('button', { name: en ? 'Download my data (ZIP)' : '下载我的数据（ZIP）' }),
    ).toBeVisible();
  },
};

/** Requested three days ago: the day it takes effect, 12 days left, and the cancel action. */
export const Pending: Story = {
  decorators: screenAt(account(new Date(NOW - 3 * day).toISOString())),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(en ? /12 days left/ : /剩余 12 天/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: en ? 'Cancel the deletion' : '取消注销' })).toBeVisible();
  },
};
