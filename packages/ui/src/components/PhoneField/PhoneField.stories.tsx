import type { Meta, StoryObj } from '@storybook/react-vite';
import { validatePhone } from '@kankan/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryWidth, sampledField, storyLocale, useSample } from '../../storybook/index.ts';
import { areaCodeOptions } from './areaCodes.ts';
import { PhoneField, type PhoneFieldProps } from './PhoneField.tsx';

const Localized = sampledField(PhoneField, '400px');

const mobile = {
  zh: { label: '手机号', placeholder: '请输入手机号' },
  en: { label: 'Mobile number', placeholder: 'Enter your mobile number' },
};

const meta = {
  title: 'Components/PhoneField',
  component: PhoneField,
  args: { onChange: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By keyboard: the area code opens with the arrow key, the next region is chosen with Enter, then the number is
 * typed. The value carries both parts.
 */
export const Playground: Story = {
  args: { name: 'phoneNum' },
  render: (args) => <Localized {...args} sample={mobile} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const areaButton = canvas.getByRole('button');
    await userEvent.tab();
    await expect(areaButton).toHaveFocus();
    await expect(areaButton).toHaveTextContent('+86');
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    const second = areaCodeOptions(storyLocale(globals) === 'en' ? 'en' : 'zh')[1];
    if (!second) throw new Error('no second area code');
    await expect(args.onChange).toHaveBeenLastCalledWith({ areaNum: second.areaNum, phoneNum: '' });
    await expect(areaButton).toHaveTextContent(`+${second.areaNum}`);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
    await userEvent.keyboard('612345678');
    await expect(args.onChange).toHaveBeenLastCalledWith({ areaNum: second.areaNum, phoneNum: '612345678' });
  },
};

export const Empty: Story = {
  render: (args) => <Localized {...args} sample={mobile} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveValue('');
    const areaButton = canvas.getByRole('button');
    await expect(areaButton).toHaveTextContent('+86');
    await expect(areaButton).toHaveAccessibleName(storyLocale(globals) === 'en' ? '+86 Area code' : '+86 区号');
  },
};

export const Filled: Story = {
  args: { defaultValue: { areaNum: '86', phoneNum: '13812345678' } },
  render: (args) => <Localized {...args} sample={mobile} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('13812345678');
  },
};

/** The area code list opened by keyboard, so the screenshot shows it (names in the story's language). */
export const AreaCodeList: Story = {
  args: { defaultValue: { areaNum: '44', phoneNum: '' } },
  render: (args) => <Localized {...args} sample={mobile} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('button')).toHaveTextContent('+44');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    const selected = within(listbox).getByRole('option', { selected: true });
    await expect(selected).toHaveTextContent(storyLocale(globals) === 'en' ? 'United Kingdom' : '英国');
  },
};

const phoneErrors = {
  zh: { phoneRequired: '请输入手机号', phoneInvalid: '请输入正确的手机号' },
  en: { phoneRequired: 'Please enter your mobile number', phoneInvalid: 'Please enter a correct mobile number' },
};

function ValidatedDemo(props: PhoneFieldProps) {
  const errors = useSample(phoneErrors);
  const sample = useSample(mobile);
  return (
    <StoryWidth width="400px">
      <PhoneField
        {...props}
        {...sample}
        validationBehavior="aria"
        validate={({ areaNum, phoneNum }) => {
          const reason = phoneNum === '' ? null : validatePhone(phoneNum, { areaCode: areaNum });
          return reason === 'phoneRequired' || reason === 'phoneInvalid' ? errors[reason] : null;
        }}
      />
    </StoryWidth>
  );
}

/**
 * Invalid with a message: validated with the domain rule for the chosen area code. A number that is wrong for
 * China becomes right once the area code matches it; nothing typed is lost.
 */
export const Invalid: Story = {
  args: { defaultValue: { areaNum: '86', phoneNum: '2025550123' } },
  render: (args) => <ValidatedDemo {...args} />,
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(phoneErrors[storyLocale(globals)].phoneInvalid);
    await userEvent.tab();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{End}{Backspace}');
    await expect(input).toHaveValue('202555012');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { areaNum: '86', phoneNum: '13812345678' } },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: { label: '手机号', description: '绑定的手机号需先解绑才能修改' },
        en: { label: 'Mobile number', description: 'Unbind the current number before changing it' },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button')).toBeDisabled();
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
  },
};

export const LongChinese: Story = {
  args: { defaultValue: { areaNum: '852', phoneNum: '61234567' }, isRequired: true },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: {
          label: '收货人手机号（用于快递员联系及接收发货短信通知）',
          description:
            '香港、澳门及海外手机号请先选择对应的国家或地区区号，再填写不含区号的号码，否则将无法收到验证码短信',
        },
        en: {
          label: '收货人手机号（用于快递员联系及接收发货短信通知）',
          description:
            '香港、澳门及海外手机号请先选择对应的国家或地区区号，再填写不含区号的号码，否则将无法收到验证码短信',
        },
      }}
    />
  ),
};

export const LongEnglish: Story = {
  args: { defaultValue: { areaNum: '1', phoneNum: '2025550123' }, isRequired: true },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: {
          label: 'Mobile number of the recipient (for the courier and shipping text messages)',
          description:
            'For numbers outside mainland China, choose the country or region code first, then enter the number without it, or the verification text cannot reach you',
        },
        en: {
          label: 'Mobile number of the recipient (for the courier and shipping text messages)',
          description:
            'For numbers outside mainland China, choose the country or region code first, then enter the number without it, or the verification text cannot reach you',
        },
      }}
    />
  ),
};
