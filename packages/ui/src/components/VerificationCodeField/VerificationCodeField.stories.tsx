import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { playInvalid, sampledField, storyLocale } from '../../storybook/index.ts';
import { manualClock } from '../../runtime/clock.ts';
import { VerificationCodeField } from './VerificationCodeField.tsx';

/** A clock that moves only when the play function says so: screenshots never depend on wall time. */
function storyClock() {
  const clock = manualClock();
  /** Ticks once the countdown is waiting for a tick (React has run its effect). */
  const tick = async () => {
    await waitFor(() => expect(clock.isRunning()).toBe(true));
    clock.advance();
  };
  return { clock, tick };
}

const Localized = sampledField(VerificationCodeField, '400px');

const code = {
  zh: { label: '验证码', placeholder: '请输入短信验证码' },
  en: { label: 'Verification code', placeholder: 'Enter the code from the text message' },
};

const labels = {
  zh: { send: '获取验证码', resend: '重新获取', counting: (s: number) => `${s} 秒后重新获取` },
  en: { send: 'Send code', resend: 'Resend', counting: (s: number) => `Resend in ${s} s` },
};

const meta = {
  title: 'Components/VerificationCodeField',
  component: VerificationCodeField,
  args: { canSend: true, onSend: fn(), onChange: fn(), maxLength: 6 },
} satisfies Meta<typeof VerificationCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const playgroundClock = storyClock();

/** By keyboard: Send, then focus is back in the input for the code, and the button counts down. */
export const Playground: Story = {
  args: { clock: playgroundClock.clock },
  render: (args) => <Localized {...args} sample={code} />,
  play: async ({ canvasElement, args, globals }) => {
    const text = labels[storyLocale(globals)];
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const send = canvas.getByRole('button', { name: text.send });
    await expect(send).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: text.counting(60) })).toBeDisabled());
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('482913');
    await expect(args.onChange).toHaveBeenLastCalledWith('482913');
  },
};

/** The account (phone or e-mail) is not valid yet: the button is disabled and nothing can be sent. */
export const CannotSendYet: Story = {
  args: { canSend: false },
  render: (args) => <Localized {...args} sample={code} />,
  play: async ({ canvasElement, args, globals }) => {
    const send = within(canvasElement).getByRole('button', { name: labels[storyLocale(globals)].send });
    await expect(send).toBeDisabled();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

const runningClock = storyClock();

/** Eighteen seconds into the countdown (the clock is advanced by the play function, not by time). */
export const CountdownRunning: Story = {
  args: { clock: runningClock.clock },
  render: (args) => <Localized {...args} sample={code} />,
  play: async ({ canvasElement, globals }) => {
    const text = labels[storyLocale(globals)];
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: text.counting(60) })).toBeDisabled());
    for (let second = 59; second >= 42; second -= 1) {
      await runningClock.tick();
      await waitFor(() => expect(canvas.getByRole('button', { name: text.counting(second) })).toBeDisabled());
    }
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyLocale(globals) === 'en'
        ? 'Code sent. You can request a new one in 60 seconds.'
        : '验证码已发送，60 秒后可重新获取。',
    );
  },
};

const finishedClock = storyClock();

/** The last second runs out: "Resend" is enabled again, announced once, and sends by keyboard. */
export const CountdownFinished: Story = {
  args: { clock: finishedClock.clock, initialSecondsLeft: 1 },
  render: (args) => <Localized {...args} sample={code} />,
  play: async ({ canvasElement, args, globals }) => {
    const text = labels[storyLocale(globals)];
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: text.counting(1) })).toBeDisabled();
    await finishedClock.tick();
    const resend = await canvas.findByRole('button', { name: text.resend });
    await expect(resend).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyLocale(globals) === 'en' ? 'You can request a new code now.' : '现在可以重新获取验证码。',
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(resend).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    // Back to the first second for a stable screenshot of the "finished" state.
    await finishedClock.tick();
    await waitFor(() => expect(canvas.getByRole('button', { name: text.counting(59) })).toBeDisabled());
    for (let second = 58; second >= 0; second -= 1) await finishedClock.tick();
    await waitFor(() => expect(canvas.getByRole('button', { name: text.resend })).toBeEnabled());
  },
};

const wrongCode = {
  zh: { label: '验证码', errorMessage: '验证码错误，请重新输入' },
  en: { label: 'Verification code', errorMessage: 'Wrong verification code. Please enter it again.' },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: '48291' },
  render: (args) => <Localized {...args} sample={wrongCode} />,
  play: playInvalid('textbox', wrongCode),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args) => <Localized {...args} sample={code} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const LongChinese: Story = {
  args: { isRequired: true },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: {
          label: '邮箱验证码（用于确认账号归属并完成注册）',
          description: '验证码已发送至您的邮箱，10 分钟内有效；如未收到，请检查垃圾邮件文件夹或稍后重新获取',
        },
        en: {
          label: '邮箱验证码（用于确认账号归属并完成注册）',
          description: '验证码已发送至您的邮箱，10 分钟内有效；如未收到，请检查垃圾邮件文件夹或稍后重新获取',
        },
      }}
    />
  ),
};

export const LongEnglish: Story = {
  args: { isRequired: true },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: {
          label: 'E-mail verification code (confirms the account is yours)',
          description:
            'The code was sent to your e-mail address and is valid for 10 minutes; if it has not arrived, check your spam folder or request a new one',
        },
        en: {
          label: 'E-mail verification code (confirms the account is yours)',
          description:
            'The code was sent to your e-mail address and is valid for 10 minutes; if it has not arrived, check your spam folder or request a new one',
        },
      }}
    />
  ),
};

/**
 * While the request is on its way the button shows a spinner and ignores further presses. Kept last: react-aria
 * announces the pending button through a live region that outlives the story for seven seconds and would point
 * axe at a button that no longer exists in the next story.
 */
export const Sending: Story = {
  args: { onSend: fn(() => new Promise<void>(() => undefined)) },
  render: (args) => <Localized {...args} sample={code} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('progressbar', { name: storyLocale(globals) === 'en' ? 'Loading' : '加载中' });
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};
