import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import MallTripodPage from './MallTripodPage.tsx';

const story = pageStory({ url: '/mall/zhijia' });

const meta = {
  title: 'Pages/Marketing/MallTripod',
  component: MallTripodPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof MallTripodPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tripod set in the shop (cart kind 7), with what is included and the other products. */
export const MallTripod: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(en ? 'Tripod set' : '三脚架套装');
    await userEvent.tab();
    await expect(document.activeElement?.closest('section')).toBe(
      canvas.getByRole('region', { name: en ? 'Tripod set' : '三脚架套装' }),
    );
  },
};
