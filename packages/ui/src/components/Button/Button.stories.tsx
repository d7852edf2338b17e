import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ReactNode } from 'react';
import { StoryInverted, StoryWidth, storyLocale, useSample } from '../../storybook/index.ts';
import { Button, buttonSizes, buttonTones, buttonVariants, type ButtonProps } from './Button.tsx';
import { Columns, LayoutColumn } from '../Columns/Columns.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { onPress: fn(), children: 'Button' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

function Localized(props: Omit<ButtonProps, 'children'> & { text: { zh: string; en: string } }) {
  const { text, ...rest } = props;
  return <Button {...rest}>{useSample(text)}</Button>;
}

export const Playground: Story = {
  render: (args) => <Localized {...args} text={{ zh: '立即购买', en: 'Buy now' }} />,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const VariantsAndTones: Story = {
  render: (args) => (
    <Columns space="medium">
      {buttonTones.map((tone) => (
        <LayoutColumn key={tone} width="content">
          <Stack space="medium">
            {buttonVariants.map((variant) => (
              <Localized
                key={variant}
                {...args}
                variant={variant}
                tone={tone}
                text={{
                  zh: tone === 'critical' ? '删除场景' : '保存',
                  en: tone === 'critical' ? 'Delete scene' : 'Save',
                }}
              />
            ))}
          </Stack>
        </LayoutColumn>
      ))}
    </Columns>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="medium" wrap={false}>
      {buttonSizes.map((size) => (
        <Localized key={size} {...args} size={size} text={{ zh: '绑定相机', en: 'Bind camera' }} />
      ))}
    </Inline>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args) => <Localized {...args} text={{ zh: '去支付', en: 'Pay now' }} />,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  render: (args) => <Localized {...args} text={{ zh: '提交订单', en: 'Place order' }} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const progress = canvas.getByRole('progressbar');
    await expect(progress).toHaveAccessibleName(storyLocale(globals) === 'en' ? 'Loading' : '加载中');
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A column of choices read as a list: full width, labels at the start, the chosen one solid. */
export const StartAligned: Story = {
  render: (args) => (
    <StoryWidth width="220px" exact>
      <Stack space="small">
        <Localized {...args} fullWidth align="start" tone="neutral" text={{ zh: '全部场景', en: 'All scenes' }} />
        <Localized
          {...args}
          fullWidth
          align="start"
          tone="neutral"
          variant="ghost"
          text={{ zh: '未归入文件夹', en: 'Not in a folder' }}
        />
      </Stack>
    </StoryWidth>
  ),
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('button');
    if (!first || !second) throw new Error('two buttons expected');
    // Both labels start at the same place, inside the button's own padding.
    const start = (button: HTMLElement) => (button.firstElementChild as HTMLElement).getBoundingClientRect().left;
    await expect(start(first)).toBe(start(second));
    await expect(start(first) - first.getBoundingClientRect().left).toBeLessThan(first.offsetWidth / 4);
  },
};

export const LongChinese: Story = {
  render: (args) => (
    <Localized {...args} text={{ zh: '购买云存储扩容套餐并立即生效', en: '购买云存储扩容套餐并立即生效' }} />
  ),
};

export const LongEnglish: Story = {
  render: (args) => (
    <Localized
      {...args}
      text={{
        zh: 'Purchase the cloud storage expansion plan now',
        en: 'Purchase the cloud storage expansion plan now',
      }}
    />
  ),
};

export const OnDarkSurface: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <DarkPanel>
      <Localized {...args} text={{ zh: '了解更多', en: 'Learn more' }} />
      <Localized {...args} variant="outline" text={{ zh: '立即购买', en: 'Buy now' }} />
    </DarkPanel>
  ),
};

function DarkPanel({ children }: { children: ReactNode }) {
  return (
    <StoryInverted padding="xxlarge">
      <Inline space="medium" wrap={false}>
        {children}
      </Inline>
    </StoryInverted>
  );
}
