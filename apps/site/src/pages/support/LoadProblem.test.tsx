import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@kankan/i18n';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LoadProblem } from './LoadProblem.tsx';

beforeAll(() => activateLocale('en'));

describe('LoadProblem', () => {
  it("shows the server's message and calls its retry without arguments, so a query's refetch can be passed as it is", async () => {
    const onRetry = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <LoadProblem error={new Error('The service is busy.')} onRetry={onRetry} />
      </I18nProvider>,
    );
    expect(screen.getByText('The service is busy.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onRetry).toHaveBeenCalledWith();
  });
});
