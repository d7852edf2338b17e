import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longTextStory, playInvalid, sampledField, storyLocale } from '../../storybook/index.ts';
import { NumberField, type NumberFieldProps } from './NumberField.tsx';

type Sample = { label: string; description?: string; errorMessage?: string };

const Localized = sampledField(NumberField, '240px');

const quantity = {
  zh: { label: '购买数量', description: '每单最多 10 台' },
  en: { label: 'Quantity', description: 'At most 10 per order' },
};

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: { onChange: fn(), minValue: 1, maxValue: 10, defaultValue: 1 },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Arrow keys step and stop at the limits; a typed value above the maximum is clamped when the field is left.
 * The steppers have localized names.
 */
export const Playground: Story = {
  render: (args) => <Localized {...args} sample={quantity} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const en = storyLocale(globals) === 'en';
    const input = canvas.getByRole('textbox');
    await expect(
      canvas.getByRole('button', { name: new RegExp(en ? 'Increase' : '增加'), hidden: true }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: new RegExp(en ? 'Decrease' : '减少'), hidden: true }),
    ).toBeDisabled();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('1');
    await userEvent.keyboard('{Control>}a{/Control}25');
    await userEvent.tab();
    await expect(input).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
  },
};

const tooMany = {
  zh: { label: '绑定相机数量', errorMessage: '每次最多绑定 10 台相机' },
  en: { label: 'Cameras to bind', errorMessage: 'Bind at most 10 cameras at a time' },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 12, maxValue: undefined },
  render: (args) => <Localized {...args} sample={tooMany} />,
  play: playInvalid('textbox', tooMany),
};

/** Currency formatting from the caller (`formatOptions`). */
export const Currency: Story = {
  args: {
    minValue: 0,
    maxValue: 12599,
    defaultValue: 2399,
    step: 1,
    formatOptions: { style: 'currency', currency: 'CNY', maximumFractionDigits: 0 },
  },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: { label: '开票金额', description: '不超过 ¥12,599' },
        en: { label: 'Invoice amount', description: 'At most ¥12,599' },
      }}
    />
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 3 },
  render: (args) => <Localized {...args} sample={quantity} />,
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 3 },
  render: (args) => <Localized {...args} sample={quantity} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('3');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const longChinese: Sample = {
  label: '本次需要续费的云存储扩容套餐数量（按相机分别计费）',
  description: '每台相机只能购买一个扩容套餐，不同套餐不能叠加，续费后剩余天数将自动顺延。',
  errorMessage: '所选数量超过了可续费的相机数量，请减少后再提交。',
};

export const LongChinese: Story = longTextStory<NumberFieldProps, Sample>(Localized, longChinese, { defaultValue: 4 });

const longEnglish: Sample = {
  label: 'Number of cloud storage expansion plans to renew (charged per camera)',
  description: 'Each camera has one expansion plan; plans cannot be combined, and remaining days carry over.',
  errorMessage: 'That is more than the number of cameras you can renew. Choose fewer and submit again.',
};

export const LongEnglish: Story = longTextStory<NumberFieldProps, Sample>(Localized, longEnglish, { defaultValue: 4 });
