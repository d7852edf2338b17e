import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import HouseSolutionPage from './HouseSolutionPage.tsx';

const story = pageStory({ url: '/conductHouse' });

const meta = {
  title: 'Pages/Company/HouseSolution',
  component: HouseSolutionPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof HouseSolutionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The real estate solution: problems of agents, the 3D listing, a typical listing, the Lite recommended, cases and contact. */
export const HouseSolution: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'Open houses that never close' : '永不落幕的开放看房',
    );
    for (const section of en
      ? ['The challenges', 'How the camera and the cloud help', 'A typical project', 'Recommended camera']
      : ['行业痛点', '相机与云端如何帮助您', '典型项目流程', '推荐相机']) {
      await expect(canvas.getByRole('region', { name: section })).toBeVisible();
    }
    await userEvent.tab();
    const cases = canvas.getAllByRole('link', { name: en ? 'See real estate cases' : '查看房产案例' })[0];
    await expect(cases).toHaveFocus();
    await expect(cases).toHaveAttribute('href', '/cases/realEstate');
  },
};
