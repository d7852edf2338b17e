import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import LitePage from './LitePage.tsx';

const story = pageStory({ url: '/purchasetow' });

const meta = {
  title: 'Pages/Marketing/Lite',
  component: LitePage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof LitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Lite page: figures from the domain constants (lenses, weight, battery, the 5 GB plan in the box). */
export const Lite: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? '3D capture that fits in your pocket' : '装进口袋的三维采集',
    );
    await userEvent.tab();
    await expect(canvas.getAllByRole('link', { name: en ? 'Buy now' : '立即购买' })[0]).toHaveFocus();
  },
};
