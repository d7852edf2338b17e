import { lazy, type ReactElement } from 'react';
import { matchRoutes, Route, Routes, useLocation, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../layout/RouteError.tsx';
import { commerceRoutes } from './commerce.tsx';
import { companyRoutes } from './company.tsx';
import { marketingRoutes } from './marketing.tsx';
import type { PageModule, PageRoute, ScreenPrefetch } from './pageModule.ts';
import { RouteGuard } from './RouteGuard.tsx';
import { notFoundRoutes, protectedRoutes, shellRoutes } from './site.tsx';
import { supportRoutes } from './support.tsx';

/** A route file's routes. */
export interface RouteGroup {
  routes: PageRoute[];
}

/** Every route of the site, by route file. */
export const siteRouteGroups: RouteGroup[] = [
  { routes: marketingRoutes },
  { routes: companyRoutes },
  { routes: supportRoutes },
  { routes: commerceRoutes },
  { routes: shellRoutes },
  { routes: protectedRoutes },
  { routes: notFoundRoutes },
];

/** A page that renders once its chunk has loaded. */
function lazyPage(load: () => Promise<PageModule>) {
  return lazy(async () => ({ default: (await load()).Component }));
}

function routeElement(route: PageRoute, key: string): ReactElement {
  const Page = route.lazy ? lazyPage(route.lazy) : null;
  // A sub-address without a page of its own renders nothing (its parent's page reads the address).
  const element = Page ? <Page /> : null;
  if (route.index) return <Route key={key} index element={element} />;
  return (
    <Route key={key} path={route.path} element={element}>
      {route.children?.map((child, index) => routeElement(child, `${key}.${index}`))}
    </Route>
  );
}

/**
 * The site's routes as a component: the route rules (RouteGuard), then the page of the address, lazily loaded. A page that fails to render or load shows the error screen until the user opens another address.
 * While a page loads, the previous one stays (router updates are transitions); on the first load the app's
 * Suspense boundary shows nothing.
 */
export function createSiteRoutes(groups: RouteGroup[] = siteRouteGroups) {
  const routes = (
    <Route path="/">
      {groups.flatMap(({ routes }, group) => routes.map((route, index) => routeElement(route, `${group}.${index}`)))}
    </Route>
  );
  return function SiteRoutes() {
    const { pathname } = useLocation();
    return (
      <RouteErrorBoundary resetKey={pathname}>
        <RouteGuard>
          <Routes>{routes}</Routes>
        </RouteGuard>
      </RouteErrorBoundary>
    );
  };
}

/** The site's routes. */
export const SiteRoutes = createSiteRoutes();

/** The routes of `pathname`, outermost first, by the router's own matching. */
function matchPageRoutes(pathname: string, groups: RouteGroup[]): PageRoute[] {
  const pageOf = new Map<RouteObject, PageRoute>();
  const toObject = (route: PageRoute): RouteObject => {
    const children = route.children?.map(toObject);
    const object: RouteObject = route.index
      ? { index: true }
      : { path: route.path ?? '', ...(children ? { children } : {}) };
    pageOf.set(object, route);
    return object;
  };
  const root: RouteObject = { path: '/', children: groups.flatMap(({ routes }) => routes.map(toObject)) };
  return (matchRoutes([root], pathname) ?? []).flatMap(({ route }) => pageOf.get(route) ?? []);
}

/**
 * Loads the page of `pathname` (its chunk, as its route would): the browser awaits it before hydrating a
 * prerendered page, so hydration finds the page's code in place, and starts it beside the catalogue otherwise.
 */
export function preloadPage(pathname: string, groups: RouteGroup[] = siteRouteGroups): Promise<unknown> {
  return Promise.all(matchPageRoutes(pathname, groups).map((route) => route.lazy?.() ?? null));
}

/** The loaders of the data prefetches of the pages of `pathname` (`data` on their routes); empty when none has one. */
export function pageDataLoaders(
  pathname: string,
  groups: RouteGroup[] = siteRouteGroups,
): (() => Promise<{ prefetch: ScreenPrefetch }>)[] {
  return matchPageRoutes(pathname, groups).flatMap((route) => (route.data ? [route.data] : []));
}
