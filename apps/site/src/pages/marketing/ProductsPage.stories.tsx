import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import ProductsPage from './ProductsPage.tsx';

const story = pageStory({ url: '/coreProducts' });

const meta = {
  title: 'Pages/Marketing/Products',
  component: ProductsPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof ProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The overview: each camera and the tripod set with key figures, price in the language's currency and links. */
export const Products: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'Cameras for every space' : '适合每一种空间的相机',
    );
    await userEvent.tab();
    await expect(
      canvas.getAllByRole('link', { name: en ? 'Learn about Pro eight-lens camera' : '了解Pro 八目相机' })[0],
    ).toHaveFocus();
  },
};
