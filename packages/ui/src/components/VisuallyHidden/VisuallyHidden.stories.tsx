import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useSample } from '../../storybook/index.ts';
import { Text } from '../Text/Text.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: null },
} satisfies Meta<typeof VisuallyHidden>;

/** Sample text in the story's language. */
function L({ text }: { text: { zh: string; en: string } }) {
  return <>{useSample(text)}</>;
}

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading exists for screen readers only; on screen only the price shows. */
export const Playground: Story = {
  render: () => (
    <section aria-labelledby="price-heading">
      <VisuallyHidden as="h2" id="price-heading">
        <L text={{ zh: '价格', en: 'Price' }} />
      </VisuallyHidden>
      <Text tabularNums>¥ 29,800.00</Text>
    </section>
  ),
  play: async ({ canvasElement, globals }) => {
    const heading = within(canvasElement).getByRole('heading', { name: globals['locale'] === 'en' ? 'Price' : '价格' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(within(canvasElement).getByRole('region')).toHaveAccessibleName(heading.textContent ?? '');
  },
};
