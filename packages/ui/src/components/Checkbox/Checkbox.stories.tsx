import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  StoryWidth,
  longTextStory,
  playDescription,
  playInvalid,
  requiredInForm,
  useSample,
} from '../../storybook/index.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Checkbox, type CheckboxProps } from './Checkbox.tsx';

type Sample = { label: string; description?: string; errorMessage?: string };

function Localized({ sample, ...props }: CheckboxProps & { sample: { zh: Sample; en: Sample } }) {
  const { label, ...text } = useSample(sample);
  return (
    <StoryWidth width="420px">
      <Checkbox {...props} {...text}>
        {label}
      </Checkbox>
    </StoryWidth>
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

const defaultAddress = {
  zh: { label: '设为默认收货地址', description: '下单时将自动填写此地址' },
  en: { label: 'Use as default delivery address', description: 'Orders fill in this address for you' },
};

export const WithDescription: Story = {
  args: { defaultSelected: true },
  render: (args) => <Localized {...args} sample={defaultAddress} />,
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('checkbox')).toBeChecked();
    await playDescription('checkbox', defaultAddress)(context);
  },
};

/** Required: submitting unticked shows the localized message at the checkbox; ticking it clears the error. */
export const Required: Story = requiredInForm<CheckboxProps>({
  field: (args) => <Agreement {...args} />,
  submit: { zh: '注册', en: 'Sign up' },
  width: '420px',
  target: 'checkbox',
  message: 'tick',
  after: async (checkbox) => {
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(checkbox).not.toHaveAttribute('aria-invalid');
    // Leave it unticked and invalid again for the screenshot.
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
  },
});

function Agreement(props: CheckboxProps) {
  const label = useSample({
    zh: '我已阅读并同意《用户协议》和《隐私政策》',
    en: 'I have read and agree to the User Agreement and the Privacy Policy',
  });
  return (
    <Checkbox {...props} name="agreement" isRequired>
      {label}
    </Checkbox>
  );
}

const notAgreed = {
  zh: { label: '我已阅读并同意《用户协议》', errorMessage: '请先阅读并同意用户协议' },
  en: { label: 'I agree to the User Agreement', errorMessage: 'Please read and agree to the terms first' },
};

export const Invalid: Story = {
  args: { isInvalid: true },
  render: (args) => <Localized {...args} sample={notAgreed} />,
  play: playInvalid('checkbox', notAgreed),
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
    <StoryWidth width="420px">
      <Stack space="large">
        <Localized {...args} sample={{ zh: { label: '不开发票' }, en: { label: 'No invoice' } }} />
        <Localized
          {...args}
          defaultSelected
          sample={{ zh: { label: '已绑定会员权益' }, en: { label: 'Membership already bound' } }}
        />
      </Stack>
    </StoryWidth>
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

export const LongChinese: Story = longTextStory<CheckboxProps, Sample>(Localized, longChinese);

const longEnglish: Sample = {
  label:
    'I have read and agree to the KanKan Space Terms of Service, the Privacy Policy and the Cloud Storage Expansion Terms, and understand that scenes over capacity are archived',
  description:
    'Archived scene data is kept for one year; expanding or renewing capacity unseals it. Deleting a scene cannot be undone.',
  errorMessage: 'Please read and agree to all the terms to continue. Everything you entered is kept.',
};

export const LongEnglish: Story = longTextStory<CheckboxProps, Sample>(Localized, longEnglish);
