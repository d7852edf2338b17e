import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import MallIntroducePage from './MallIntroducePage.tsx';

const story = pageStory({ url: '/mall/introduce/lite', route: '/mall/introduce/:id' });

const meta = {
  title: 'Pages/Marketing/MallIntroduce',
  component: MallIntroducePage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof MallIntroducePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/mall/introduce/lite`: the Lite in the shop (cart kind 1, tripod and 5 GB plan included). */
export const MallIntroduce: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'Lite two-lens camera' : 'Lite 双目相机',
    );
    await userEvent.tab();
    await expect(document.activeElement?.closest('section')).toBe(
      canvas.getByRole('region', { name: en ? 'Lite two-lens camera' : 'Lite 双目相机' }),
    );
  },
};
