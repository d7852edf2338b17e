import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  StoryWidth,
  longTextStory,
  playDescription,
  playDisabled,
  playInvalid,
  requiredInForm,
  sampledField,
  storyLocale,
  useSample,
} from '../../storybook/index.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';

type Sample = Pick<TextFieldProps, 'label' | 'description' | 'placeholder' | 'defaultValue' | 'errorMessage'>;

const Localized = sampledField(TextField, '400px');

const userName = {
  zh: { label: '用户名', placeholder: '请输入用户名' },
  en: { label: 'User name', placeholder: 'Enter your user name' },
};

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed by keyboard: the value and the change callback follow. */
export const Playground: Story = {
  args: { name: 'userName', autoComplete: 'username' },
  render: (args) => <Localized {...args} sample={userName} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('lin_wei');
    await expect(input).toHaveValue('lin_wei');
    await expect(args.onChange).toHaveBeenLastCalledWith('lin_wei');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

const invoiceEmail = {
  zh: { label: '电子邮箱', defaultValue: 'finance@kankan-space.cn', description: '电子发票将发送到此邮箱' },
  en: {
    label: 'E-mail',
    defaultValue: 'finance@kankan-space.com',
    description: 'The e-invoice is sent to this address',
  },
};

export const WithDescription: Story = {
  render: (args) => <Localized {...args} type="email" sample={invoiceEmail} />,
  play: playDescription('textbox', invoiceEmail),
};

/** Required: the asterisk shows it; submitting empty shows the built-in localized message at the field. */
export const Required: Story = requiredInForm<TextFieldProps>({
  field: (args) => <RequiredTitle {...args} />,
  submit: { zh: '保存', en: 'Save' },
  width: '400px',
  target: 'textbox',
  message: 'blank',
  before: async (input) => {
    await expect(input).toBeRequired();
  },
  after: async (input) => {
    // Typing a value clears the error.
    await userEvent.keyboard('看看空间科技有限公司');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveValue('看看空间科技有限公司');
  },
});

function RequiredTitle(props: TextFieldProps) {
  const label = useSample({ zh: '发票抬头', en: 'Invoice title' });
  return <TextField {...props} label={label} name="title" isRequired maxLength={20} />;
}

const wrongEmail = {
  zh: { label: '电子邮箱', defaultValue: 'finance@kankan', errorMessage: '请输入正确的邮箱地址' },
  en: { label: 'E-mail', defaultValue: 'finance@kankan', errorMessage: 'Enter a correct e-mail address' },
};

/** Invalid with a message from the caller, linked to the input with aria-describedby. */
export const Invalid: Story = {
  args: { isInvalid: true, type: 'email' },
  render: (args) => <Localized {...args} sample={wrongEmail} />,
  play: playInvalid('textbox', wrongEmail),
};

const emailErrors = { zh: '请输入正确的邮箱地址', en: 'Enter a correct e-mail address' };

/** `validate` with `validationBehavior="aria"`: the error follows the typing, and goes once the value is right. */
export const ValidateWhileTyping: Story = {
  args: { validationBehavior: 'aria', type: 'email' },
  render: (args) => <ValidateDemo {...args} />,
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await userEvent.keyboard('finance@kankan');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(emailErrors[storyLocale(globals)]);
    await userEvent.keyboard('.cn');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveValue('finance@kankan.cn');
  },
};

function ValidateDemo(props: TextFieldProps) {
  const error = useSample(emailErrors);
  const label = useSample({ zh: '电子邮箱', en: 'E-mail' });
  return (
    <StoryWidth width="400px">
      <TextField
        {...props}
        label={label}
        validate={(value) => (value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : error)}
      />
    </StoryWidth>
  );
}

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: { label: '相机序列号', defaultValue: 'KK8L-2024-00917', description: '已绑定的相机不能修改序列号' },
        en: {
          label: 'Camera serial number',
          defaultValue: 'KK8L-2024-00917',
          description: 'A bound camera keeps its serial number',
        },
      }}
    />
  ),
  play: playDisabled('textbox'),
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: { label: '纳税人识别号', defaultValue: '91440300MA5F8XK21Q' },
        en: { label: 'Tax number', defaultValue: '91440300MA5F8XK21Q' },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('X');
    await expect(input).toHaveValue('91440300MA5F8XK21Q');
  },
};

/** Content inside the box, before and after the input. */
export const WithAdornments: Story = {
  args: { inputMode: 'numeric', startContent: '¥', endContent: 'RMB' },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: { label: '开票金额', defaultValue: '2399', description: '不能超过可开票金额 ¥12,599' },
        en: { label: 'Invoice amount', defaultValue: '2399', description: 'At most ¥12,599 can be invoiced' },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await userEvent.keyboard('{End}0');
    await expect(input).toHaveValue('23990');
    // Leave the field so the screenshot has no focus ring (its corner anti-aliasing varies between runs).
    await userEvent.tab();
  },
};

const longChinese: Sample = {
  label: '增值税专用发票开户银行名称（请与税务登记信息保持完全一致）',
  defaultValue: '中国工商银行股份有限公司深圳市南山区科技园高新技术产业园区支行营业部',
  description: '开户银行名称最多 40 个字符，专用发票寄出后 7 天内可修改，超过期限请联系客服人员协助处理。',
  errorMessage: '开户银行名称不能超过 40 个字符，请删减后重新提交，已填写的其他信息会保留。',
};

export const LongChinese: Story = longTextStory<TextFieldProps, Sample>(Localized, longChinese);

const longEnglish: Sample = {
  label: 'Bank name of the account for the special VAT invoice (exactly as registered with the tax office)',
  defaultValue:
    'Industrial and Commercial Bank of China, Shenzhen Nanshan Science Park High-Tech Industrial Zone Branch',
  description:
    'At most 40 characters. The special invoice can be edited within 7 days after delivery; after that, contact support.',
  errorMessage:
    'The bank name cannot be longer than 40 characters. Shorten it and submit again; everything else you entered is kept.',
};

export const LongEnglish: Story = longTextStory<TextFieldProps, Sample>(Localized, longEnglish);
