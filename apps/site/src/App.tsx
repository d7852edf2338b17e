import { ApiProvider } from '@kankan/api';
import { lazy, Suspense, useLayoutEffect, useRef, useSyncExternalStore, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Site } from './app/createSite.ts';
import { SiteProvider } from './app/SiteContext.tsx';
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
 * The account-switch question and its modal's code load only when a sign-in link asks for a switch, which few visits
 * do; every page would otherwise carry react-aria's dialog in its first load.
 */
const AccountSwitchPrompt = lazy(() =>
  import('./layout/AccountSwitchPrompt.tsx').then((module) => ({ default: module.AccountSwitchPrompt })),
);

/** No question is pending in a prerendered page, nor while it hydrates. */
const noneAsked = () => null;

/** Mounts the account-switch question while a sign-in link waits for an answer. */
function AccountSwitch({ site }: { site: Site }) {
  const { accountSwitch } = site;
  const asking = useSyncExternalStore(accountSwitch.subscribe, accountSwitch.pending, noneAsked) !== null;
  return asking ? (
    <Suspense fallback={null}>
      <AccountSwitchPrompt />
    </Suspense>
  ) : null;
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
          <AccountSwitch site={site} />
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
