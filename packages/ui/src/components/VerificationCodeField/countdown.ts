import { useCallback, useEffect, useState } from 'react';

/** Length of the resend countdown. The spec leaves it open (section 9); 60 s is the common choice for SMS codes. */
export const DEFAULT_RESEND_SECONDS = 60;

/**
 * The timer the countdown uses. Defaults to the window's timers (looked up on each call, so fake timers in tests
 * apply); stories pass a manual clock so screenshots never depend on wall time.
 */
export interface CountdownClock {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export const systemClock: CountdownClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export interface Countdown {
  /** Whole seconds left; 0 when not running. */
  secondsLeft: number;
  running: boolean;
  start: (seconds: number) => void;
}

/**
 * A one-second countdown driven by a React effect: every change of `secondsLeft` schedules the next tick and the
 * effect's clean-up cancels it, so unmounting or restarting never leaves a timer behind.
 */
export function useCountdown(initialSecondsLeft = 0, clock: CountdownClock = systemClock): Countdown {
  const [secondsLeft, setSecondsLeft] = useState(() => Math.max(0, Math.floor(initialSecondsLeft)));

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const handle = clock.setTimeout(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clock.clearTimeout(handle);
  }, [secondsLeft, clock]);

  const start = useCallback((seconds: number) => setSecondsLeft(Math.max(0, Math.floor(seconds))), []);
  return { secondsLeft, running: secondsLeft > 0, start };
}
