import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLocale, useSample } from '../../storybook/index.ts';
import { vars } from '../../tokens/index.ts';
import { Button } from '../Button/Button.tsx';
import { Checkbox, type CheckboxProps } from './Checkbox.tsx';

type Sample = { label: string; description?: string; errorMessage?: string };

function Width({ children }: { children: ReactNode }) {
  return <div style={{ maxWidth: '420px', display: 'grid', gap: vars.space.large }}>{children}</div>;
}

function Localized({ sample, ...props }: CheckboxProps & { sample: { zh: Sample; en: Sample } }) {
  const { label, ...text } = useSample(sample);
  return (
    <Width>
      <Checkbox {...props} {...text}>
        {label}
      </Checkbox>
    </Width>
  );
}

const remember = { zh: { label: '记住我，7 天内自动登录' }, en: { label: 'Remember me for 7 days' } };

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab to it, Space ticks and unticks it. */
export const Playground: Story = {
  args: { name: 'remember' },
  render: (args) => <Localized {...args} sample={remember} />,
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard(' ');
  },
};

export const WithDescription: Story = {
  args: { defaultSelected: true },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: { label: '设为默认收货地址', description: '下单时将自动填写此地址' },
        en: { label: 'Use as default delivery address', description: 'Orders fill in this address for you' },
      }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAccessibleDescription(
      storyLocale(globals) === 'en' ? 'Orders fill in this address for you' : '下单时将自动填写此地址',
    );
  },
};

function RequiredDemo(props: CheckboxProps) {
  const text = useSample({
    zh: { label: '我已阅读并同意《用户协议》和《隐私政策》', submit: '注册' },
    en: { label: 'I have read and agree to the User Agreement and the Privacy Policy', submit: 'Sign up' },
  });
  return (
    <Width>
      <form onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: vars.space.large }}>
        <Checkbox {...props} name="agreement" isRequired>
          {text.label}
        </Checkbox>
        <div>
          <Button type="submit">{text.submit}</Button>
        </div>
      </form>
    </Width>
  );
}

/** Required: submitting unticked shows the localized message at the checkbox; ticking it clears the error. */
export const Required: Story = {
  render: (args) => <RequiredDemo {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription(
      storyLocale(globals) === 'en' ? 'Please tick this box.' : '请勾选此项。',
    );
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(checkbox).not.toHaveAttribute('aria-invalid');
    // Leave it unticked and invalid again for the screenshot.
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: { label: '我已阅读并同意《用户协议》', errorMessage: '请先阅读并同意用户协议' },
        en: { label: 'I agree to the User Agreement', errorMessage: 'Please read and agree to the terms first' },
      }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription(
      storyLocale(globals) === 'en' ? 'Please read and agree to the terms first' : '请先阅读并同意用户协议',
    );
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true },
  render: (args) => (
    <Localized {...args} sample={{ zh: { label: '本页全部场景' }, en: { label: 'All scenes on this page' } }} />
  ),
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args) => (
    <Width>
      <Localized {...args} sample={{ zh: { label: '不开发票' }, en: { label: 'No invoice' } }} />
      <Localized
        {...args}
        defaultSelected
        sample={{ zh: { label: '已绑定会员权益' }, en: { label: 'Membership already bound' } }}
      />
    </Width>
  ),
  play: async ({ canvasElement, args }) => {
    const [first] = within(canvasElement).getAllByRole('checkbox');
    await expect(first).toBeDisabled();
    await userEvent.tab();
    await expect(first).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  render: (args) => (
    <Localized {...args} sample={{ zh: { label: '开通自动续费' }, en: { label: 'Renew automatically' } }} />
  ),
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const longChinese: Sample = {
  label: '我已阅读并同意《看看空间用户服务协议》《隐私政策》以及《云存储扩容服务条款》，并知晓超出容量的场景将被封存',
  description: '封存的场景数据保留一年，扩容或续费后即可解除封存；删除场景的操作无法恢复，请谨慎处理。',
  errorMessage: '请先阅读并同意全部协议条款后再继续操作，已填写的注册信息会保留。',
};

export const LongChinese: Story = {
  args: { isInvalid: true, isRequired: true },
  render: (args) => <Localized {...args} sample={{ zh: longChinese, en: longChinese }} />,
};

const longEnglish: Sample = {
  label:
    'I have read and agree to the KanKan Space Terms of Service, the Privacy Policy and the Cloud Storage Expansion Terms, and understand that scenes over capacity are archived',
  description:
    'Archived scene data is kept for one year; expanding or renewing capacity unseals it. Deleting a scene cannot be undone.',
  errorMessage: 'Please read and agree to all the terms to continue. Everything you entered is kept.',
};

export const LongEnglish: Story = {
  args: { isInvalid: true, isRequired: true },
  render: (args) => <Localized {...args} sample={{ zh: longEnglish, en: longEnglish }} />,
};
