import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useSample } from '../../storybook/index.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Heading, headingLevels } from './Heading.tsx';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  args: { level: 1, children: '' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    visualLevel: { control: 'inline-radio', options: headingLevels },
  },
} satisfies Meta<typeof Heading>;

/** Sample text in the story's language. */
function L({ text }: { text: { zh: string; en: string } }) {
  return <>{useSample(text)}</>;
}

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <Heading {...args}>
      <L text={{ zh: '看见真实空间', en: 'See the real space' }} />
    </Heading>
  ),
};

export const Levels: Story = {
  render: () => (
    <Stack space="medium">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          H{level} · <L text={{ zh: '看看 VR 全景相机', en: 'Kankan VR camera' }} />
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of headingLevels) await expect(canvas.getByRole('heading', { level })).toBeVisible();
  },
};

/** An h2 in the outline that looks like an h4. */
export const VisualLevel: Story = {
  args: { level: 2, visualLevel: 4 },
  render: (args) => (
    <Heading {...args}>
      <L text={{ zh: '常见问题', en: 'Frequently asked questions' }} />
    </Heading>
  ),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(getComputedStyle(heading).fontSize).toBe('20px');
  },
};

export const LongChinese: Story = {
  args: { level: 2 },
  render: (args) => (
    <Heading {...args}>一台相机完成从拍摄、拼接到发布的全部流程，让每一个真实空间都能在线被看见</Heading>
  ),
};

export const LongEnglish: Story = {
  args: { level: 2 },
  render: (args) => (
    <Heading {...args}>One camera takes every real space from shooting through stitching to publishing online</Heading>
  ),
};
