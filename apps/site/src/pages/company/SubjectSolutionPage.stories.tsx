import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import SubjectSolutionPage from './SubjectSolutionPage.tsx';

const story = pageStory({ url: '/conductSubject' });

const meta = {
  title: 'Pages/Company/SubjectSolution',
  component: SubjectSolutionPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof SubjectSolutionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home design solution: measuring, presenting in the scene, handing over to builders, the Pro recommended. */
export const SubjectSolution: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'Measure once, design on the real home' : '量一次房，在真实的家里做设计',
    );
    for (const section of en
      ? ['The challenges', 'How the camera and the cloud help', 'A typical project', 'Recommended camera']
      : ['行业痛点', '相机与云端如何帮助您', '典型项目流程', '推荐相机']) {
      await expect(canvas.getByRole('region', { name: section })).toBeVisible();
    }
    await userEvent.tab();
    const cases = canvas.getAllByRole('link', { name: en ? 'See home design cases' : '查看家居设计案例' })[0];
    await expect(cases).toHaveFocus();
    await expect(cases).toHaveAttribute('href', '/cases/home');
  },
};
