import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLocale, useSample } from '../../storybook/index.ts';
import { Spinner, type SpinnerProps } from './Spinner.tsx';
import * as styles from './Spinner.stories.css.ts';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a label it announces the catalogue's "Loading". */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const spinner = within(canvasElement).getByRole('progressbar');
    await expect(spinner).toHaveAccessibleName(storyLocale(globals) === 'en' ? 'Loading' : '加载中');
  },
};

function SizesDemo() {
  const sizes: NonNullable<SpinnerProps['size']>[] = ['small', 'medium', 'large'];
  return (
    <div className={styles.row}>
      {sizes.map((size) => (
        <Spinner key={size} size={size} />
      ))}
    </div>
  );
}

/** Small (16 px, inside buttons), medium (20 px) and large (44 px, a waiting panel). */
export const Sizes: Story = {
  render: () => <SizesDemo />,
  play: async ({ canvasElement }) => {
    const spinners = within(canvasElement).getAllByRole('progressbar');
    await expect(spinners.map((spinner) => spinner.getBoundingClientRect().width)).toEqual([16, 20, 44]);
  },
};

function LabelledDemo(props: SpinnerProps) {
  const label = useSample({ zh: '正在生成支付二维码', en: 'Creating the payment QR code' });
  return <Spinner {...props} label={label} />;
}

/** A spinner that says what is being waited for. */
export const Labelled: Story = {
  args: { size: 'large' },
  render: (args) => <LabelledDemo {...args} />,
  play: async ({ canvasElement, globals }) => {
    const spinner = within(canvasElement).getByRole('progressbar');
    await expect(spinner).toHaveAccessibleName(
      storyLocale(globals) === 'en' ? 'Creating the payment QR code' : '正在生成支付二维码',
    );
  },
};

function UnlabelledDemo(props: SpinnerProps) {
  const text = useSample({ zh: '正在保存…', en: 'Saving…' });
  return (
    <div className={styles.row} role="status">
      <Spinner {...props} label={null} />
      <span>{text}</span>
    </div>
  );
}

/** `label={null}`: hidden from assistive technology because the text next to it already says it. */
export const Unlabelled: Story = {
  args: { size: 'small' },
  render: (args) => <UnlabelledDemo {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(storyLocale(globals) === 'en' ? 'Saving…' : '正在保存…');
  },
};
