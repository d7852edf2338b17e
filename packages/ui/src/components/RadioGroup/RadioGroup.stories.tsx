import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryWidth, longTextStory, playInvalid, requiredInForm, useSample } from '../../storybook/index.ts';
import { Radio, RadioGroup, type RadioGroupProps } from './RadioGroup.tsx';

/** Renewal terms of a storage plan: 1, 3, 6 or 12 months (the 200G expansion's China prices). */
const terms = {
  zh: [
    { value: '1', label: '1 个月', price: '¥2,399' },
    { value: '3', label: '3 个月', price: '¥7,197' },
    { value: '6', label: '6 个月', price: '¥14,394' },
    { value: '12', label: '12 个月', price: '¥23,990（年付立省 2 个月）' },
  ],
  en: [
    { value: '1', label: '1 month', price: '¥2,399' },
    { value: '3', label: '3 months', price: '¥7,197' },
    { value: '6', label: '6 months', price: '¥14,394' },
    { value: '12', label: '12 months', price: '¥23,990 (2 months free)' },
  ],
};

type Sample = { label: string; description?: string; errorMessage?: string };
type Props = Omit<RadioGroupProps, 'children'>;

function Terms({ sample, ...props }: Props & { sample: { zh: Sample; en: Sample } }) {
  const options = useSample(terms);
  return (
    <StoryWidth width="560px">
      <RadioGroup {...props} {...useSample(sample)}>
        {options.map((term) => (
          <Radio key={term.value} value={term.value} description={term.price}>
            {term.label}
          </Radio>
        ))}
      </RadioGroup>
    </StoryWidth>
  );
}

const termLabel = {
  zh: { label: '续费时长', description: '续费后到期日顺延，立即生效' },
  en: { label: 'Renewal term', description: 'The expiry date moves on at once' },
};

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { onChange: fn(), children: null },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab goes to the chosen term; the arrow keys move and choose, wrapping round at the ends. */
export const Playground: Story = {
  args: { defaultValue: '1' },
  render: (args) => <Terms {...args} sample={termLabel} />,
  play: async ({ canvasElement, args }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.tab();
    await expect(radios[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[1]).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('3');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(radios[3]).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    await userEvent.keyboard('{ArrowUp}');
    await expect(radios[2]).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('6');
    await userEvent.tab();
    await expect(radios[2]).not.toHaveFocus();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: '12' },
  render: (args) => <Terms {...args} sample={termLabel} />,
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.tab();
    await expect(radios[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(radios[0]).toBeChecked();
    await userEvent.tab();
  },
};

/** Required: paying without a term shows the localized message at the group; choosing one clears it. */
export const Required: Story = requiredInForm<Props>({
  field: (args) => <Terms {...args} name="term" isRequired orientation="horizontal" sample={termLabel} />,
  submit: { zh: '去支付', en: 'Pay now' },
  target: 'radiogroup',
  message: 'selection',
  description: 'contains',
});

const downgrade = {
  zh: { label: '续费时长', errorMessage: '不支持降级，请选择续费或升级' },
  en: { label: 'Renewal term', errorMessage: 'Downgrading is not supported; renew or upgrade instead' },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: '1' },
  render: (args) => <Terms {...args} sample={downgrade} />,
  play: playInvalid('radiogroup', downgrade),
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '3' },
  render: (args) => <Terms {...args} sample={termLabel} />,
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '3' },
  render: (args) => <Terms {...args} sample={termLabel} />,
  play: async ({ canvasElement, args }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[1]).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
  },
};

const longChinese: Sample = {
  label: '请选择云存储扩容套餐的续费时长（不同套餐不能叠加购买，只能续费或升级）',
  description: '一年按 365 天、一个月按 31 天计算；若原套餐尚未到期，剩余天数将自动顺延到新的到期日。',
  errorMessage: '当前相机尚未绑定到账户，无法续费扩容套餐，请先绑定相机后再选择续费时长。',
};

export const LongChinese: Story = longTextStory<Props, Sample>(Terms, longChinese, { defaultValue: '12' });

const longEnglish: Sample = {
  label: 'Choose how long to renew the cloud storage expansion plan for (plans cannot be combined, only renewed)',
  description:
    'A year counts as 365 days and a month as 31; days left on the current plan are added to the new expiry date.',
  errorMessage: 'This camera is not bound to your account, so its plan cannot be renewed. Bind the camera first.',
};

export const LongEnglish: Story = longTextStory<Props, Sample>(Terms, longEnglish, { defaultValue: '12' });
