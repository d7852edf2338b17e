import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryWidth, useSample } from '../../storybook/index.ts';
import { Skeleton, skeletonCircleSizes, skeletonVariants } from './Skeleton.tsx';
import { Columns, LayoutColumn } from '../Columns/Columns.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  argTypes: {
    variant: { control: 'inline-radio', options: skeletonVariants },
    size: { control: 'inline-radio', options: skeletonCircleSizes },
  },
  decorators: [
    (Story) => (
      <StoryWidth width="message">
        <Story />
      </StoryWidth>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TextLines: Story = {
  args: { lines: 5 },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(root?.children).toHaveLength(5);
  },
};

export const Block: Story = { args: { variant: 'block', aspectRatio: '4 / 3' } };

/** A row of controls whose code is on the way (the case list's filters): a medium control's height. */
export const Control: Story = {
  args: { variant: 'control' },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(bar?.getBoundingClientRect().height).toBe(36);
  },
};

export const Circles: Story = {
  render: () => (
    <Inline space="medium" wrap={false}>
      {skeletonCircleSizes.map((size) => (
        <Skeleton key={size} variant="circle" size={size} />
      ))}
    </Inline>
  ),
};

/** A scene card while the list loads: the region says it is busy, the shapes are hidden from assistive technology. */
function SceneCardPlaceholder() {
  const label = useSample({ zh: '场景加载中', en: 'Scene loading' });
  return (
    <div aria-busy="true" aria-label={label} role="group">
      <Stack space="medium">
        <Skeleton variant="block" />
        <Columns space="medium" alignY="center">
          <LayoutColumn width="content">
            <Skeleton variant="circle" size="small" />
          </LayoutColumn>
          <LayoutColumn>
            <Skeleton lines={2} />
          </LayoutColumn>
        </Columns>
      </Stack>
    </div>
  );
}

export const SceneCard: Story = {
  render: () => <SceneCardPlaceholder />,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group');
    await expect(card).toHaveAttribute('aria-busy', 'true');
    // Nothing inside is exposed: the shapes are decorative.
    await expect(within(card).queryAllByRole('img')).toHaveLength(0);
  },
};
