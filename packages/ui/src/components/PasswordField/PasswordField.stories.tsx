import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longTextStory, sampledField, storyLocale } from '../../storybook/index.ts';
import { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';

type Sample = Pick<PasswordFieldProps, 'label' | 'description' | 'placeholder' | 'defaultValue' | 'errorMessage'>;

const Localized = sampledField(PasswordField, '400px');

const newPassword = {
  zh: {
    label: '新密码',
    placeholder: '8-16 位，包含大小写字母和数字',
    description: '8-16 位，须包含大写字母、小写字母和数字',
  },
  en: {
    label: 'New password',
    placeholder: '8-16 characters',
    description: '8-16 characters with upper and lower case letters and digits',
  },
};

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed, then shown and hidden again by keyboard: the button's name follows, and the text is kept. */
export const Playground: Story = {
  args: { autoComplete: 'new-password', isRequired: true },
  render: (args) => <Localized {...args} sample={newPassword} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const en = storyLocale(globals) === 'en';
    const input = canvas.getByLabelText(en ? /^New password/ : /^新密码/);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Kankan2024');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onChange).toHaveBeenLastCalledWith('Kankan2024');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: en ? 'Show password' : '显示密码' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Kankan2024');
    await expect(toggle).toHaveAccessibleName(en ? 'Hide password' : '隐藏密码');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('Kankan2024');
    // Show it for the screenshot.
    await userEvent.keyboard(' ');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'kankan1' },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: { ...newPassword.zh, errorMessage: '密码位数不能少于 8 位' },
        en: { ...newPassword.en, errorMessage: 'Password digits must not be less than 8 digits' },
      }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const input = within(canvasElement).getByLabelText(en ? /^New password/ : /^新密码/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      en
        ? '8-16 characters with upper and lower case letters and digits Password digits must not be less than 8 digits'
        : '8-16 位，须包含大写字母、小写字母和数字 密码位数不能少于 8 位',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Kankan2024' },
  render: (args) => <Localized {...args} sample={newPassword} />,
  play: async ({ canvasElement }) => {
    const [toggle] = within(canvasElement).getAllByRole('button');
    await expect(toggle).toBeDisabled();
    await userEvent.tab();
    await expect(toggle).not.toHaveFocus();
  },
};

const longChinese: Sample = {
  label: '请再次输入新密码以确认（两次输入必须完全一致，区分大小写）',
  defaultValue: 'Kankan2024',
  description: '密码长度为 8-16 位，必须同时包含大写字母、小写字母和数字，不能与最近三次使用过的密码相同。',
  errorMessage: '两次输入的密码不一致，请重新输入确认密码；您在其他栏目中填写的信息都已保留。',
};

export const LongChinese: Story = longTextStory<PasswordFieldProps, Sample>(Localized, longChinese);

const longEnglish: Sample = {
  label: 'Enter the new password again to confirm it (both entries must match exactly, letter case included)',
  defaultValue: 'Kankan2024',
  description:
    'Passwords are 8 to 16 characters long and contain upper and lower case letters and digits; reusing a recent one is not allowed.',
  errorMessage: 'The two passwords do not match. Enter the confirmation again; everything else you typed is kept.',
};

export const LongEnglish: Story = longTextStory<PasswordFieldProps, Sample>(Localized, longEnglish);
