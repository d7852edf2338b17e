import { useSyncExternalStore } from 'react';

/**
 * Counts work in flight (API calls, uploads). `LoadingOverlay` shows while the count is above zero, so overlapping
 * calls keep one overlay up until the last one ends.
 */
export class LoadingTracker {
  private count = 0;
  private readonly listeners = new Set<() => void>();

  /** Current number of unfinished pieces of work. */
  getCount = (): number => this.count;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Marks one piece of work as started; call the returned function once when it ends (extra calls are ignored). */
  start(): () => void {
    this.set(this.count + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.set(this.count - 1);
    };
  }

  /** Counts a promise while it is pending, whether it resolves or rejects. */
  async track<T>(work: Promise<T>): Promise<T> {
    const end = this.start();
    try {
      return await work;
    } finally {
      end();
    }
  }

  /** Forgets all work in flight (after a logout or a hard navigation). */
  reset(): void {
    this.set(0);
  }

  /**
   * Takes the count from a source that counts by itself, e.g. the API client's `onLoading(inFlight)`:
   * `createApiClient({ onLoading: loadingTracker.setCount })`.
   */
  setCount = (inFlight: number): void => {
    this.set(inFlight);
  };

  private set(next: number): void {
    const count = Math.max(0, next);
    if (count === this.count) return;
    this.count = count;
    for (const listener of this.listeners) listener();
  }
}

/** The app's one tracker: the API client counts its calls here unless a call asks to hide loading. */
export const loadingTracker = new LoadingTracker();

export function useLoadingCount(tracker: LoadingTracker = loadingTracker): number {
  return useSyncExternalStore(tracker.subscribe, tracker.getCount, tracker.getCount);
}
