import { apiPrefetch, ApiProvider, type ApiClient } from '@kankan/api';
import type { ShowToastOptions } from '@kankan/ui';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toastForError } from '../rules/errorFeedback.ts';
import type { ScreenAddress, ScreenPrefetch } from '../routes/pageModule.ts';
import type { Site } from './createSite.ts';
import { useSite } from './SiteContext.tsx';

/*
 * The site's TanStack Query layer, in a chunk of its own: loaded when a screen first uses the API's hooks (see
 * ApiOnDemand) or a logged-in session fetches its profile and cart, never by the entry.
 */

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
  // The scene screen shows these refusals at the field or beside the scene they concern.
  '/user/scene/rename',
  '/user/scene/delete',
  '/user/scene/move',
  '/user/folder/save',
  '/user/folder/update',
  '/user/scene/cooperation/save',
  // The account info forms show their refusals at the field (a toast too would say it twice).
  '/user/updateUserName',
  '/user/uploadHead',
  '/user/changePassword',
  '/user/insertAddress',
  '/user/updateAddress',
  '/user/deleteAddress',
  '/user/invoice/saveInfo',
  // The payment pop-up shows order and QR-code failures in its error pop-up; binding shows them under the input.
  '/user/order/rechargeOrder',
  '/user/order/expansionOrder',
  '/user/order/createIncrementOrder',
  // The order confirmation shows its refusal in the same error pop-up.
  '/user/order/createGoodsOrder',
  '/order/pay/wechatPay',
  '/order/pay/aliPay',
  '/order/pay/paypal',
  '/user/camera/add',
  '/user/increment/bindCamera',
]);

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

const queryClients = new WeakMap<Site, QueryClient>();

/** The site's one QueryClient, created on first need; the site clears it on logout. */
export function siteQueryClient(site: Site): QueryClient {
  let queryClient = queryClients.get(site);
  if (!queryClient) {
    queryClient = createSiteQueryClient(site.notify);
    queryClients.set(site, queryClient);
    site.keepCache(queryClient);
  }
  return queryClient;
}

/** Runs a page's data prefetches (startData.ts) against the site's query cache, which its hooks then read. */
export function prefetchPageData(
  site: Site,
  client: ApiClient,
  address: ScreenAddress,
  prefetches: readonly ScreenPrefetch[],
): void {
  const api = apiPrefetch(client, siteQueryClient(site));
  for (const prefetch of prefetches) prefetch(api, address);
}

/**
 * The API client and the site's query cache for the hooks below. Until the client's chunk is in (usually it loads
 * alongside this one), it suspends: React renders it again from the nearest Suspense boundary once it is.
 */
export function ApiLayer({ children }: { children: ReactNode }) {
  const site = useSite();
  const client = site.loadedClient();
  if (!client) throw site.loadClient();
  return (
    <ApiProvider client={client} queryClient={siteQueryClient(site)}>
      {children}
    </ApiProvider>
  );
}
