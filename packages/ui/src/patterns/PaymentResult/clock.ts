/** A source of regular ticks; stories and tests pass one they advance by hand. */
export interface CountdownClock {
  /** Calls `tick` every `ms` milliseconds until the returned function is called. */
  every: (ms: number, tick: () => void) => () => void;
}

/** The browser's timer. */
export const systemClock: CountdownClock = {
  every: (ms, tick) => {
    const id = setInterval(tick, ms);
    return () => clearInterval(id);
  },
};

/** A clock that ticks only when told to: `advance(n)` runs n ticks at once. */
export function manualClock(): CountdownClock & { advance: (ticks?: number) => void; isRunning: () => boolean } {
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
