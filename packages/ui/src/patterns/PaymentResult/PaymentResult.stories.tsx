import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAY_ORDER_TYPE, paymentResultDestination } from '@kankan/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale, tabTo } from '../../storybook/index.ts';
import { manualClock } from '../../runtime/clock.ts';
import { PaymentResult, type PaymentResultProps } from './PaymentResult.tsx';

/** One hand-driven clock per rendered story, reachable from its play function. */
const clocks = new WeakMap<HTMLElement, ReturnType<typeof manualClock>>();

function Demo(props: Omit<PaymentResultProps, 'clock'>) {
  const [clock] = useState(manualClock);
  return (
    <div
      data-clock-holder=""
      ref={(node) => {
        if (node) clocks.set(node, clock);
      }}
    >
      <PaymentResult {...props} clock={clock} />
    </div>
  );
}

function clockOf(canvasElement: HTMLElement) {
  const holder = canvasElement.querySelector('[data-clock-holder]');
  const clock = holder ? clocks.get(holder as HTMLElement) : undefined;
  if (!clock) throw new Error('no clock');
  return clock;
}

const meta = {
  title: 'Patterns/PaymentResult',
  component: Demo,
  args: { isSuccess: true, type: PAY_ORDER_TYPE.storage, onRedirect: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: Object.values(PAY_ORDER_TYPE) },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The places the screen goes to, as its countdown and buttons name them. */
const places = {
  zh: { cameras: '我的相机', orders: '我的订单', downloads: '下载专区' },
  en: { cameras: 'My cameras', orders: 'My orders', downloads: 'Download area' },
} as const;

/**
 * The result for what `type` paid for (and whether it went through, `isSuccess`): the countdown to the place that
 * type leads to is announced and ticks down; Tab reaches "Go to … now" and Enter goes there at once. The screen goes
 * only once: the countdown stops, and its end moves nothing again.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const clock = clockOf(canvasElement);
    const destination = paymentResultDestination(args.type);
    const place = places[storyLocale(globals)][destination];
    const heading = args.isSuccess ? (en ? 'Payment successful' : '支付成功') : en ? 'Payment failed' : '支付失败';
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(en ? `Going to ${place} in 5 s.` : `5 秒后前往${place}`),
    );
    clock.advance(1);
    await waitFor(() =>
      expect(canvasElement).toHaveTextContent(en ? `Going to ${place} in 4 s` : `4 秒后前往${place}`),
    );
    await tabTo(canvas.getByRole('button', { name: en ? `Go to ${place} now` : `立即前往${place}` }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onRedirect).toHaveBeenCalledWith(destination);
    await expect(canvas.queryByRole('button', { name: en ? 'Stay on this page' : '留在此页' })).toBeNull();
    clock.advance(5);
    await expect(args.onRedirect).toHaveBeenCalledTimes(1);
  },
};

/** A storage plan paid: five seconds to my cameras, announced at the start; two ticks later three are left. */
export const SuccessCountdown: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const clock = clockOf(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(en ? 'Payment successful' : '支付成功');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(en ? 'Going to My cameras in 5 s.' : '5 秒后前往我的相机'),
    );
    clock.advance(2);
    await waitFor(() =>
      expect(canvasElement).toHaveTextContent(en ? 'Going to My cameras in 3 s' : '3 秒后前往我的相机'),
    );
    // The status is not re-announced every second.
    await expect(canvas.getByRole('status')).toHaveTextContent(en ? 'in 5 s.' : '5 秒后');
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

/** At zero the screen moves on by itself, once, and says so. */
export const SuccessRedirects: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const clock = clockOf(canvasElement);
    clock.advance(5);
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledWith('cameras'));
    await expect(canvas.getByRole('status')).toHaveTextContent(en ? 'Going to My cameras now.' : '正在前往我的相机');
    clock.advance(3);
    await expect(args.onRedirect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(clock.isRunning()).toBe(false));
  },
};

/** Shop goods paid: the button goes to my orders at once, by keyboard. */
export const SuccessGoToOrdersNow: Story = {
  args: { type: PAY_ORDER_TYPE.goods },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: en ? 'Go to My orders now' : '立即前往我的订单' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onRedirect).toHaveBeenCalledWith('orders');
    clockOf(canvasElement).advance(5);
    await expect(args.onRedirect).toHaveBeenCalledTimes(1);
  },
};

/** A membership payment failed: the failure screen counts down to my orders. */
export const Failure: Story = {
  args: { isSuccess: false, type: PAY_ORDER_TYPE.membership },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(en ? 'Payment failed' : '支付失败');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(en ? 'Going to My orders in 5 s.' : '5 秒后前往我的订单'),
    );
    clockOf(canvasElement).advance(1);
    await waitFor(() => expect(canvasElement).toHaveTextContent(en ? 'in 4 s' : '4 秒后'));
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

/** "Stay on this page" stops the countdown: nothing moves on, the other buttons still work. */
export const StayOnPage: Story = {
  args: { isSuccess: false, type: PAY_ORDER_TYPE.points },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: en ? 'Stay on this page' : '留在此页' }));
    await userEvent.keyboard('{Enter}');
    clockOf(canvasElement).advance(10);
    await expect(args.onRedirect).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      en ? 'Countdown stopped. You stay on this page.' : '倒计时已停止',
    );
    await expect(canvas.queryByText(en ? /Going to My cameras in/ : /秒后前往/, { selector: 'p' })).toBeNull();
    await tabTo(canvas.getByRole('button', { name: en ? 'Go to My orders' : '前往我的订单' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onRedirect).toHaveBeenCalledWith('orders');
  },
};

/** A scene download paid: the countdown goes to the download area, and the other button to my orders. */
export const DownloadPaid: Story = {
  args: { type: PAY_ORDER_TYPE.download },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        en ? 'Going to Download area in 5 s.' : '5 秒后前往下载专区',
      ),
    );
    await tabTo(canvas.getByRole('button', { name: en ? 'Go to My orders' : '前往我的订单' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onRedirect).toHaveBeenCalledWith('orders');
  },
};

/** A scene download not paid: the failure says where to pay it again, and the countdown goes there. */
export const DownloadFailed: Story = {
  args: { isSuccess: false, type: PAY_ORDER_TYPE.download },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(canvasElement).toHaveTextContent(en ? 'pay the download again from the download area' : '下载专区');
    clockOf(canvasElement).advance(5);
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledWith('downloads'));
  },
};
