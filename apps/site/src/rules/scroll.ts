import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The element a route change scrolls to: the `id` query (spec 2.6), or null for the top of the page. */
export function scrollTargetId(search: string): string | null {
  const id = new URLSearchParams(search).get('id');
  return id ? id : null;
}

/** How long to wait for an `id` target that a page renders after its data arrives. */
const TARGET_WAIT_MS = 3000;

export interface ScrollWindow {
  scrollTo: (x: number, y: number) => void;
}

/**
 * Scrolls to the element named by `id` once it is in the document (waiting up to 3 s), else to the top. Returns a
 * function that stops waiting.
 */
export function scrollForLocation(search: string, doc: Document = document, win: ScrollWindow = window): () => void {
  const id = scrollTargetId(search);
  if (!id) {
    win.scrollTo(0, 0);
    return () => undefined;
  }
  const found = doc.getElementById(id);
  if (found) {
    found.scrollIntoView({ block: 'start' });
    return () => undefined;
  }
  win.scrollTo(0, 0);
  const observer = new MutationObserver(() => {
    const element = doc.getElementById(id);
    if (!element) return;
    stop();
    element.scrollIntoView({ block: 'start' });
  });
  const timer = setTimeout(() => stop(), TARGET_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  return stop;
}

/** Route changes scroll to the top, or to the element named by the `id` query. */
export function useScrollOnRouteChange(): void {
  const { pathname, search } = useLocation();
  useEffect(() => scrollForLocation(search), [pathname, search]);
}
