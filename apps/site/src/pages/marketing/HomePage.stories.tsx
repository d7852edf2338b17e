import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import HomePage from './HomePage.tsx';

const story = pageStory({ url: '/' });

const meta = {
  title: 'Pages/Marketing/Home',
  component: HomePage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing page: dark hero with the Pro, steps, products with prices in the language's currency, figures. */
export const Home: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'Every space, captured in 3D' : '让每一个空间都能被三维记录',
    );
    await expect(canvas.getByText(en ? 'About US$1,799' : '约 ¥12,800')).toBeVisible();
    await expect(canvas.getByText('12288×6144')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: en ? 'Explore the Pro' : '了解 Pro' })).toHaveFocus();
  },
};
