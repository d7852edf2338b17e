import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import VideosPage from './VideosPage.tsx';

const story = pageStory({ url: '/videos' });

const meta = {
  title: 'Pages/Support/Videos',
  component: VideosPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof VideosPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product films and customer stories; Tab goes from the tutorials link to the first film. */
export const Videos: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    await expect(view.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await userEvent.tab();
    await expect(view.getByRole('link', { name: en ? 'Video tutorials' : '视频教程' })).toHaveFocus();
    await userEvent.tab();
    await expect(view.getByRole('button', { name: en ? 'Play: The Pro at a glance' : '播放：Pro 速览' })).toHaveFocus();
  },
};
