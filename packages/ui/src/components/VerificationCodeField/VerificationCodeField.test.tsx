import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@kankan/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { VerificationCodeField } from './VerificationCodeField.tsx';

function wrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(props: Partial<Parameters<typeof VerificationCodeField>[0]> = {}) {
  const onSend = vi.fn<() => unknown>();
  render(<VerificationCodeField label="Code" canSend onSend={onSend} {...props} />, { wrapper });
  return { onSend };
}

/**
 * A press through a click event (react-aria treats it as a virtual click). user-event waits on timers of its own,
 * which deadlocks under fake timers, so the tests press this way.
 */
async function press(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

async function tick(seconds: number) {
  for (let i = 0; i < seconds; i += 1) {
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
  }
}

describe('VerificationCodeField countdown', () => {
  it('sends once, counts down every second, then offers Resend', async () => {
    const { onSend } = setup({ resendSeconds: 3 });
    await press(screen.getByRole('button', { name: 'Send code' }));
    expect(onSend).toHaveBeenCalledOnce();
    const counting = screen.getByRole('button', { name: 'Resend in 3 s' });
    expect(counting).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus();

    await tick(1);
    expect(screen.getByRole('button', { name: 'Resend in 2 s' })).toBeDisabled();
    await tick(2);
    const resend = screen.getByRole('button', { name: 'Resend' });
    expect(resend).toBeEnabled();

    await press(resend);
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Resend in 3 s' })).toBeDisabled();
  });

  it('defaults to 60 seconds', async () => {
    setup();
    await press(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    await tick(59);
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    await tick(1);
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('announces only the start and the end of the countdown', async () => {
    setup({ resendSeconds: 5 });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await press(screen.getByRole('button', { name: 'Send code' }));
    const started = 'Code sent. You can request a new one in 5 seconds.';
    expect(status).toHaveTextContent(started);
    await tick(4);
    expect(status).toHaveTextContent(started);
    await tick(1);
    expect(status).toHaveTextContent('You can request a new code now.');
  });

  it('stays disabled and sends nothing until the account is valid', async () => {
    const { onSend } = setup({ canSend: false });
    const button = screen.getByRole('button', { name: 'Send code' });
    expect(button).toBeDisabled();
    await press(button);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('shows a pending state while the request runs and starts counting only when it succeeds', async () => {
    let resolve: (sent: boolean) => void = () => undefined;
    const { onSend } = setup({ resendSeconds: 10 });
    onSend.mockReturnValueOnce(new Promise<boolean>((r) => (resolve = r)));
    await press(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => resolve(true));
    expect(screen.getByRole('button', { name: 'Resend in 10 s' })).toBeDisabled();
  });

  it('starts no countdown when sending fails or is refused, so the user can try again', async () => {
    const { onSend } = setup();
    onSend.mockRejectedValueOnce(new Error('network')).mockReturnValueOnce(false);
    await press(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    await press(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('can start mid-countdown and leaves no timer behind when unmounted', async () => {
    const onSend = vi.fn();
    const { unmount } = render(<VerificationCodeField label="Code" canSend onSend={onSend} initialSecondsLeft={2} />, {
      wrapper,
    });
    expect(screen.getByRole('button', { name: 'Resend in 2 s' })).toBeDisabled();
    await tick(2);
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('You can request a new code now.');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
