import { useCallback, useEffect, useState } from 'react';
import { systemClock, type Clock } from '../../runtime/clock.ts';

/** Length of the resend countdown. The spec leaves it open (section 9); 60 s is the common choice for SMS codes. */
export const DEFAULT_RESEND_SECONDS = 60;

export interface Countdown {
  /** Whole seconds left; 0 when not running. */
  secondsLeft: number;
  running: boolean;
  start: (seconds: number) => void;
}

/**
 * A one-second countdown driven by a React effect: the clock ticks while seconds are left, and the effect's clean-up
 * stops it, so unmounting or reaching zero never leaves a timer behind.
 */
export function useCountdown(initialSecondsLeft = 0, clock: Clock = systemClock): Countdown {
  const [secondsLeft, setSecondsLeft] = useState(() => Math.max(0, Math.floor(initialSecondsLeft)));
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return undefined;
    return clock.every(1000, () => setSecondsLeft((s) => Math.max(0, s - 1)));
  }, [running, clock]);

  const start = useCallback((seconds: number) => setSecondsLeft(Math.max(0, Math.floor(seconds))), []);
  return { secondsLeft, running, start };
}
