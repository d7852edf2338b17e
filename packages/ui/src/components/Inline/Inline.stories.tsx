import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryWidth, useSample } from '../../storybook/index.ts';
import { space } from '../../tokens/values.ts';
import { Box } from '../Box/Box.tsx';
import { Inline, inlineAlignments, inlineJustifications } from './Inline.tsx';

const meta = {
  title: 'Components/Inline',
  component: Inline,
  args: { space: 'small', alignY: 'center', justify: 'start', wrap: true, children: null },
  argTypes: {
    space: { control: 'select', options: Object.keys(space) },
    alignY: { control: 'inline-radio', options: inlineAlignments },
    justify: { control: 'inline-radio', options: inlineJustifications },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

function Chips({ count = 4 }: { count?: number }) {
  const labels = useSample({
    zh: ['全景相机', '激光扫描', '云端拼接', '在线漫游', '测量标注', '一键分享', 'VR 带看', '数据导出'],
    en: [
      'Panoramic camera',
      'Laser scanning',
      'Cloud stitching',
      'Online tour',
      'Measuring',
      'Sharing',
      'VR viewing',
      'Data export',
    ],
  });
  return labels.slice(0, count).map((label) => (
    <Box key={label} paddingX="medium" paddingY="xsmall" background="surfaceSunken" borderRadius="full">
      {label}
    </Box>
  ));
}

export const Playground: Story = {
  render: (args) => (
    <Inline {...args}>
      <Chips />
    </Inline>
  ),
};

export const SpaceBetween: Story = {
  args: { justify: 'spaceBetween' },
  render: (args) => (
    <Inline {...args}>
      <Chips count={3} />
    </Inline>
  ),
};

/** In a narrow box the items wrap onto more lines, keeping the gap in both directions. */
export const Wrapping: Story = {
  args: { space: 'small' },
  render: (args) => (
    <StoryWidth width="sideNav">
      <Inline {...args}>
        <Chips count={8} />
      </Inline>
    </StoryWidth>
  ),
};
