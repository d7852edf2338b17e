import { ApiProvider } from '@kankan/api';
import { Suspense, useLayoutEffect, useRef, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Site } from './app/createSite.ts';
import { SiteProvider } from './app/SiteContext.tsx';
import { AccountSwitchPrompt } from './layout/AccountSwitchPrompt.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { RouteErrorBoundary } from './layout/RouteError.tsx';
import { SiteRoutes } from './routes/index.tsx';

export interface AppProps {
  site: Site;
  /** The routes (the site's by default; tests pass their own). */
  routes?: ComponentType;
}

/** Hands the router's location and navigation to the site (session expiry and the start-up check navigate). */
function RouterBridge({ site }: { site: Site }) {
  const location = useLocation();
  const navigate = useNavigate();
  const current = useRef({ location, navigate });
  useLayoutEffect(() => {
    current.current = { location, navigate };
  });
  useLayoutEffect(() => {
    site.attachRouter({
      location: () => current.current.location,
      navigate: (to, options) => void current.current.navigate(to, options),
    });
  }, [site]);
  return null;
}

/**
 * The site inside a router (BrowserRouter in the browser, MemoryRouter in tests): its session, its API client and
 * query cache for every screen's hooks, the root layout and the routes. Nothing shows until the first page is ready;
 * an error outside any page shows the error screen. The providers' values are the site's, the same from the first
 * render: a context change reaching a prerendered Suspense boundary whose code is still loading would make React
 * drop its markup (RootLayout).
 */
export function App({ site, routes: Routes = SiteRoutes }: AppProps) {
  return (
    <SiteProvider value={site}>
      <ApiProvider client={site.client} queryClient={site.queryClient}>
        <RouteErrorBoundary>
          <RouterBridge site={site} />
          <Suspense fallback={null}>
            <AccountSwitchPrompt />
          </Suspense>
          <Suspense fallback={null}>
            <RootLayout>
              <Routes />
            </RootLayout>
          </Suspense>
        </RouteErrorBoundary>
      </ApiProvider>
    </SiteProvider>
  );
}
