import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import MallMinionPage from './MallMinionPage.tsx';

const story = pageStory({ url: '/mall/kankanMinion' });

const meta = {
  title: 'Pages/Marketing/MallMinion',
  component: MallMinionPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof MallMinionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Minion in the shop: pre-sale deposit and pre-order by phone; no cart item kind exists for it. */
export const MallMinion: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(en ? 'Minion camera' : 'Minion 相机');
    await userEvent.tab();
    await expect(document.activeElement?.closest('section')).toBe(
      canvas.getByRole('region', { name: en ? 'Minion camera' : 'Minion 相机' }),
    );
  },
};
