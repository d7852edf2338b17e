import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import TripodPage from './TripodPage.tsx';

const story = pageStory({ url: '/purchasezhijia' });

const meta = {
  title: 'Pages/Marketing/Tripod',
  component: TripodPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof TripodPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tripod set page: price, why it matters, what is in the set. */
export const Tripod: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'A steady base for every point' : '每个点位都稳稳当当',
    );
    await userEvent.tab();
    await expect(canvas.getAllByRole('link', { name: en ? 'Buy now' : '立即购买' })[0]).toHaveFocus();
  },
};
