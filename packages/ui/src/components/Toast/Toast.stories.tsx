import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale, useSample } from '../../storybook/index.ts';
import { Button } from '../Button/Button.tsx';
import { ToastRegion } from './Toast.tsx';
import { clearToasts, MAX_VISIBLE_TOASTS, showToast, toastQueue, type ShowToastOptions } from './toastQueue.ts';
import { tones, type Tone } from '../../foundations/tone.ts';

/** Long enough that nothing closes before the screenshot. */
const STORY_TIMEOUT = 10 * 60 * 1000;

type Sample = { title: string; description?: string };

const samples: Record<Tone, { zh: Sample; en: Sample }> = {
  positive: {
    zh: { title: '支付成功', description: '20 GB 云容量已生效，有效期至 2027 年 11 月 21 日。' },
    en: { title: 'Payment received', description: '20 GB of cloud capacity is active until 21 November 2027.' },
  },
  caution: {
    zh: { title: '该场景已封存，无法删除', description: '请先扩容或续费解除封存后再操作。' },
    en: {
      title: 'This scene is archived and cannot be deleted',
      description: 'Expand or renew capacity to unseal it first.',
    },
  },
  critical: {
    zh: { title: '网络请求失败', description: '请检查网络连接后重试。' },
    en: { title: 'Network request failed', description: 'Check your connection and try again.' },
  },
  info: {
    zh: { title: '场景正在计算中', description: '计算完成后会出现在场景列表中，大约需要 10 分钟。' },
    en: {
      title: 'Your scene is being computed',
      description: 'It appears in the scene list when done, in about 10 minutes.',
    },
  },
};

interface DemoProps {
  tone: Tone;
  /** Milliseconds; the stories pass a long one so the screenshot is stable. */
  timeout?: number;
  long?: boolean;
}

function Demo({ tone, timeout = STORY_TIMEOUT, long = false }: DemoProps) {
  const sample = useSample(long ? longSample : samples[tone]);
  const label = useSample({ zh: '显示通知', en: 'Show notification' });
  const options: ShowToastOptions = { tone, ...sample, timeout };
  return (
    <>
      <Button variant="outline" tone="neutral" onPress={() => showToast(options)}>
        {label}
      </Button>
      <ToastRegion />
    </>
  );
}

const longSample = {
  zh: {
    title: '有 3 个场景因云容量不足已被封存，封存的场景无法查看、编辑和分享',
    description:
      '容量到期或超出后，最新生成的场景会被优先封存，数据保留一年。购买或升级容量直至覆盖全部场景数据、绑定会员相机，或删除部分场景后即可解除封存。',
  },
  en: {
    title: '3 scenes were archived because your cloud capacity ran out, and cannot be viewed, edited or shared',
    description:
      'The newest scenes are archived first and their data is kept for one year. Buy or upgrade capacity until it covers all scene data, bind a camera with membership, or delete scenes to unseal them.',
  },
};

const meta = {
  title: 'Components/Toast',
  component: Demo,
  args: { tone: 'positive' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
  // One app-wide queue: every story starts and ends with it empty.
  beforeEach: () => {
    clearToasts();
    return () => clearToasts();
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press the trigger by keyboard and wait for the toast of that tone. */
async function queueByKeyboard(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const trigger = within(canvasElement).getByRole('button');
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const toast = await body.findByRole('alertdialog');
  return { body, trigger, toast };
}

/**
 * Enter queues a toast in the "Notifications" region. Tab reaches the toast and its close button, whose label is
 * localized; Enter on it closes the toast and focus returns to the trigger. Queued again for the screenshot.
 */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const { body, trigger, toast } = await queueByKeyboard(canvasElement);
    await expect(body.getByRole('region', { name: en ? 'Notifications' : '通知' })).toContainElement(toast);
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    const close = within(toast).getByRole('button', { name: en ? 'Dismiss' : '关闭通知' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
  },
};

/** Polite tones announce through `role="status"`; only critical ones use `role="alert"`. */
function toneStory(tone: Tone): Story {
  return {
    args: { tone },
    play: async ({ canvasElement }) => {
      const { toast } = await queueByKeyboard(canvasElement);
      const expectedRole = tone === 'critical' ? 'alert' : 'status';
      await expect(within(toast).getByRole(expectedRole)).toHaveTextContent(toast.textContent ?? '');
      await expect(toast).toHaveAttribute('data-tone', tone);
    },
  };
}

export const SuccessToast = toneStory('positive');
export const WarningToast = toneStory('caution');
export const ErrorToast = toneStory('critical');
export const InfoToast = toneStory('info');

/** Four queued, three shown (newest on top); closing one brings the waiting one in. */
export const Stacked: Story = {
  render: () => <ToastRegion />,
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const body = within(canvasElement.ownerDocument.body);
    for (const tone of ['info', 'positive', 'caution', 'critical'] as const) {
      showToast({ tone, ...samples[tone][en ? 'en' : 'zh'], timeout: STORY_TIMEOUT });
    }
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(MAX_VISIBLE_TOASTS));
    await expect(toastQueue.visibleToasts.map((t) => t.content.tone)).toEqual(['critical', 'caution', 'positive']);
    const first = toastQueue.visibleToasts[0];
    if (first) toastQueue.close(first.key);
    await waitFor(() =>
      expect(toastQueue.visibleToasts.map((t) => t.content.tone)).toEqual(['caution', 'positive', 'info']),
    );
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(MAX_VISIBLE_TOASTS));
  },
};

export const LongText: Story = {
  args: { tone: 'caution', long: true },
  play: async ({ canvasElement }) => {
    await queueByKeyboard(canvasElement);
  },
};

/** Without a description: a single line. */
export const TitleOnly: Story = {
  render: () => <ToastRegion />,
  play: async ({ canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    showToast({
      tone: 'positive',
      title: storyLocale(globals) === 'en' ? 'Saved' : '保存成功',
      timeout: STORY_TIMEOUT,
    });
    await body.findByRole('alertdialog');
  },
};
