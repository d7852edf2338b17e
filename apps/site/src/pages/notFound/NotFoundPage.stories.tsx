import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyLocale } from '@kankan/ui/storybook';
import { pageStory } from '../../testing/pageStory.tsx';
import NotFoundPage from './NotFoundPage.tsx';

const meta = {
  title: 'Pages/NotFound',
  component: NotFoundPage,
  ...pageStory({ url: '/no/such/page', route: '*' }),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown address: the heading says so; Tab reaches the way home first, then cases and support. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: en ? "We can't find this page" : '找不到这个页面' }),
    ).toBeVisible();
    await userEvent.tab();
    const home = canvas.getByRole('link', { name: en ? 'Back to the home page' : '返回首页' });
    await expect(home).toHaveFocus();
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: en ? 'Browse cases' : '浏览案例' })).toHaveFocus();
  },
};
