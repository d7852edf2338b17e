import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLocale, useSample } from '../../storybook/index.ts';
import { Avatar, avatarSizes, type AvatarProps } from './Avatar.tsx';
import { Inline } from '../Inline/Inline.tsx';

/** A portrait drawn in the story (no external images): a head and shoulders on a tinted ground. */
const portrait =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#d6e4fa"/>' +
      '<circle cx="32" cy="25" r="12" fill="#094bb0"/><path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="#094bb0"/></svg>',
  );

function Localized(
  props: Omit<AvatarProps, 'name' | 'memberLabel'> & { member?: boolean; name: { zh: string; en: string } },
) {
  const { name, member = false, ...rest } = props;
  const text = useSample({ zh: { member: '会员' }, en: { member: 'Member' } });
  return <Avatar {...rest} name={useSample(name)} memberLabel={member ? text.member : undefined} />;
}

const meta = {
  title: 'Components/Avatar',
  component: Localized,
  args: { name: { zh: '王小明', en: 'Ada Lovelace' }, size: 'large', member: false },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Localized>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Image: Story = {
  args: { src: portrait },
  play: async ({ canvasElement, globals }) => {
    const avatar = within(canvasElement).getByRole('img', {
      name: storyLocale(globals) === 'en' ? 'Ada Lovelace' : '王小明',
    });
    await expect(avatar.querySelector('img')).not.toBeNull();
  },
};

export const InitialsChinese: Story = {
  args: { name: { zh: '欧阳娜娜', en: '欧阳娜娜' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '欧阳娜娜' })).toHaveTextContent(/^欧$/);
  },
};

export const InitialsEnglish: Story = {
  args: { name: { zh: 'Grace Hopper', en: 'Grace Hopper' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Grace Hopper' })).toHaveTextContent(/^GH$/);
  },
};

export const MemberMark: Story = {
  args: { member: true },
  play: async ({ canvasElement, globals }) => {
    const label = storyLocale(globals) === 'en' ? 'Member' : '会员';
    await expect(within(canvasElement).getByRole('img', { name: label })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="medium" wrap={false}>
      {avatarSizes.map((size) => (
        <Localized key={size} {...args} size={size} member />
      ))}
      {avatarSizes.map((size) => (
        <Localized key={`image-${size}`} {...args} size={size} src={portrait} />
      ))}
    </Inline>
  ),
};
