/**
 * When a prerendered page's script runs. Its entry script is `async` (scripts/prerender.mjs): it runs as soon as it
 * arrives, beside the style sheets, where a deferred one ran after them and before the page's first frame. So it
 * may run before the document is parsed, and it asks for its route's code only once the page has been drawn.
 */

/** Resolves once the document is parsed (at once for a deferred script, which runs after parsing). */
export function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/**
 * Resolves after the browser has drawn its next frame. The first frame waits for the page's style sheets, so what
 * follows it sees the page styled; a hidden tab draws no frame, and goes on when it is shown.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** The User Timing mark of the moment the page first works (also read by e2e/fonts.spec.ts). */
const PAGE_WORKS_MARK = 'kankan:hydrated';
let pageWorksNow: () => void = () => {};
const pageWorksPromise = new Promise<void>((resolve) => {
  pageWorksNow = resolve;
});

/**
 * Says the page works (hydrated, or drawn here): sets the User Timing mark, and lets what waits for `pageWorks` go
 * on. Only the first call counts.
 */
export function markPageWorks(): void {
  if (performance.getEntriesByName(PAGE_WORKS_MARK).length === 0) performance.mark(PAGE_WORKS_MARK);
  pageWorksNow();
}

/** Resolves once the page works (`markPageWorks`): what the page does not need may load after it, never before. */
export function pageWorks(): Promise<void> {
  return pageWorksPromise;
}
