import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@kankan/i18n';
import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './Toast.tsx';
import {
  clearToasts,
  createToastQueue,
  DEFAULT_TOAST_TIMEOUT,
  dismissToast,
  MAX_VISIBLE_TOASTS,
  showToast,
  toastQueue,
} from './toastQueue.ts';

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
  act(() => clearToasts());
  vi.useRealTimers();
});

const titles = (queue = toastQueue) => queue.visibleToasts.map((toast) => toast.content.title);

describe('toast queue', () => {
  it('closes a toast after the default 5000 ms', () => {
    const onClose = vi.fn();
    render(<ToastRegion />, { wrapper });
    act(() => {
      showToast({ tone: 'positive', title: 'Saved', onClose });
    });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_TIMEOUT - 1));
    expect(screen.queryByRole('alertdialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('honours a caller timeout, and 0 keeps the toast until it is closed', () => {
    render(<ToastRegion />, { wrapper });
    let persistent = '';
    act(() => {
      showToast({ tone: 'info', title: 'Short', timeout: 1000 });
      persistent = showToast({ tone: 'critical', title: 'Stays', timeout: 0 });
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(titles()).toEqual(['Stays']);
    act(() => vi.advanceTimersByTime(60 * 60 * 1000));
    expect(titles()).toEqual(['Stays']);
    act(() => dismissToast(persistent));
    expect(titles()).toEqual([]);
  });

  it(`shows at most ${MAX_VISIBLE_TOASTS}, newest first, and lets a waiting one in when one closes`, () => {
    render(<ToastRegion />, { wrapper });
    act(() => {
      for (const title of ['one', 'two', 'three', 'four']) showToast({ tone: 'info', title, timeout: 0 });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(titles()).toEqual(['four', 'three', 'two']);
    const newest = toastQueue.visibleToasts[0];
    act(() => {
      if (newest) dismissToast(newest.key);
    });
    expect(titles()).toEqual(['three', 'two', 'one']);
  });

  it('a toast waiting in the queue starts its timer only when it shows', () => {
    const queue = createToastQueue(1);
    render(<ToastRegion queue={queue} />, { wrapper });
    act(() => {
      showToast({ tone: 'info', title: 'waiting', timeout: 1000 }, queue);
      showToast({ tone: 'info', title: 'shown', timeout: 0 }, queue);
    });
    expect(titles(queue)).toEqual(['shown']);
    act(() => vi.advanceTimersByTime(5000));
    const shown = queue.visibleToasts[0];
    act(() => {
      if (shown) dismissToast(shown.key, queue);
    });
    expect(titles(queue)).toEqual(['waiting']);
    act(() => vi.advanceTimersByTime(999));
    expect(titles(queue)).toEqual(['waiting']);
    act(() => vi.advanceTimersByTime(1));
    expect(titles(queue)).toEqual([]);
  });

  it('announces critical toasts assertively and the other tones politely, with a localized close button', () => {
    render(<ToastRegion />, { wrapper });
    act(() => {
      showToast({ tone: 'critical', title: 'Network request failed', timeout: 0 });
      showToast({ tone: 'caution', title: 'Archived', description: 'Cannot delete', timeout: 0 });
    });
    const [warning, error] = screen.getAllByRole('alertdialog');
    if (!warning || !error) throw new Error('expected two toasts');
    expect(within(error).getByRole('alert')).toHaveTextContent('Network request failed');
    expect(within(warning).getByRole('status')).toHaveTextContent('ArchivedCannot delete');
    expect(within(warning).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(warning);
  });
});
