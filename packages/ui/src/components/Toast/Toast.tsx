import { useLingui } from '@lingui/react/macro';
import type { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { toastQueue, type ToastContent } from './toastQueue.ts';
import { ToastRegionView } from './ToastRegionView.tsx';

export interface ToastRegionProps {
  /** Defaults to the app's one `toastQueue`; stories and tests may pass their own. */
  queue?: ToastQueue<ToastContent>;
}

/**
 * Shows the toast queue: mount it once, near the root of the app. A landmark named "Notifications" (F6 reaches
 * it); newest toast on top; timers pause while the pointer or focus is inside. Critical toasts are announced
 * assertively, the other tones politely. A toast queued before the region is mounted waits in the queue, its timer
 * not started, until the region shows it.
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const { t } = useLingui();
  return <ToastRegionView queue={queue} label={t`Notifications`} dismissLabel={t`Dismiss`} />;
}
