import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import ShopSolutionPage from './ShopSolutionPage.tsx';

const story = pageStory({ url: '/conductShop' });

const meta = {
  title: 'Pages/Company/ShopSolution',
  component: ShopSolutionPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof ShopSolutionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The e-commerce solution: the store online with shelves linked to products, a seasonal workflow, the Pro recommended. */
export const ShopSolution: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'Your shop floor, open online' : '把您的门店搬到线上',
    );
    for (const section of en
      ? ['The challenges', 'How the camera and the cloud help', 'A typical project', 'Recommended camera']
      : ['行业痛点', '相机与云端如何帮助您', '典型项目流程', '推荐相机']) {
      await expect(canvas.getByRole('region', { name: section })).toBeVisible();
    }
    await userEvent.tab();
    const cases = canvas.getAllByRole('link', { name: en ? 'See e-commerce cases' : '查看电商案例' })[0];
    await expect(cases).toHaveFocus();
    await expect(cases).toHaveAttribute('href', '/cases/ecommerce');
  },
};
