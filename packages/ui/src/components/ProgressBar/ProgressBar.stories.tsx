import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryWidth, useSample } from '../../storybook/index.ts';
import { ProgressBar, progressBarSizes, type ProgressBarProps } from './ProgressBar.tsx';

type Sample = { label: string; valueLabel?: string };

interface DemoProps extends Omit<ProgressBarProps, 'label' | 'valueLabel'> {
  sample: { zh: Sample; en: Sample };
}

function Demo({ sample, ...props }: DemoProps) {
  const text = useSample(sample);
  return (
    <StoryWidth width="message">
      <ProgressBar {...props} label={text.label} valueLabel={text.valueLabel} />
    </StoryWidth>
  );
}

const upload = { zh: { label: '正在上传场景封面' }, en: { label: 'Uploading scene cover' } };

const meta = {
  title: 'Components/ProgressBar',
  component: Demo,
  args: { sample: upload, value: 45 },
  argTypes: {
    size: { control: 'inline-radio', options: progressBarSizes },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAccessibleName(/./);
  },
};

export const Complete: Story = { args: { value: 100 } };

export const Indeterminate: Story = {
  args: {
    isIndeterminate: true,
    sample: { zh: { label: '场景计算中' }, en: { label: 'Computing the scene' } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
};

export const CountOfItems: Story = {
  args: {
    value: 3,
    maxValue: 8,
    sample: {
      zh: { label: '正在下载场景', valueLabel: '第 3 个，共 8 个' },
      en: { label: 'Downloading scenes', valueLabel: '3 of 8' },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuetext', globals['locale'] === 'en' ? '3 of 8' : '第 3 个，共 8 个');
  },
};

export const Small: Story = { args: { size: 'small', value: 72 } };

export const LongLabel: Story = {
  args: {
    value: 18,
    sample: {
      zh: { label: '正在上传“朝阳区三居室样板间（2026 年 11 月复拍）”的全部点位数据' },
      en: { label: 'Uploading every viewpoint of “Chaoyang three-bedroom show flat (re-shot November 2026)”' },
    },
  },
};
