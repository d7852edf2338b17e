import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { LoadingDialog } from './LoadingDialog.tsx';
import { loadingTracker, useLoadingCount, type LoadingTracker } from './loadingTracker.ts';

/** Work shorter than this never shows the overlay, so quick calls do not flash it. */
export const DEFAULT_LOADING_DELAY = 300;

export interface LoadingOverlayProps {
  /** Work in flight, when the caller counts it. Without it the overlay follows `tracker`. */
  count?: number;
  /** Defaults to the app's one `loadingTracker`. */
  tracker?: LoadingTracker;
  /** Milliseconds the work must last before the overlay shows; default 300, 0 shows it at once. */
  delay?: number;
}

/** True once `active` has stayed true for `delay` ms; false as soon as it turns false. */
function useDelayedFlag(active: boolean, delay: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active || delay <= 0) return undefined;
    const timer = setTimeout(() => setElapsed(true), delay);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [active, delay]);
  return active && (delay <= 0 || elapsed);
}

/**
 * The spec's loading overlay: visible while work is in flight (count > 0) after a short delay. It is a blocking
 * modal: pointer and keyboard cannot reach the page, Escape does nothing, focus moves in and returns to where it
 * was when the work ends. Assistive technology hears "Loading" (the dialog's name and a polite status).
 */
export function LoadingOverlay({
  count,
  tracker = loadingTracker,
  delay = DEFAULT_LOADING_DELAY,
}: LoadingOverlayProps) {
  const { t } = useLingui();
  const tracked = useLoadingCount(tracker);
  const active = (count ?? tracked) > 0;
  const isVisible = useDelayedFlag(active, delay);
  return <LoadingDialog isOpen={isVisible} label={t`Loading`} />;
}
