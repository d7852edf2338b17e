import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;
const inBrowser = () => true;
const notWhileHydrating = () => false;

/**
 * False while the server prerenders a page and while the browser hydrates it, true after (and on a page rendered in
 * the browser): what only the browser can do or show renders once hydration is done, so both markups agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, inBrowser, notWhileHydrating);
}
