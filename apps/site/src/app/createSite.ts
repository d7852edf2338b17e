import { ApiError, call, createApiClient, type ApiClient, type FetchFunction } from '@kankan/api';
import { defaultBrand, type BrandConfig } from '@kankan/domain';
import { i18n, messageForCode, SESSION_EXPIRED_CODE, type Locale } from '@kankan/i18n';
import { loadingTracker, showToast, type ShowToastOptions } from '@kankan/ui';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { toastForError } from '../rules/errorFeedback.ts';
import { afterTokenCheck, HOME_PATH, loginPathFrom } from '../rules/routeRules.ts';
import { createSessionStore, type SessionStore } from '../session/sessionStore.ts';

/**
 * Calls whose failures the screen shows itself (at a field or in a dialog); the others show the code's message
 * as a toast (spec 7.5). The sign-in calls are all shown at the login panel's fields.
 */
export const INLINE_ERROR_PATHS: ReadonlySet<string> = new Set([
  '/sso/user/login',
  '/sso/user/quickLogin',
  '/sso/user/logout',
  '/sso/user/checkUser',
  '/sso/user/getMsgAuthCode',
  '/sso/user/getEmailAuthCode',
  '/sso/user/register',
  '/sso/user/resetPassword',
  // The distributor form and the customer-message panel show their refusals themselves.
  '/agentAduit/save',
  '/intercomMessage/leave',
  '/sso/camera/qrCode',
  '/sso/camera/qrStatus',
  '/user/checkToken',
]);

/** The smallest part of a data router the site uses (react-router's `createBrowserRouter` result). */
export interface SiteRouter {
  state: { location: { pathname: string; search: string } };
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void> | void;
}

export interface SiteOptions {
  storage: Storage;
  /** Writes the token cookie (`null` removes it); the browser's cookie by default. */
  setCookie?: (token: string | null) => void;
  /** Where `/api` lives (default `/api`). */
  baseUrl?: string;
  /** Tests pass a fake back end. */
  fetch?: FetchFunction;
  /** Shows a toast; the app's toast queue by default. */
  notify?: (toast: ShowToastOptions) => void;
  brand?: BrandConfig;
}

/** Everything the site shares: session, API client, query cache and the session's ends. */
export interface Site {
  session: SessionStore;
  client: ApiClient;
  queryClient: QueryClient;
  brand: BrandConfig;
  /** Shows a toast (the app's toast queue). */
  notify: (toast: ShowToastOptions) => void;
  /** Logs out: tells the server (with the token it had), clears every saved item and the cached answers. */
  logOut: () => Promise<void>;
  /** The start-up token check (spec 4): a rejected token clears the session; may send the user home. */
  checkTokenAtStart: () => Promise<void>;
  /** Connects the router once it exists (routes need the site, the router needs the routes). */
  attachRouter: (router: SiteRouter) => void;
}

function mutationPath(key: readonly unknown[] | undefined): string | undefined {
  const path = key?.[1];
  return typeof path === 'string' ? path : undefined;
}

/** A QueryClient with the API package's defaults plus the site's toasts for failures nobody shows. */
export function createSiteQueryClient(notify: (toast: ShowToastOptions) => void): QueryClient {
  const report = (error: unknown) => {
    const toast = toastForError(error);
    if (toast) notify(toast);
  };
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent || INLINE_ERROR_PATHS.has(mutationPath(query.queryKey) ?? '')) return;
        report(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent || INLINE_ERROR_PATHS.has(mutationPath(mutation.options.mutationKey) ?? '')) return;
        report(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export function createSite({
  storage,
  setCookie,
  baseUrl = '/api',
  fetch,
  notify = (toast) => void showToast(toast),
  brand = defaultBrand,
}: SiteOptions): Site {
  const session = createSessionStore({ storage, ...(setCookie ? { setCookie } : {}) });
  const queryClient = createSiteQueryClient(notify);
  let router: SiteRouter | null = null;

  const client = createApiClient({
    baseUrl,
    getToken: () => session.get().token,
    getLocale: () => i18n.locale as Locale,
    onLoading: (count) => loadingTracker.setCount(count),
    onSessionExpired: () => {
      // Several calls can fail together; the first one ends the session, the others find it ended.
      if (!session.get().token) return;
      notify({ tone: 'warning', title: messageForCode(SESSION_EXPIRED_CODE) });
      const location = router?.state.location;
      void logOut();
      void router?.navigate(loginPathFrom(location ? `${location.pathname}${location.search}` : HOME_PATH), {
        replace: true,
      });
    },
    ...(fetch ? { fetch } : {}),
  });

  async function logOut(): Promise<void> {
    const { token } = session.get();
    session.clear();
    queryClient.clear();
    if (!token) return;
    try {
      await call(client, 'post', '/sso/user/logout', { params: { header: { token } }, hideLoading: true });
    } catch {
      // The session is gone on this side whatever the server answered.
    }
  }

  async function checkTokenAtStart(): Promise<void> {
    const { token } = session.get();
    if (!token) return;
    let result: 'valid' | 'rejected' | 'unanswered';
    try {
      await call(client, 'post', '/user/checkToken', { params: { header: { token } }, hideLoading: true });
      result = 'valid';
    } catch (error) {
      result = error instanceof ApiError && error.kind === 'server' ? 'rejected' : 'unanswered';
    }
    const { clearSession, goHome } = afterTokenCheck(result, session.lastArea());
    if (clearSession) {
      session.clear();
      queryClient.clear();
    }
    if (goHome) await router?.navigate(HOME_PATH, { replace: true });
  }

  return {
    session,
    client,
    queryClient,
    brand,
    notify,
    logOut,
    checkTokenAtStart,
    attachRouter: (value) => {
      router = value;
    },
  };
}

/** Routes are built from the site (their loaders read the session). */
export type RoutesFor = (site: Site) => RouteObject[];
