import type { ApiClient, FetchFunction } from '@kankan/api';
import { defaultBrand, type BrandConfig } from '@kankan/domain';
import { showToast, systemClock, type Clock, type ShowToastOptions } from '@kankan/ui';
import type { QueryClient } from '@tanstack/react-query';
import { afterTokenCheck, HOME_PATH, loginPathFrom } from '../rules/routeRules.ts';
import { createSessionStore, type SessionStore } from '../session/sessionStore.ts';
import { checkToken, createSiteClient, logOutOnServer } from './siteClient.ts';
import { createSiteQueryClient } from './siteQueryClient.ts';

/** What the site needs of the router: where the user is and a way to send them elsewhere (see App's bridge). */
export interface SiteRouter {
  location: () => { pathname: string; search: string };
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

export interface SiteOptions {
  storage: Storage;
  /** Writes the token cookie (`null` removes it); the browser's cookie by default. */
  setCookie?: (token: string | null) => void;
  /** Where `/api` lives (default: the developer tool's saved address, else `/api`). */
  baseUrl?: string;
  /** Tests pass a fake back end. */
  fetch?: FetchFunction;
  /** Shows a toast; the app's toast queue by default. */
  notify?: (toast: ShowToastOptions) => void;
  brand?: BrandConfig;
  /** A sign-in link's token held back at start-up because another session is saved here. */
  heldToken?: string | null;
  /** The ticks of the screens' countdowns (the browser's timer by default; stories pass a manual clock). */
  clock?: Clock;
}

/**
 * A sign-in link for another account than the one signed in here: offered once the start-up check has run, taken
 * only when the user accepts. Taken at once when the saved session turns out to have ended.
 */
export interface AccountSwitch {
  /** The held token while the user has not answered. */
  pending(): string | null;
  subscribe(listener: () => void): () => void;
  /** Logs the current account out and signs in with the link's token. */
  accept(): Promise<void>;
  /** Keeps the current account; the link's token is forgotten. */
  decline(): void;
}

/**
 * Everything the site shares: session, API client, the query cache of its answers and the session's ends. One site
 * is made per page load (per prerendered page on the server); its client and query cache last as long.
 */
export interface Site {
  session: SessionStore;
  /** The API client with the spec's request rules. */
  client: ApiClient;
  /** The query cache every screen's API hooks read (cleared when the session ends). */
  queryClient: QueryClient;
  brand: BrandConfig;
  /** Shows a toast (the app's toast queue). */
  notify: (toast: ShowToastOptions) => void;
  /** Logs out: tells the server (with the token it had), clears every saved item and the cached answers. */
  logOut: () => Promise<void>;
  /** The start-up token check (spec 4): a rejected token clears the session; may send the user home. */
  checkTokenAtStart: () => Promise<void>;
  /** Connects the router once it renders; a navigation asked for before that happens then. */
  attachRouter: (router: SiteRouter) => void;
  accountSwitch: AccountSwitch;
  /** The ticks of the screens' countdowns. */
  clock: Clock;
}

export function createSite({
  storage,
  setCookie,
  baseUrl,
  fetch,
  notify = (toast) => void showToast(toast),
  brand = defaultBrand,
  heldToken = null,
  clock = systemClock,
}: SiteOptions): Site {
  const session = createSessionStore({ storage, ...(setCookie ? { setCookie } : {}) });
  const queryClient = createSiteQueryClient(notify);
  let router: SiteRouter | null = null;
  let waiting: [string, { replace?: boolean }] | null = null;
  const navigate = (to: string, options: { replace?: boolean } = {}) => {
    if (router) router.navigate(to, options);
    else waiting = [to, options];
  };

  /** Code 3004 on a call: the session has ended; the user is told and logs in again. */
  const sessionExpired = (message: string) => {
    // Several calls can fail together; the first one ends the session, the others find it ended.
    if (!session.get().token) return;
    notify({ tone: 'caution', title: message });
    const location = router?.location();
    void logOut();
    navigate(loginPathFrom(location ? `${location.pathname}${location.search}` : HOME_PATH), { replace: true });
  };
  let checkingAtStart = false;
  let expiredDuringCheck: string | null = null;

  const client = createSiteClient({
    baseUrl,
    getToken: () => session.get().token,
    onSessionExpired: (message, sentToken) => {
      // An answer for a session this page no longer holds (logged out, or replaced by a sign-in link) ends nothing.
      if (sentToken !== session.get().token) return;
      // While the start-up check is under way its answer decides (spec 4); a call sent beside it (a page's
      // prefetch) leaves its 3004 to the check.
      if (checkingAtStart) {
        expiredDuringCheck ??= message;
        return;
      }
      sessionExpired(message);
    },
    fetch,
  });

  async function logOut(): Promise<void> {
    const { token } = session.get();
    session.clear();
    queryClient.clear();
    // The session is gone on this side whatever the server answers.
    if (token) await logOutOnServer(client, token);
  }

  async function checkTokenAtStart(): Promise<void> {
    const { token } = session.get();
    if (!token) return;
    // The area the user was in before this page opened: read now, as the page records its own while the check runs.
    const lastArea = session.lastArea();
    const opened = router?.location().pathname ?? globalThis.location.pathname;
    checkingAtStart = true;
    const result = await checkToken(client, token);
    checkingAtStart = false;
    const { clearSession, goHome } = afterTokenCheck(result, lastArea, opened);
    if (clearSession) {
      session.clear();
      queryClient.clear();
    }
    if (goHome) navigate(HOME_PATH, { replace: true });
    // A call refused with 3004 while the check ran, though the check kept the session: the session has ended.
    const expired = expiredDuringCheck;
    expiredDuringCheck = null;
    if (expired !== null && !clearSession) sessionExpired(expired);
    if (held !== null && session.get().token === null) await switchTo(held);
    else if (held !== null) offer(held);
  }

  let held = heldToken;
  let offered: string | null = null;
  const switchListeners = new Set<() => void>();
  const offer = (token: string | null) => {
    held = null;
    offered = token;
    for (const listener of switchListeners) listener();
  };
  async function switchTo(token: string): Promise<void> {
    offer(null);
    const previous = session.get().token;
    // Replaced in one step, so the open screen never sees a signed-out moment and sends nobody away.
    session.clear();
    session.logIn(token);
    queryClient.clear();
    if (previous) await logOutOnServer(client, previous);
    await checkTokenAtStart();
  }
  const accountSwitch: AccountSwitch = {
    pending: () => offered,
    subscribe(listener) {
      switchListeners.add(listener);
      return () => switchListeners.delete(listener);
    },
    accept: () => (offered === null ? Promise.resolve() : switchTo(offered)),
    decline: () => offer(null),
  };

  return {
    session,
    client,
    queryClient,
    brand,
    notify,
    logOut,
    checkTokenAtStart,
    accountSwitch,
    clock,
    attachRouter: (value) => {
      router = value;
      if (waiting) {
        const [to, options] = waiting;
        waiting = null;
        value.navigate(to, options);
      }
    },
  };
}
