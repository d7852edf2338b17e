import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@kankan/i18n';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOADING_DELAY, LoadingOverlay } from './LoadingOverlay.tsx';
import { LoadingTracker } from './loadingTracker.ts';

function wrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

beforeAll(async () => {
  await activateLocale('en');
});

describe('LoadingTracker', () => {
  it('counts overlapping work and ignores a second end of the same work', () => {
    const tracker = new LoadingTracker();
    const listener = vi.fn();
    tracker.subscribe(listener);
    const endA = tracker.start();
    const endB = tracker.start();
    expect(tracker.getCount()).toBe(2);
    endA();
    endA();
    expect(tracker.getCount()).toBe(1);
    endB();
    expect(tracker.getCount()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('tracks a promise until it settles, also when it rejects', async () => {
    const tracker = new LoadingTracker();
    let reject: (reason: Error) => void = () => undefined;
    const work = tracker.track(new Promise<never>((_, fail) => (reject = fail)));
    expect(tracker.getCount()).toBe(1);
    reject(new Error('network'));
    await expect(work).rejects.toThrow('network');
    expect(tracker.getCount()).toBe(0);
  });

  it('takes a count from a source that counts by itself, never below zero', () => {
    const tracker = new LoadingTracker();
    tracker.setCount(3);
    expect(tracker.getCount()).toBe(3);
    tracker.setCount(-1);
    expect(tracker.getCount()).toBe(0);
  });
});

describe('LoadingOverlay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const overlay = () => screen.queryByRole('dialog', { name: 'Loading' });

  it('shows only after the delay while work is in flight, and hides when the count is back to 0', () => {
    const tracker = new LoadingTracker();
    render(<LoadingOverlay tracker={tracker} />, { wrapper });
    let end: () => void = () => undefined;
    act(() => {
      end = tracker.start();
    });
    act(() => vi.advanceTimersByTime(DEFAULT_LOADING_DELAY - 1));
    expect(overlay()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(overlay()).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    act(() => end());
    expect(overlay()).toBeNull();
  });

  it('never shows for work shorter than the delay', () => {
    const tracker = new LoadingTracker();
    render(<LoadingOverlay tracker={tracker} delay={300} />, { wrapper });
    act(() => {
      const end = tracker.start();
      vi.advanceTimersByTime(200);
      end();
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(overlay()).toBeNull();
  });

  it('restarts the delay for the next piece of work', () => {
    const tracker = new LoadingTracker();
    render(<LoadingOverlay tracker={tracker} delay={300} />, { wrapper });
    act(() => {
      const end = tracker.start();
      vi.advanceTimersByTime(250);
      end();
    });
    act(() => {
      tracker.start();
    });
    act(() => vi.advanceTimersByTime(100));
    expect(overlay()).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(overlay()).not.toBeNull();
  });

  it('follows a count passed by the caller, at once with delay 0', () => {
    const { rerender } = render(<LoadingOverlay count={0} delay={0} />, { wrapper });
    expect(overlay()).toBeNull();
    rerender(<LoadingOverlay count={2} delay={0} />);
    expect(overlay()).not.toBeNull();
    rerender(<LoadingOverlay count={0} delay={0} />);
    expect(overlay()).toBeNull();
  });
});
