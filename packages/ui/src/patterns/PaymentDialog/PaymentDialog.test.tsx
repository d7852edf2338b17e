import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@kankan/i18n';
import { PAY_TYPE } from '@kankan/domain';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../runtime/clock.ts';
import { PaymentDialog } from './PaymentDialog.tsx';

beforeAll(async () => {
  await activateLocale('en');
});
afterEach(cleanup);

function renderInternational(onGoToProvider: () => void, clock: ReturnType<typeof manualClock>) {
  render(
    <I18nProvider i18n={i18n}>
      <PaymentDialog
        defaultOpen
        accountName="demo"
        region="international"
        payType={PAY_TYPE.international}
        amount={84}
        status="waiting"
        onChangeMethod={vi.fn()}
        onRetry={vi.fn()}
        onPaid={vi.fn()}
        onGoToProvider={onGoToProvider}
        clock={clock}
      />
    </I18nProvider>,
  );
}

describe('PaymentDialog with the international provider', () => {
  it('keeps Continue as the fallback, which goes at once and only once', async () => {
    const clock = manualClock();
    const onGoToProvider = vi.fn();
    renderInternational(onGoToProvider, clock);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to PayPal' }));
    expect(onGoToProvider).toHaveBeenCalledOnce();
    act(() => clock.advance(5));
    expect(onGoToProvider).toHaveBeenCalledOnce();
  });

  it('goes to PayPal by itself after a visible countdown, announced once', async () => {
    const clock = manualClock();
    const onGoToProvider = vi.fn();
    renderInternational(onGoToProvider, clock);
    expect(await screen.findByText(/Going to PayPal in 5 s/)).toBeTruthy();
    expect((await screen.findByText('Going to PayPal in 5 s.')).getAttribute('role')).toBe('status');
    act(() => clock.advance(4));
    expect(screen.getByText(/Going to PayPal in 1 s/)).toBeTruthy();
    expect(onGoToProvider).not.toHaveBeenCalled();
    act(() => clock.advance(1));
    expect(onGoToProvider).toHaveBeenCalledOnce();
  });
});
