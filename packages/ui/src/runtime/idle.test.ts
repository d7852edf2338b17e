import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle.ts';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('whenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no idle callback: the timer fallback stands in for it.
    vi.stubGlobal('requestIdleCallback', undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setReadyState('complete');
  });

  it('waits for the load event while the page is loading, then for an idle moment', () => {
    setReadyState('loading');
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at the next idle moment once the page has loaded', () => {
    setReadyState('complete');
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before the load event and after it', () => {
    setReadyState('loading');
    const early = vi.fn();
    whenIdle(early)();
    window.dispatchEvent(new Event('load'));
    const late = vi.fn();
    setReadyState('complete');
    whenIdle(late)();
    vi.advanceTimersByTime(5000);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
