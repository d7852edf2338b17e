import type { ShowToastOptions } from '@kankan/ui';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toastForError } from '../rules/errorFeedback.ts';

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
  // The news, case and scene pages show a failed read in place, with a way to try again.
  '/news/list',
  '/news/{id}',
  '/case/list',
  '/scene/show',
]);

function operationPath(key: readonly unknown[] | undefined): string | undefined {
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
        if (query.meta?.silent || INLINE_ERROR_PATHS.has(operationPath(query.queryKey) ?? '')) return;
        report(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent || INLINE_ERROR_PATHS.has(operationPath(mutation.options.mutationKey) ?? '')) return;
        report(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
