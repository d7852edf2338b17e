/** Longest wait for an idle moment before an idle task starts anyway. */
const IDLE_TIMEOUT_MS = 2000;
/** Where the browser has no idle callback (Safari), an idle task waits this long. */
const IDLE_FALLBACK_MS = 200;

/**
 * Runs `callback` when the browser is next idle (at the latest after two seconds), for work that must not delay a
 * page's first paint, such as loading the parts of a dialog before it is opened. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(id);
}
