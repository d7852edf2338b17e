import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryInverted, StoryWidth, useSample } from '../../storybook/index.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Text, textSizes, textTones, textWeights } from './Text.tsx';

const meta = {
  title: 'Components/Text',
  component: Text,
  args: { size: 'body', weight: 'regular', tone: 'neutral', tabularNums: false, children: '' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    weight: { control: 'inline-radio', options: textWeights },
    tone: { control: 'select', options: textTones },
  },
} satisfies Meta<typeof Text>;

/** Sample text in the story's language. */
function L({ text }: { text: { zh: string; en: string } }) {
  return <>{useSample(text)}</>;
}

export default meta;
type Story = StoryObj<typeof meta>;

const long = {
  zh: '看看 VR 全景相机支持一键拍摄、自动拼接与云端发布。拍摄完成后，场景将在十分钟内生成可漫游的三维模型，支持在线测量、热点标注、VR 带看与多端分享，帮助房产经纪、酒店文旅和工业巡检团队高效展示真实空间。',
  en: 'The Kankan VR camera shoots with one press, stitches automatically and publishes to the cloud. Within ten minutes of shooting, a walkable 3D model is ready, with online measuring, hotspot tags, guided VR viewing and sharing, so agents, hotels and inspection teams can show real spaces with ease.',
};

export const Playground: Story = {
  render: (args) => (
    <Text {...args}>
      <L text={long} />
    </Text>
  ),
};

export const SizesAndWeights: Story = {
  render: () => (
    <Stack space="small">
      {textSizes.map((size, i) => (
        <Text key={size} size={size} weight={textWeights[i % textWeights.length]}>
          {size} · <L text={{ zh: '三维空间采集', en: '3D space capture' }} />
        </Text>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: () => (
    <Stack space="xsmall">
      {textTones.map((tone) => (
        <Text key={tone} tone={tone}>
          {tone} · <L text={{ zh: '场景已上传', en: 'Scene uploaded' }} />
        </Text>
      ))}
    </Stack>
  ),
};

export const TonesOnDark: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <StoryInverted padding="large">
      <Stack space="xsmall">
        {textTones.map((tone) => (
          <Text key={tone} tone={tone}>
            {tone} · <L text={{ zh: '场景已上传', en: 'Scene uploaded' }} />
          </Text>
        ))}
      </Stack>
    </StoryInverted>
  ),
};

/** Tabular figures keep the digits of a price column aligned. */
export const TabularNumbers: Story = {
  render: () => (
    <Stack space="xsmall" align="right">
      {['¥ 1,111.11', '¥ 29,800.00', '¥ 488.00'].map((price) => (
        <Text key={price} tabularNums size="large">
          {price}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const price = within(canvasElement).getByText('¥ 488.00');
    await expect(getComputedStyle(price).fontVariantNumeric).toBe('tabular-nums');
  },
};

/** `maxLines` cuts the text with an ellipsis; the whole text stays readable by screen readers. */
export const Truncated: Story = {
  render: () => (
    <StoryWidth width="textMeasure">
      <Stack space="large">
        <Text as="p" maxLines={1}>
          <L text={long} />
        </Text>
        <Text as="p" maxLines={2} tone="muted">
          <L text={long} />
        </Text>
      </Stack>
    </StoryWidth>
  ),
  play: async ({ canvasElement }) => {
    for (const p of canvasElement.querySelectorAll('p')) {
      await expect(p.scrollHeight > p.clientHeight || p.scrollWidth > p.clientWidth).toBe(true);
    }
  },
};

export const LongChinese: Story = {
  render: () => <Text as="p">{long.zh}</Text>,
};

export const LongEnglish: Story = {
  render: () => <Text as="p">{long.en}</Text>,
};
