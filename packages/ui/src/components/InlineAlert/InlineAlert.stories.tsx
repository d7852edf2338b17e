import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryWidth, useSample } from '../../storybook/index.ts';
import { Button } from '../Button/Button.tsx';
import { tones, type Tone } from '../../foundations/tone.ts';
import { InlineAlert, type InlineAlertProps } from './InlineAlert.tsx';
import { Stack } from '../Stack/Stack.tsx';

type Sample = { title?: string; body: string; action?: string };

const samples: Record<Tone, { zh: Sample; en: Sample }> = {
  info: {
    zh: { title: '发票说明', body: '发票信息只能保存一次，开票后 7 天内可修改。' },
    en: { title: 'About invoices', body: 'Invoice details can be saved once and edited within 7 days after delivery.' },
  },
  positive: {
    zh: { title: '相机已绑定', body: '相机 4DKKPRO_A1B2C3 已绑定到你的账户，新拍摄的场景会自动上传。' },
    en: {
      title: 'Camera bound',
      body: 'Camera 4DKKPRO_A1B2C3 is bound to your account; new scenes upload automatically.',
    },
  },
  caution: {
    zh: {
      title: '云容量即将用完',
      body: '已使用 18 GB / 共 20 GB。容量用完后，新上传的场景将被封存。',
      action: '扩容',
    },
    en: {
      title: 'Cloud capacity almost full',
      body: '18 GB of 20 GB used. Once it is full, newly uploaded scenes are archived.',
      action: 'Expand',
    },
  },
  critical: {
    zh: { title: '支付失败', body: '订单未完成支付，请重新获取二维码后再试。', action: '重试' },
    en: { title: 'Payment failed', body: 'The order was not paid. Get a new QR code and try again.', action: 'Retry' },
  },
};

interface DemoProps extends Omit<InlineAlertProps, 'children' | 'title' | 'action'> {
  sample: { zh: Sample; en: Sample };
  onAction?: () => void;
}

function Demo({ sample, onAction, ...props }: DemoProps) {
  const text = useSample(sample);
  return (
    <InlineAlert
      {...props}
      title={text.title}
      action={
        text.action ? (
          <Button size="small" variant="outline" tone="neutral" onPress={onAction}>
            {text.action}
          </Button>
        ) : undefined
      }
    >
      {text.body}
    </InlineAlert>
  );
}

const meta = {
  title: 'Components/InlineAlert',
  component: Demo,
  args: { tone: 'info', sample: samples.info, onAction: fn() },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AllTones: Story = {
  render: (args) => (
    <StoryWidth width="containerNarrow">
      <Stack space="medium">
        {tones.map((tone) => (
          <Demo key={tone} {...args} tone={tone} sample={samples[tone]} />
        ))}
      </Stack>
    </StoryWidth>
  ),
};

/** The action is an ordinary button: Tab reaches it, Enter runs it. */
export const WithAction: Story = {
  args: { tone: 'caution', sample: samples.caution },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

/** Shown after the page loaded (a failed payment): announced at once through `role="alert"`. */
export const LiveCritical: Story = {
  args: { tone: 'critical', sample: samples.critical, isLive: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/./);
  },
};

/** Positive news that appears later is polite: `role="status"`. */
export const LivePositive: Story = {
  args: { tone: 'positive', sample: samples.positive, isLive: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/./);
  },
};

export const WithoutTitle: Story = {
  args: {
    sample: {
      zh: { body: '国际支付不会自动刷新订单状态，支付完成后请返回本页查看。' },
      en: { body: 'International payments do not refresh the order status: come back to this page after paying.' },
    },
  },
};

export const LongText: Story = {
  args: {
    tone: 'caution',
    sample: {
      zh: {
        title: '有 3 个场景因云容量不足已被封存，封存的场景无法查看、编辑和分享',
        body: '容量到期或超出后，最新生成的场景会被优先封存，数据保留一年。购买或升级容量直至覆盖全部场景数据、绑定会员相机，或删除部分场景（不可恢复）后即可解除封存。',
        action: '购买云容量',
      },
      en: {
        title: '3 scenes were archived because your cloud capacity ran out, and cannot be viewed, edited or shared',
        body: 'The most recently generated scenes are archived first and their data is kept for one year. Buy or upgrade capacity until it covers all scene data, bind a camera with membership, or delete scenes (irreversible) to unseal them.',
        action: 'Buy cloud capacity',
      },
    },
  },
};
