import { useLingui } from '@lingui/react/macro';
import { useCallback, useSyncExternalStore } from 'react';
import type { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { lazyPart, useLazyPart } from '../../lazy/lazyPart.ts';
import { toastQueue, type ToastContent } from './toastQueue.ts';

/** The region's react-aria code: not part of any page's first load. */
export const toastRegionView = lazyPart(() => import('./ToastRegionView.tsx'));

export interface ToastRegionProps {
  /** Defaults to the app's one `toastQueue`; stories and tests may pass their own. */
  queue?: ToastQueue<ToastContent>;
}

/**
 * Shows the toast queue: mount it once, near the root of the app. A landmark named "Notifications" (F6 reaches
 * it); newest toast on top; timers pause while the pointer or focus is inside. Errors are announced assertively,
 * the other tones politely.
 *
 * The region's code loads when the browser is idle after the first render, or at once when a toast is queued
 * before that; a queued toast waits in the queue, its timer not started, until the region shows it.
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const { t } = useLingui();
  const subscribe = useCallback((listener: () => void) => queue.subscribe(listener), [queue]);
  const hasToasts = useSyncExternalStore(
    subscribe,
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  const view = useLazyPart(toastRegionView, { now: hasToasts });
  return view ? <view.ToastRegionView queue={queue} label={t`Notifications`} dismissLabel={t`Dismiss`} /> : null;
}
