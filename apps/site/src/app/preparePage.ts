import { preloadPage } from '../routes/index.tsx';
import type { Site } from './createSite.ts';
import { prefetchStartPage } from './startData.ts';

/**
 * Starts what the page at `href` (a path of the site) needs as the user opens it, before the router renders it:
 * the data its first draw shows (with a session, for a route with `data`) and its files, side by side. Otherwise the
 * page's requests would go out only once its files had loaded and it had rendered. Both are shared with what the
 * page then asks for itself: the same dynamic imports, the same queries in the site's cache.
 */
export function preparePage(site: Site, href: string): void {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  // The data first: its small modules are then requested before the page's many files.
  void prefetchStartPage(site, url);
  // A failed download shows on the page's route, which loads it again.
  preloadPage(url.pathname).catch(() => undefined);
}
