import { apiPrefetch } from '@kankan/api';
import type { Site } from './createSite.ts';
import { pageDataLoaders, type RouteGroup } from '../routes/index.tsx';

/**
 * When the site starts on the address of a page whose route prefetches its data (`data`, routes/pageModule.ts) and
 * a session is open, asks for that data at once, beside the page's files: the page's prefetch module loads, then the
 * prefetch fills the query cache the page's hooks read. A download that fails leaves the page to ask for its data
 * itself.
 */
export async function prefetchStartPage(
  site: Site,
  location: { pathname: string; search: string },
  groups?: RouteGroup[],
): Promise<void> {
  const { token, deviceLogin } = site.session.get();
  const loaders = pageDataLoaders(location.pathname, groups);
  if (!token || loaders.length === 0) return;
  try {
    const modules = await Promise.all(loaders.map((load) => load()));
    const api = apiPrefetch(site.client, site.queryClient);
    const address = { search: new URLSearchParams(location.search), deviceLogin };
    for (const { prefetch } of modules) prefetch(api, address);
  } catch {
    // Nothing was asked for: the page asks when it renders.
  }
}
