import type { Meta, StoryObj } from '@storybook/react-vite';
import { CAMERA_SPECS } from '@kankan/domain';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import TechnologyPage from './TechnologyPage.tsx';

const story = pageStory({ url: '/location' });

const meta = {
  title: 'Pages/Company/Technology',
  component: TechnologyPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof TechnologyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Core technology: figures from the domain, six technologies, point cloud to model, the pipeline, the figures table. */
export const Technology: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const { width, height } = CAMERA_SPECS.pro.resolution;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'How a few shots become a 3D space you can measure' : '几次拍摄，如何变成可测量的三维空间',
    );
    const technologies = canvas.getByRole('region', {
      name: en ? 'Six technologies behind every scene' : '每个场景背后的六项技术',
    });
    await expect(within(technologies).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(canvas.getAllByText(`${width}×${height}`).length).toBeGreaterThan(0);
    await userEvent.tab();
    const first = canvas.getByRole('link', { name: en ? 'The six technologies' : '了解六项技术' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('href', '#technologies');
  },
};
