import { I18nProvider } from '@lingui/react';
import type { FetchFunction } from '@kankan/api';
import { i18n } from '@kankan/i18n';
import type { ShowToastOptions } from '@kankan/ui';
import { render } from '@testing-library/react';
import { useLayoutEffect, type ComponentType } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { App } from '../App.tsx';
import { createSite, type Site } from '../app/createSite.ts';
import { memoryStorage } from '../session/sessionStore.ts';

/** One answer of the fake back end: the envelope's code (0 by default) and data. */
export interface FakeAnswer {
  code?: number;
  data?: unknown;
}

/** Path (without `/api`) to an answer, or a function of the request body and token giving one. */
export type FakeRoutes = Record<string, FakeAnswer | ((body: unknown, token: string | null) => FakeAnswer)>;

export interface FakeCall {
  path: string;
  body: unknown;
  token: string | null;
}

/** A fetch answering from `routes` with the `{code, msg, data}` envelope; it records every call. */
export function fakeBackEnd(routes: FakeRoutes): { fetch: FetchFunction; calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const fetch: FetchFunction = async (request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const token = request.headers.get('token');
    calls.push({ path, body, token });
    const route = routes[path];
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the error a failed fetch throws, for tests
    if (route === undefined) throw new TypeError(`Failed to fetch ${path}`);
    const answer = typeof route === 'function' ? route(body, token) : route;
    return Response.json({ code: answer.code ?? 0, msg: 'test', data: answer.data ?? null });
  };
  return { fetch, calls };
}

export interface SiteHarnessOptions {
  url: string;
  routes?: FakeRoutes;
  storage?: Record<string, string>;
  /** Other pages than the site's (tests of the routing itself). */
  pages?: ComponentType;
  /**
   * Starts the start-up token check before the site renders, as main.tsx does (its promise is `tokenCheck`): it then
   * goes by the area of the last visit, not the one the opened page records once it renders.
   */
  checkTokenAtStart?: boolean;
}

/** What a test sees of the memory router: the current location, and navigation (a number moves in the history). */
export interface HarnessRouter {
  state: { location: Location };
  navigate: (to: string | number) => void;
}

/** Reports the memory router's location and navigate function after every render. */
function RouterProbe({ onRender }: { onRender: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onRender(location, navigate));
  return null;
}

/** The whole site (routes, layout, rules) in a memory router over a fake back end, for jsdom tests. */
export function renderSite({
  url,
  routes = {},
  storage: initial = {},
  pages,
  checkTokenAtStart = false,
}: SiteHarnessOptions) {
  // jsdom does not scroll; the site scrolls on every route change.
  window.scrollTo = () => undefined;
  const storage = memoryStorage(initial);
  const backEnd = fakeBackEnd(routes);
  const toasts: ShowToastOptions[] = [];
  const cookies: (string | null)[] = [];
  const site: Site = createSite({
    storage,
    baseUrl: 'https://site.test/api',
    fetch: backEnd.fetch,
    notify: (toast) => toasts.push(toast),
    setCookie: (token) => cookies.push(token),
  });
  const tokenCheck = checkTokenAtStart ? site.checkTokenAtStart() : null;
  const probe: { location: Location | null; navigate: NavigateFunction | null } = { location: null, navigate: null };
  const router: HarnessRouter = {
    state: {
      get location() {
        if (!probe.location) throw new Error('the site has not rendered yet');
        return probe.location;
      },
    },
    navigate: (to) => {
      if (!probe.navigate) throw new Error('the site has not rendered yet');
      void (typeof to === 'number' ? probe.navigate(to) : probe.navigate(to));
    },
  };
  const view = render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <RouterProbe
          onRender={(location, navigate) => {
            probe.location = location;
            probe.navigate = navigate;
          }}
        />
        <App site={site} {...(pages ? { routes: pages } : {})} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return { ...view, site, router, storage, calls: backEnd.calls, toasts, cookies, tokenCheck };
}
