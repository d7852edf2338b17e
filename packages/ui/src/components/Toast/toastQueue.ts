import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { Tone } from '../../foundations/tone.ts';

/** What a queued toast shows. Product text only: the caller passes it already translated. */
export interface ToastContent {
  tone: Tone;
  title: string;
  description?: string;
}

/**
 * Auto-dismiss delay when the caller gives none: 5 s is long enough to read a two-line message, and the timer
 * pauses while the pointer or focus is in the toast region.
 */
export const DEFAULT_TOAST_TIMEOUT = 5000;
/** At most this many toasts show at once; the rest wait in the queue, newest first. */
export const MAX_VISIBLE_TOASTS = 3;
/** Browsers run timers longer than this at once; such a timeout means "until dismissed". */
const MAX_TIMER_DELAY = 2 ** 31 - 1;

export type ToastQueueOf = ToastQueue<ToastContent>;

export function createToastQueue(maxVisibleToasts = MAX_VISIBLE_TOASTS): ToastQueue<ToastContent> {
  return new ToastQueue<ToastContent>({ maxVisibleToasts });
}

/** The one toast queue of the app; mount one `<ToastRegion />` to show it. */
export const toastQueue = createToastQueue();

export interface ShowToastOptions extends ToastContent {
  /** Milliseconds before it closes by itself; default 5000. `0` keeps it until the user closes it. */
  timeout?: number;
  onClose?: () => void;
}

/** Queues a toast and returns its key (for `dismissToast`). */
export function showToast(
  { tone, title, description, timeout = DEFAULT_TOAST_TIMEOUT, onClose }: ShowToastOptions,
  queue: ToastQueue<ToastContent> = toastQueue,
): string {
  const content: ToastContent = description === undefined ? { tone, title } : { tone, title, description };
  const delay = timeout > 0 && timeout <= MAX_TIMER_DELAY ? timeout : undefined;
  return queue.add(content, { timeout: delay, onClose });
}

export function dismissToast(key: string, queue: ToastQueue<ToastContent> = toastQueue): void {
  queue.close(key);
}

/** Removes every toast, shown or waiting (on logout, and between stories). */
export function clearToasts(queue: ToastQueue<ToastContent> = toastQueue): void {
  queue.clear();
}
