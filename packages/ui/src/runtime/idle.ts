/** Longest wait for an idle moment before an idle task starts anyway. */
const IDLE_TIMEOUT_MS = 2000;
/** Where the browser has no idle callback (Safari), an idle task waits this long. */
const IDLE_FALLBACK_MS = 200;

/**
 * Runs `callback` when the browser is next idle after the page has loaded (at the latest two seconds after), for
 * work that must not delay or compete with the page's own loading, such as fetching the parts of a dialog before it
 * is opened. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(callback, IDLE_FALLBACK_MS);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
  } else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
