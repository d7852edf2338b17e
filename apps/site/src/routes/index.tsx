import type { RouteObject } from 'react-router-dom';
import type { Site } from '../app/createSite.ts';
import { RootLayout } from '../layout/RootLayout.tsx';
import { RouteError } from '../layout/RouteError.tsx';
import { commerceRoutes } from './commerce.tsx';
import { companyRoutes } from './company.tsx';
import { marketingRoutes } from './marketing.tsx';
import { createRootLoader } from './rootLoader.ts';
import { notFoundRoute, protectedRoutes, shellRoutes } from './site.tsx';
import { supportRoutes } from './support.tsx';

/**
 * Every route of the site under the root layout. The root loader runs before every navigation (it always
 * revalidates) and applies the rules of spec 2.6: login required, device-login confinement, the remembered area.
 */
export function createRoutes(site: Site): RouteObject[] {
  const publicRoutes = [...marketingRoutes, ...companyRoutes, ...supportRoutes, ...commerceRoutes];
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      loader: createRootLoader(site),
      shouldRevalidate: () => true,
      HydrateFallback: () => null,
      ErrorBoundary: RouteError,
      children: [...publicRoutes, ...shellRoutes, ...protectedRoutes, notFoundRoute],
    },
  ];
}
