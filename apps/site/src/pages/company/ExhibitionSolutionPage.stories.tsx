import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import ExhibitionSolutionPage from './ExhibitionSolutionPage.tsx';

const story = pageStory({ url: '/conductExhibition' });

const meta = {
  title: 'Pages/Company/ExhibitionSolution',
  component: ExhibitionSolutionPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof ExhibitionSolutionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The museums and exhibitions solution: closing exhibitions, guided exhibits, a typical capture, the Pro recommended. */
export const ExhibitionSolution: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'Exhibitions that stay open after they close' : '闭展之后依然开放的展览',
    );
    for (const section of en
      ? ['The challenges', 'How the camera and the cloud help', 'A typical project', 'Recommended camera']
      : ['行业痛点', '相机与云端如何帮助您', '典型项目流程', '推荐相机']) {
      await expect(canvas.getByRole('region', { name: section })).toBeVisible();
    }
    await userEvent.tab();
    const cases = canvas.getAllByRole('link', { name: en ? 'See museum cases' : '查看博物馆案例' })[0];
    await expect(cases).toHaveFocus();
    await expect(cases).toHaveAttribute('href', '/cases/museum');
  },
};
