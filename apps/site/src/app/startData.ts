import { loadApiLayer } from './ApiOnDemand.tsx';
import type { Site } from './createSite.ts';
import { pageDataLoaders, type RouteGroup } from '../routes/index.tsx';

/**
 * When the site starts on the address of a page whose route prefetches its data (`data`, routes/pageModule.ts) and
 * a session is open, asks for that data at once, beside the page's files: the API layer, the client and the page's
 * prefetch module load together, then the prefetch fills the query cache the page's hooks read. A download that
 * fails leaves the page to ask for its data itself.
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
    const [layer, client, ...modules] = await Promise.all([
      loadApiLayer(),
      site.loadClient(),
      ...loaders.map((load) => load()),
    ]);
    const address = { search: new URLSearchParams(location.search), deviceLogin };
    layer.prefetchPageData(
      site,
      client,
      address,
      modules.map((module) => module.prefetch),
    );
  } catch {
    // Nothing was asked for: the page asks when it renders.
  }
}
