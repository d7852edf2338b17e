import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExternalLinkIcon } from '../../icons/icons.tsx';
import { StoryRouter, useSample } from '../../storybook/index.ts';
import { Inline } from '../Inline/Inline.tsx';
import { Text } from '../Text/Text.tsx';
import { Link, linkTones, linkVariants } from './Link.tsx';

const navigate = fn();

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/support', variant: 'standalone', tone: 'accent' },
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
    tone: { control: 'inline-radio', options: linkTones },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

function L({ text }: { text: { zh: string; en: string } }) {
  return <>{useSample(text)}</>;
}

/**
 * The site gives the library its link component (react-router's `<Link>`, `LinkComponentProvider`), so links
 * navigate client-side. Here the story's link calls a `navigate` spy: Enter on the link calls it instead of loading
 * a page.
 */
export const Playground: Story = {
  render: (args) => (
    <StoryRouter navigate={navigate}>
      <Link {...args}>
        <L text={{ zh: '帮助中心', en: 'Help centre' }} />
      </Link>
    </StoryRouter>
  ),
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate.mock.calls[0]?.[0]).toBe('/support');
  },
};

export const Tones: Story = {
  render: (args) => (
    <Inline space="large">
      {linkTones.map((tone) => (
        <Link key={tone} {...args} tone={tone}>
          <L text={{ zh: '隐私政策', en: 'Privacy policy' }} />
        </Link>
      ))}
      <Link {...args} href="https://www.example.com/" target="_blank">
        <L text={{ zh: '开发者文档', en: 'Developer docs' }} />
        <ExternalLinkIcon size="small" />
      </Link>
    </Inline>
  ),
};

export const InlineInText: Story = {
  args: { variant: 'inline' },
  render: (args) => (
    <Text as="p">
      <L text={{ zh: '提交订单即表示您同意', en: 'By placing the order you accept the ' }} />
      <Link {...args} href="/terms">
        <L text={{ zh: '《看看用户服务协议》', en: 'Kankan terms of service' }} />
      </Link>
      <L
        text={{
          zh: '，以及我们对个人信息的处理方式。订单确认后，相机将在三个工作日内发货。',
          en: ' and how we handle personal data. Cameras ship within three working days of the order being confirmed.',
        }}
      />
    </Text>
  ),
};
