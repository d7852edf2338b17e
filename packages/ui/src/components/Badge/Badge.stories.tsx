import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryWidth, useSample } from '../../storybook/index.ts';
import { Badge, badgeSizes, badgeTones, type BadgeProps } from './Badge.tsx';
import { Inline } from '../Inline/Inline.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { tone: 'positive', size: 'medium', dot: true, children: '' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

function Localized(props: Omit<BadgeProps, 'children'> & { text: { zh: string; en: string } }) {
  const { text, ...rest } = props;
  return <Badge {...rest}>{useSample(text)}</Badge>;
}

export const Playground: Story = {
  render: (args) => <Localized {...args} text={{ zh: '正常', en: 'Normal' }} />,
};

export const Tones: Story = {
  render: () => (
    <Inline space="small">
      {badgeTones.map((tone) => (
        <Localized key={tone} tone={tone} text={{ zh: `色调 ${tone}`, en: `Tone ${tone}` }} />
      ))}
    </Inline>
  ),
};

/** The spec's scene statuses (section 3) and how each maps to a tone. */
export const SceneStatuses: Story = {
  render: () => (
    <Inline space="small">
      <Localized tone="positive" dot text={{ zh: '正常', en: 'Normal' }} />
      <Localized tone="info" dot text={{ zh: '计算中', en: 'Calculating' }} />
      <Localized tone="critical" dot text={{ zh: '计算失败', en: 'Calculation failed' }} />
      <Localized tone="neutral" dot text={{ zh: '已封存', en: 'Archived' }} />
    </Inline>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const expected = globals['locale'] === 'en' ? 'Calculation failed' : '计算失败';
    await expect(canvas.getByText(expected)).toBeVisible();
  },
};

/** The spec's membership states (section 4). */
export const MembershipStatuses: Story = {
  render: () => (
    <Inline space="small">
      <Localized tone="positive" text={{ zh: '有效', en: 'Valid' }} />
      <Localized tone="caution" text={{ zh: '即将到期（剩余 5 天）', en: 'Expiring (5 days left)' }} />
      <Localized tone="critical" text={{ zh: '今日到期', en: 'Expires today' }} />
      <Localized tone="neutral" text={{ zh: '已过期', en: 'Expired' }} />
    </Inline>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Inline space="small">
      {badgeSizes.map((size) => (
        <Localized key={size} size={size} tone="accent" text={{ zh: '会员', en: 'Member' }} />
      ))}
    </Inline>
  ),
};

export const LongText: Story = {
  render: () => (
    <StoryWidth width="320px">
      <Inline space="small">
        <Localized
          tone="caution"
          dot
          text={{ zh: '容量已超出，最新生成的场景已封存', en: 'Capacity exceeded, newest scenes archived' }}
        />
        <Localized
          tone="info"
          text={{ zh: '扩容套餐续费处理中，请稍候刷新页面', en: 'Expansion plan renewal in progress' }}
        />
      </Inline>
    </StoryWidth>
  ),
};
