import type { Meta, StoryObj } from '@storybook/react-vite';
import { manualClock } from '../../runtime/clock.ts';
import { PAY_TYPE } from '@kankan/domain';
import { useState } from 'react';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { dialogOf, sampleQr, storyLocale, tabTo, useSample } from '../../storybook/index.ts';
import { PaymentDialog, type PaymentDialogProps } from './PaymentDialog.tsx';

type Args = Omit<PaymentDialogProps, 'accountName' | 'qrCode'> & { longAccount?: boolean };

function Demo({ longAccount = false, ...props }: Args) {
  const accountName = useSample(
    longAccount
      ? {
          zh: '上海光影空间设计有限公司市场部（张晓明）',
          en: 'marketing.department@shanghai-light-and-space-design.example.com',
        }
      : { zh: '138****6621', en: 'li.wen@example.com' },
  );
  return <PaymentDialog {...props} defaultOpen accountName={accountName} qrCode={sampleQr()} />;
}

const meta = {
  title: 'Patterns/PaymentDialog',
  component: Demo,
  args: {
    region: 'domestic',
    payType: PAY_TYPE.domesticWallet1,
    amount: 1290,
    status: 'waiting',
    onChangeMethod: fn(),
    onRetry: fn(),
    onPaid: fn(),
    onGoToProvider: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['creating', 'waiting', 'paid', 'failed', 'qrFailed'] },
    region: { control: 'inline-radio', options: ['domestic', 'international'] },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the WeChat Pay QR code; the arrow key switches to Alipay (the site then makes a new order). */
export const Playground: Story = {
  play: async ({ args, globals }) => {
    const dialog = await dialogOf();
    const en = storyLocale(globals) === 'en';
    const view = within(dialog);
    await expect(view.getByText('¥1,290')).toBeInTheDocument();
    await expect(view.getByRole('img')).toHaveAccessibleName(en ? 'WeChat Pay payment QR code' : '微信支付付款二维码');
    await tabTo(view.getByRole('radio', { name: en ? 'WeChat Pay' : '微信支付' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChangeMethod).toHaveBeenCalledWith(PAY_TYPE.domesticWallet2);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Escape closes the waiting dialog (it is not blocking): `onOpenChange(false)` lets the site stop polling. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await dialogOf();
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

/** Alipay chosen, waiting for the scan. */
export const WaitingAlipay: Story = {
  args: { payType: PAY_TYPE.domesticWallet2, amount: 387 },
  play: async ({ globals }) => {
    const dialog = await dialogOf();
    const en = storyLocale(globals) === 'en';
    await expect(within(dialog).getByRole('radio', { name: en ? 'Alipay' : '支付宝' })).toBeChecked();
    await expect(dialog).toHaveTextContent(en ? 'Open Alipay on your phone' : '打开手机支付宝');
  },
};

/**
 * The order is being created: a spinner, and the method cannot change meanwhile; the chosen method keeps the focus
 * (read-only, not disabled), so the arrow keys change nothing and Tab goes on to Cancel.
 */
export const Creating: Story = {
  args: { status: 'creating' },
  play: async ({ args, globals }) => {
    const dialog = await dialogOf();
    const view = within(dialog);
    const en = storyLocale(globals) === 'en';
    await expect(view.getByRole('status')).toHaveTextContent(en ? 'Creating your order…' : '正在创建订单…');
    await expect(view.queryByRole('img')).toBeNull();
    await expect(view.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
    const chosen = view.getByRole('radio', { name: en ? 'WeChat Pay' : '微信支付' });
    await tabTo(chosen);
    await userEvent.keyboard('{ArrowRight}');
    await expect(chosen).toBeChecked();
    await tabTo(view.getByRole('button', { name: en ? 'Cancel payment' : '取消支付' }));
    await expect(args.onChangeMethod).not.toHaveBeenCalled();
  },
};

/** The site's side of a change of method: a new order is made (`creating`), then its QR code shows. */
function ChangingDemo(props: Args) {
  const [payType, setPayType] = useState(props.payType);
  const [status, setStatus] = useState(props.status);
  return (
    <Demo
      {...props}
      payType={payType}
      status={status}
      onChangeMethod={(next) => {
        props.onChangeMethod(next);
        setPayType(next);
        setStatus('creating');
        setTimeout(() => setStatus('waiting'), 50);
      }}
    />
  );
}

/**
 * A change of method by keyboard keeps the focus on the method while the new order is made, so Escape still closes
 * the pop-up (and the site stops polling).
 */
export const ChangeMethodKeepsFocus: Story = {
  render: (args) => <ChangingDemo {...args} />,
  // It ends with the pop-up closed by Escape: an empty page; the dialog's look is the other stories'.
  parameters: { screenshot: false },
  play: async ({ canvasElement, args, globals }) => {
    const dialog = await dialogOf();
    const en = storyLocale(globals) === 'en';
    const view = within(dialog);
    await tabTo(view.getByRole('radio', { name: en ? 'WeChat Pay' : '微信支付' }));
    await userEvent.keyboard('{ArrowRight}');
    const alipay = view.getByRole('radio', { name: en ? 'Alipay' : '支付宝' });
    await expect(args.onChangeMethod).toHaveBeenCalledWith(PAY_TYPE.domesticWallet2);
    await waitFor(() => expect(view.getByRole('img')).toBeInTheDocument());
    await expect(alipay).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Paid: Done reports the success flag first, then closes the dialog through `onOpenChange(false)`. */
export const Paid: Story = {
  args: { status: 'paid' },
  play: async ({ canvasElement, args, globals }) => {
    const dialog = await dialogOf();
    const body = within(canvasElement.ownerDocument.body);
    const en = storyLocale(globals) === 'en';
    await expect(within(dialog).getByRole('status')).toHaveTextContent(en ? 'Payment successful' : '支付成功');
    await tabTo(within(dialog).getByRole('button', { name: en ? 'Done' : '完成' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onPaid).toHaveBeenCalledWith({ success: true });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // Done reports the payment before the dialog closes, so a caller knows why it closed.
    const [paid] = mocked(args.onPaid).mock.invocationCallOrder;
    const [closed] = args.onOpenChange ? mocked(args.onOpenChange).mock.invocationCallOrder : [];
    await expect(paid ?? Infinity).toBeLessThan(closed ?? 0);
  },
};

/** The success screen as the user sees it. */
export const PaidScreen: Story = {
  args: { status: 'paid' },
  play: async () => {
    const dialog = await dialogOf();
    await expect(within(dialog).queryByRole('radio')).toBeNull();
  },
};

/** The payment failed: the error and Try again. */
export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ args, globals }) => {
    const dialog = await dialogOf();
    const en = storyLocale(globals) === 'en';
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(en ? 'Payment failed' : '支付失败');
    await tabTo(within(dialog).getByRole('button', { name: en ? 'Try again' : '重试' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The QR code could not be fetched (client message 2). */
export const QrFailed: Story = {
  args: { status: 'qrFailed' },
  play: async ({ args, globals }) => {
    const dialog = await dialogOf();
    const en = storyLocale(globals) === 'en';
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      en ? "We couldn't get the payment QR code. Please try again." : '获取支付二维码失败，请重试',
    );
    await tabTo(within(dialog).getByRole('button', { name: en ? 'Try again' : '重试' }));
    await userEvent.keyboard(' ');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Abroad camera or English mode: PayPal in US dollars, a warning, no QR code; Continue hands over. */
export const International: Story = {
  // A clock only the story moves: the capture shows the countdown's start whatever the machine's speed.
  args: { region: 'international', payType: PAY_TYPE.international, amount: 190, clock: manualClock() },
  play: async ({ args, globals }) => {
    const dialog = await dialogOf();
    const en = storyLocale(globals) === 'en';
    const view = within(dialog);
    await expect(view.getByText('US$190')).toBeInTheDocument();
    await expect(view.getAllByRole('radio')).toHaveLength(1);
    await expect(view.queryByRole('img')).toBeNull();
    await tabTo(view.getByRole('button', { name: en ? 'Continue to PayPal' : '继续前往 PayPal' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onGoToProvider).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A long account name wraps inside the 680 px dialog. */
export const LongAccount: Story = {
  args: { longAccount: true, amount: 125990 },
  play: async () => {
    const dialog = await dialogOf();
    await expect(dialog.getBoundingClientRect().width).toBe(680);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
