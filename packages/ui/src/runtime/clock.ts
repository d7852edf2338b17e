/**
 * A source of regular ticks, for the countdowns of the ui (the verification code's resend button, the payment
 * result's return to the account area). Stories and tests pass a `manualClock()`, so what they show never depends on
 * wall time.
 */
export interface Clock {
  /** Calls `tick` every `ms` milliseconds until the returned function is called. */
  every: (ms: number, tick: () => void) => () => void;
}

/** The browser's timer (looked up on each call, so a test's fake timers apply). */
export const systemClock: Clock = {
  every: (ms, tick) => {
    const id = globalThis.setInterval(tick, ms);
    return () => globalThis.clearInterval(id);
  },
};

/** A clock that ticks only when told to: `advance(n)` runs n ticks at once; `isRunning()` tells whether a countdown waits for one. */
export function manualClock(): Clock & { advance: (ticks?: number) => void; isRunning: () => boolean } {
  let current: (() => void) | null = null;
  return {
    every: (_ms, tick) => {
      current = tick;
      return () => {
        if (current === tick) current = null;
      };
    },
    advance: (ticks = 1) => {
      for (let i = 0; i < ticks; i += 1) current?.();
    },
    isRunning: () => current !== null,
  };
}
