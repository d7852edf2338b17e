import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryWidth, useSample } from '../../storybook/index.ts';
import { Meter, meterTones, type MeterProps, type MeterTone } from './Meter.tsx';

interface DemoProps extends Omit<MeterProps, 'label' | 'valueLabel' | 'description'> {
  /** Gigabytes used of `maxValue` gigabytes. */
  value: number;
  maxValue: number;
  long?: boolean;
}

/** Capacity text as the account page writes it, in each language. */
function Demo({ long = false, ...props }: DemoProps) {
  const used = props.value.toFixed(1).replace(/\.0$/, '');
  const total = String(props.maxValue);
  const over = props.value > props.maxValue;
  const text = useSample({
    zh: {
      label: long ? '云存储容量（4DKKPRO_A1B2C3，基础版 20 GB，2027-11-21 到期）' : '云存储容量',
      value: `已用 ${used} GB / 共 ${total} GB`,
      description: over
        ? '已超出容量，新上传的场景将被封存。请扩容或删除部分场景。'
        : '容量用完后，新上传的场景将被封存。',
    },
    en: {
      label: long ? 'Cloud storage (4DKKPRO_A1B2C3, Basic 20 GB, expires 2027-11-21)' : 'Cloud storage',
      value: `${used} GB of ${total} GB used`,
      description: over
        ? 'Over capacity: newly uploaded scenes are archived. Expand capacity or delete scenes.'
        : 'Once it is full, newly uploaded scenes are archived.',
    },
  });
  return (
    <StoryWidth width="message">
      <Meter {...props} label={text.label} valueLabel={text.value} description={text.description} />
    </StoryWidth>
  );
}

const meta = {
  title: 'Components/Meter',
  component: Demo,
  args: { value: 12.4, maxValue: 20 },
  argTypes: { tone: { control: 'inline-radio', options: meterTones } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checks the tone, the value (clamped to the maximum by react-aria) and that the text carries the real figure. */
function expectTone(tone: MeterTone, valueNow: string, figure = valueNow): Story['play'] {
  return async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter');
    await expect(meter).toHaveAttribute('data-tone', tone);
    await expect(meter).toHaveAttribute('aria-valuenow', valueNow);
    await expect(meter.getAttribute('aria-valuetext')).toContain(`${figure} GB`);
  };
}

export const Playground: Story = { play: expectTone('neutral', '12.4') };
export const Empty: Story = { args: { value: 0 }, play: expectTone('neutral', '0') };
export const Used45Percent: Story = { args: { value: 9 }, play: expectTone('neutral', '9') };
export const Caution90Percent: Story = { args: { value: 18 }, play: expectTone('caution', '18') };
export const FullCritical: Story = { args: { value: 20 }, play: expectTone('critical', '20') };
/** Over capacity: the bar stays full and critical, the text gives the real figure. */
export const OverCapacity: Story = { args: { value: 23.6 }, play: expectTone('critical', '20', '23.6') };
export const LongLabel: Story = { args: { value: 16.8, long: true }, play: expectTone('caution', '16.8') };
