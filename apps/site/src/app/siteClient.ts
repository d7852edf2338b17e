import { ApiError, call, createApiClient, type ApiClient, type FetchFunction } from '@kankan/api';
import { i18n, type Locale } from '@kankan/i18n';
import { loadingTracker } from '@kankan/ui';
import { readDevApiBase } from '../pages/dev/devConfig.ts';

/* The site's API client and the calls the session makes itself. */

export interface SiteClientOptions {
  /** Where `/api` lives; the developer tool's saved address, else `/api`, when not given. */
  baseUrl: string | undefined;
  getToken: () => string | null;
  /** Code 3004 on a call that ends the session; `message` is the catalogue's message for it. */
  onSessionExpired: (message: string, sentToken: string | null) => void;
  fetch: FetchFunction | undefined;
}

/** The API client with the spec's request rules, counting its calls in the loading overlay. */
export function createSiteClient({ baseUrl, getToken, onSessionExpired, fetch }: SiteClientOptions): ApiClient {
  return createApiClient({
    baseUrl: baseUrl ?? readDevApiBase() ?? '/api',
    getToken,
    getLocale: () => i18n.locale as Locale,
    onLoading: (count) => loadingTracker.setCount(count),
    onSessionExpired: (error, sentToken) => onSessionExpired(error.message, sentToken),
    ...(fetch ? { fetch } : {}),
  });
}

/** Tells the server the session ends; whatever it answers, the session is gone on this side. */
export async function logOutOnServer(client: ApiClient, token: string): Promise<void> {
  try {
    await call(client, 'post', '/sso/user/logout', { params: { header: { token } }, hideLoading: true });
  } catch {
    // Nothing to do: the session is already cleared.
  }
}

/** The start-up token check (spec 4): valid, rejected by the server, or no answer (the session is kept). */
export async function checkToken(client: ApiClient, token: string): Promise<'valid' | 'rejected' | 'unanswered'> {
  try {
    await call(client, 'post', '/user/checkToken', { params: { header: { token } }, hideLoading: true });
    return 'valid';
  } catch (error) {
    return error instanceof ApiError && error.kind === 'server' ? 'rejected' : 'unanswered';
  }
}
