import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import MallIntroTwoPage from './MallIntroTwoPage.tsx';

const story = pageStory({ url: '/mall/introtow/pro', route: '/mall/introtow/:id' });

const meta = {
  title: 'Pages/Marketing/MallIntroTwo',
  component: MallIntroTwoPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof MallIntroTwoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/mall/introtow/pro`: the Pro in the shop with its specification table. */
export const MallIntroTwo: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'Pro eight-lens camera' : 'Pro 八目相机',
    );
    await userEvent.tab();
    await expect(document.activeElement?.closest('section')).toBe(
      canvas.getByRole('region', { name: en ? 'Pro eight-lens camera' : 'Pro 八目相机' }),
    );
  },
};
