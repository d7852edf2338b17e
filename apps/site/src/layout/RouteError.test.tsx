import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@kankan/i18n';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteError.tsx';

beforeAll(() => activateLocale('en'));

function Broken({ failing }: { failing: boolean }): string {
  if (failing) throw new Error('the page chunk did not load');
  return 'the page';
}

function Harness() {
  const [path, setPath] = useState('/cases');
  return (
    <I18nProvider i18n={i18n}>
      <button type="button" onClick={() => setPath('/news')}>
        open news
      </button>
      <RouteErrorBoundary resetKey={path}>
        <Broken failing={path === '/cases'} />
      </RouteErrorBoundary>
    </I18nProvider>
  );
}

describe('the error screen', () => {
  const original = window.location;
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: original });
    vi.restoreAllMocks();
  });

  it('replaces a page that fails, reloads the document on "Load again" and tries again at another address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    const user = userEvent.setup();
    render(<Harness />);

    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be opened' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Load again' }));
    expect(reload).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'open news' }));
    expect(screen.queryByRole('heading', { name: 'This page could not be opened' })).not.toBeInTheDocument();
    expect(screen.getByText('the page')).toBeInTheDocument();
  });
});
