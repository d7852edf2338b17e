import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import ProPage from './ProPage.tsx';

const story = pageStory({ url: '/purchase' });

const meta = {
  title: 'Pages/Marketing/Pro',
  component: ProPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof ProPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Pro page: dark hero with price, figures, features, the specification table (`#specs`). */
export const Pro: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'Eight lenses. One press. The whole room.' : '八颗镜头，一次按下，整个房间',
    );
    await userEvent.tab();
    await expect(canvas.getAllByRole('link', { name: en ? 'Buy now' : '立即购买' })[0]).toHaveFocus();
  },
};
