import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import DistributorPage from './DistributorPage.tsx';

const story = pageStory({ url: '/distributor' });

const meta = {
  title: 'Pages/Services/Distributor',
  component: DistributorPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof DistributorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The distributor programme; the first keyboard stop is the way to the application form. */
export const Distributor: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'Sell 3D capture with us' : '与我们一起销售三维实景采集',
    );
    await userEvent.tab();
    const apply = canvas.getByRole('link', { name: en ? 'Apply now' : '立即申请' });
    await expect(apply).toHaveFocus();
    await expect(apply).toHaveAttribute('href', '/agent');
  },
};
