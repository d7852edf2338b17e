import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import SecurySolutionPage from './SecurySolutionPage.tsx';

const story = pageStory({ url: '/conductSecury' });

const meta = {
  title: 'Pages/Company/SecurySolution',
  component: SecurySolutionPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof SecurySolutionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catering solution (at /conductSecury): private rooms, the open kitchen, a morning of capture, the Lite recommended. */
export const SecurySolution: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'Let guests look around before they book' : '让客人预订前先逛一逛',
    );
    for (const section of en
      ? ['The challenges', 'How the camera and the cloud help', 'A typical project', 'Recommended camera']
      : ['行业痛点', '相机与云端如何帮助您', '典型项目流程', '推荐相机']) {
      await expect(canvas.getByRole('region', { name: section })).toBeVisible();
    }
    await userEvent.tab();
    const cases = canvas.getAllByRole('link', { name: en ? 'See catering cases' : '查看餐饮案例' })[0];
    await expect(cases).toHaveFocus();
    await expect(cases).toHaveAttribute('href', '/cases/catering');
  },
};
