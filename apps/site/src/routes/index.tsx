import { loadCatalogue, type CatalogueArea } from '@kankan/i18n';
import { lazy, type ReactElement } from 'react';
import { matchRoutes, Route, Routes, useLocation, type RouteObject } from 'react-router-dom';
import { ApiOnDemand } from '../app/ApiOnDemand.tsx';
import { RouteErrorBoundary } from '../layout/RouteError.tsx';
import { commerceRoutes } from './commerce.tsx';
import { companyRoutes } from './company.tsx';
import { marketingRoutes } from './marketing.tsx';
import {
  cataloguesOf,
  type PageCatalogues,
  type PageModule,
  type PageRoute,
  type ScreenPrefetch,
} from './pageModule.ts';
import { RouteGuard } from './RouteGuard.tsx';
import { notFoundRoutes, protectedRoutes, shellRoutes } from './site.tsx';
import { supportRoutes } from './support.tsx';

/**
 * A route file's routes and the catalogues their pages need besides the core one (`null`: none), unless a route
 * names its own (`area`).
 */
export interface RouteGroup {
  routes: PageRoute[];
  area: PageCatalogues;
}

/** Every route of the site, by route file, with its catalogues (the company, support and commerce routes name their own). */
export const siteRouteGroups: RouteGroup[] = [
  { routes: marketingRoutes, area: 'marketing' },
  { routes: companyRoutes, area: null },
  { routes: supportRoutes, area: null },
  { routes: commerceRoutes, area: null },
  { routes: shellRoutes, area: ['login', 'validation'] },
  { routes: protectedRoutes, area: ['account', 'validation', 'errors'] },
  { routes: notFoundRoutes, area: null },
];

/** Loads a catalogue (the active language's; once). */
export type LoadArea = (area: CatalogueArea) => Promise<void>;

/** A page that renders once its chunk and its catalogues have all loaded (in parallel). */
function lazyPage(load: () => Promise<PageModule>, area: PageCatalogues, loadArea: LoadArea) {
  return lazy(async () => {
    const [{ Component }] = await Promise.all([load(), ...cataloguesOf(area).map((name) => loadArea(name))]);
    return { default: Component };
  });
}

function routeElement(route: PageRoute, groupArea: PageCatalogues, loadArea: LoadArea, key: string): ReactElement {
  const area = route.area === undefined ? groupArea : route.area;
  const Page = route.lazy ? lazyPage(route.lazy, area, loadArea) : null;
  // A sub-address without a page of its own renders nothing (its parent's page reads the address).
  const element = Page ? (
    <ApiOnDemand>
      <Page />
    </ApiOnDemand>
  ) : null;
  if (route.index) return <Route key={key} index element={element} />;
  return (
    <Route key={key} path={route.path} element={element}>
      {route.children?.map((child, index) => routeElement(child, area, loadArea, `${key}.${index}`))}
    </Route>
  );
}

/**
 * The site's routes as a component: the route rules (RouteGuard), then the page of the address, lazily loaded with
 * its catalogue. A page that fails to render or load shows the error screen until the user opens another address.
 * While a page loads, the previous one stays (router updates are transitions); on the first load the app's
 * Suspense boundary shows nothing.
 */
export function createSiteRoutes(groups: RouteGroup[] = siteRouteGroups, loadArea: LoadArea = loadCatalogue) {
  const routes = (
    <Route path="/">
      {groups.flatMap(({ routes, area }, group) =>
        routes.map((route, index) => routeElement(route, area, loadArea, `${group}.${index}`)),
      )}
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

/** The routes of `pathname`, outermost first, by the router's own matching, each with the catalogues of its page. */
function matchPageRoutes(pathname: string, groups: RouteGroup[]): { route: PageRoute; area: PageCatalogues }[] {
  const pageOf = new Map<RouteObject, { route: PageRoute; area: PageCatalogues }>();
  const toObject = (route: PageRoute, groupArea: PageCatalogues): RouteObject => {
    const area = route.area === undefined ? groupArea : route.area;
    const children = route.children?.map((child) => toObject(child, area));
    const object: RouteObject = route.index
      ? { index: true }
      : { path: route.path ?? '', ...(children ? { children } : {}) };
    pageOf.set(object, { route, area });
    return object;
  };
  const root: RouteObject = {
    path: '/',
    children: groups.flatMap(({ routes, area }) => routes.map((route) => toObject(route, area))),
  };
  return (matchRoutes([root], pathname) ?? []).flatMap(({ route }) => pageOf.get(route) ?? []);
}

/**
 * Loads the page of `pathname` (its chunk and its catalogues, as its route would): the browser awaits it before
 * hydrating a prerendered page, so hydration finds the page's code in place, and starts it beside the catalogue
 * otherwise.
 */
export function preloadPage(
  pathname: string,
  groups: RouteGroup[] = siteRouteGroups,
  loadArea: LoadArea = loadCatalogue,
): Promise<unknown> {
  return Promise.all(
    matchPageRoutes(pathname, groups).map(({ route: { lazy: load }, area }) =>
      load ? Promise.all([load(), ...cataloguesOf(area).map((name) => loadArea(name))]) : null,
    ),
  );
}

/** The loaders of the data prefetches of the pages of `pathname` (`data` on their routes); empty when none has one. */
export function pageDataLoaders(
  pathname: string,
  groups: RouteGroup[] = siteRouteGroups,
): (() => Promise<{ prefetch: ScreenPrefetch }>)[] {
  return matchPageRoutes(pathname, groups).flatMap(({ route }) => (route.data ? [route.data] : []));
}
