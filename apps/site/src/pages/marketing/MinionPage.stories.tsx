import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import MinionPage from './MinionPage.tsx';

const story = pageStory({ url: '/kankanMinion' });

const meta = {
  title: 'Pages/Marketing/Minion',
  component: MinionPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof MinionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Minion page: pre-sale with the deposit, upload speed and free capacity. */
export const Minion: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'Small camera, quick capture' : '小身材，快拍摄',
    );
    await userEvent.tab();
    await expect(canvas.getAllByRole('link', { name: en ? 'Pre-order' : '预订' })[0]).toHaveFocus();
  },
};
