import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon, EditIcon, MoreIcon, ShareIcon, TrashIcon } from '../../icons/icons.tsx';
import { useSample } from '../../storybook/index.ts';
import { buttonSizes } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { IconButton, type IconButtonProps } from './IconButton.tsx';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { onPress: fn(), label: 'Close', icon: <CloseIcon /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

function Localized({ text, ...props }: Omit<IconButtonProps, 'label'> & { text: { zh: string; en: string } }) {
  return <IconButton {...props} label={useSample(text)} />;
}

export const Playground: Story = {
  render: (args) => <Localized {...args} text={{ zh: '关闭', en: 'Close' }} />,
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: globals['locale'] === 'en' ? 'Close' : '关闭' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const VariantsAndSizes: Story = {
  render: (args) => (
    <Inline space="small">
      {buttonSizes.map((size) => (
        <Localized key={size} {...args} size={size} icon={<EditIcon size={size} />} text={{ zh: '编辑', en: 'Edit' }} />
      ))}
      <Localized {...args} variant="outline" icon={<ShareIcon />} text={{ zh: '分享场景', en: 'Share scene' }} />
      <Localized
        {...args}
        variant="solid"
        tone="accent"
        icon={<MoreIcon />}
        text={{ zh: '更多操作', en: 'More actions' }}
      />
      <Localized {...args} variant="outline" tone="critical" icon={<TrashIcon />} text={{ zh: '删除', en: 'Delete' }} />
    </Inline>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args) => <Localized {...args} icon={<TrashIcon />} text={{ zh: '删除场景', en: 'Delete scene' }} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
