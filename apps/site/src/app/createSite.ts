import { ApiError, call, createApiClient, type ApiClient, type FetchFunction } from '@kankan/api';
import { defaultBrand, type BrandConfig } from '@kankan/domain';
import { i18n, messageForCode, SESSION_EXPIRED_CODE, type Locale } from '@kankan/i18n';
import { loadingTracker, showToast, type ShowToastOptions } from '@kankan/ui';
import { afterTokenCheck, HOME_PATH, loginPathFrom } from '../rules/routeRules.ts';
import { createSessionStore, type SessionStore } from '../session/sessionStore.ts';

/** What the site needs of the router: where the user is and a way to send them elsewhere (see App's bridge). */
export interface SiteRouter {
  location: () => { pathname: string; search: string };
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/** Cached answers the site drops on logout (the query client, once the API layer has created it). */
export interface AnswerCache {
  clear: () => void;
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

/** Everything the site shares: session, API client and the session's ends. */
export interface Site {
  session: SessionStore;
  client: ApiClient;
  brand: BrandConfig;
  /** Shows a toast (the app's toast queue). */
  notify: (toast: ShowToastOptions) => void;
  /** Logs out: tells the server (with the token it had), clears every saved item and the cached answers. */
  logOut: () => Promise<void>;
  /** The start-up token check (spec 4): a rejected token clears the session; may send the user home. */
  checkTokenAtStart: () => Promise<void>;
  /** Connects the router once it renders; a navigation asked for before that happens then. */
  attachRouter: (router: SiteRouter) => void;
  /** Registers cached answers to drop whenever the session ends. */
  keepCache: (cache: AnswerCache) => void;
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
  const caches = new Set<AnswerCache>();
  const clearCaches = () => caches.forEach((cache) => cache.clear());
  let router: SiteRouter | null = null;
  let waiting: [string, { replace?: boolean }] | null = null;
  const navigate = (to: string, options: { replace?: boolean } = {}) => {
    if (router) router.navigate(to, options);
    else waiting = [to, options];
  };

  const client = createApiClient({
    baseUrl,
    getToken: () => session.get().token,
    getLocale: () => i18n.locale as Locale,
    onLoading: (count) => loadingTracker.setCount(count),
    onSessionExpired: () => {
      // Several calls can fail together; the first one ends the session, the others find it ended.
      if (!session.get().token) return;
      notify({ tone: 'warning', title: messageForCode(SESSION_EXPIRED_CODE) });
      const location = router?.location();
      void logOut();
      navigate(loginPathFrom(location ? `${location.pathname}${location.search}` : HOME_PATH), { replace: true });
    },
    ...(fetch ? { fetch } : {}),
  });

  async function logOut(): Promise<void> {
    const { token } = session.get();
    session.clear();
    clearCaches();
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
      clearCaches();
    }
    if (goHome) navigate(HOME_PATH, { replace: true });
  }

  return {
    session,
    client,
    brand,
    notify,
    logOut,
    checkTokenAtStart,
    attachRouter: (value) => {
      router = value;
      if (waiting) {
        const [to, options] = waiting;
        waiting = null;
        value.navigate(to, options);
      }
    },
    keepCache: (cache) => {
      caches.add(cache);
    },
  };
}
