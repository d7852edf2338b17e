import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useSample } from '../../storybook/index.ts';
import { space } from '../../tokens/values.ts';
import { Text } from '../Text/Text.tsx';
import { Stack, stackAlignments } from './Stack.tsx';

const meta = {
  title: 'Components/Stack',
  component: Stack,
  args: { space: 'medium', align: 'stretch', dividers: false, children: null },
  argTypes: {
    space: { control: 'select', options: Object.keys(space) },
    align: { control: 'inline-radio', options: stackAlignments },
  },
} satisfies Meta<typeof Stack>;

/** Sample text in the story's language. */
function L({ text }: { text: { zh: string; en: string } }) {
  return <>{useSample(text)}</>;
}

export default meta;
type Story = StoryObj<typeof meta>;

function Items() {
  const items = useSample({
    zh: ['客厅 · 42 个点位', '主卧 · 18 个点位', '厨房 · 9 个点位'],
    en: ['Living room · 42 points', 'Master bedroom · 18 points', 'Kitchen · 9 points'],
  });
  return items.map((item) => <Text key={item}>{item}</Text>);
}

export const Playground: Story = {
  render: (args) => (
    <Stack {...args}>
      <Items />
    </Stack>
  ),
};

export const WithDividers: Story = {
  args: { dividers: true, space: 'large' },
  render: (args) => (
    <Stack {...args}>
      <Text>1</Text>
      <Text>2</Text>
      {null}
      <Text>3</Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    // Two rules between three items; the null child takes no place.
    await expect(within(canvasElement).getAllByRole('separator')).toHaveLength(2);
  },
};

export const Centered: Story = {
  args: { align: 'center', space: 'small' },
  render: (args) => (
    <Stack {...args}>
      <Items />
    </Stack>
  ),
};

export const LongText: Story = {
  args: { space: 'small', dividers: true },
  render: (args) => (
    <Stack {...args}>
      <Text as="p">
        <L
          text={{
            zh: '场景上传完成后，系统会在约十分钟内完成自动拼接与模型优化，期间您可以继续拍摄其他空间。',
            en: 'Once a scene is uploaded, stitching and model optimisation finish in about ten minutes; you can keep shooting other rooms meanwhile.',
          }}
        />
      </Text>
      <Items />
    </Stack>
  ),
};
