import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import CapacityPage from './CapacityPage.tsx';

const story = pageStory({ url: '/capacity' });

const meta = {
  title: 'Pages/Services/Capacity',
  component: CapacityPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof CapacityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Capacity explained, with the FAQ: the first answer is open; Tab and Enter open the archiving question too. */
export const Capacity: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'Capacity, explained' : '云容量说明',
    );
    const first = canvas.getByRole('button', {
      name: en ? 'What counts towards my capacity?' : '哪些数据占用云容量？',
    });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const archiving = canvas.getByRole('button', {
      name: en ? 'What happens when the capacity is used up or a plan expires?' : '容量用完或套餐到期后会怎样？',
    });
    for (let i = 0; i < 12 && document.activeElement !== archiving; i += 1) await userEvent.tab();
    await expect(archiving).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(archiving).toHaveAttribute('aria-expanded', 'true');
    await expect(canvasElement).toHaveTextContent(
      en ? 'The most recently generated scenes are archived first' : '最近生成的场景最先被封存',
    );
  },
};
