import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import MallCapacityPage from './MallCapacityPage.tsx';

const story = pageStory({ url: '/mall/cloudCapacity' });

const meta = {
  title: 'Pages/Services/MallCapacity',
  component: MallCapacityPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof MallCapacityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's capacity page: the buy entry is the first stop of the keyboard; plans show per-camera prices. */
export const MallCapacity: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'Cloud capacity for your cameras' : '为您的相机增加云容量',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: en ? 'Buy for my cameras' : '为我的相机购买' })).toHaveFocus();
    await expect(canvas.getAllByRole('button', { name: en ? /^Buy \d/ : /^购买 \d/ })).toHaveLength(4);
  },
};
