import { useCallback } from 'react';
import { useApi } from './provider.tsx';
import { useInvalidate, type QueryHookOptions } from './shared.ts';

/*
 * The answers every page of a signed-in session reads (spec 4): the profile and the cart behind the header. The site's
 * shell fetches them, so they are in a module of their own: a bundler puts a module whole into one chunk, and the
 * shell's would otherwise carry every sign-in, account and cart hook of the modules they came from.
 */

export function useUserInfo({ enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/getUserInfo', undefined, { enabled });
}

/** The cart (spec 7.2); the cart hooks' changes refresh it (cart.ts). */
export function useCart({ enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/cart/list', undefined, { enabled });
}

/** After a login has been stored: the user info and cart of the session are fetched again with the new token. */
export function useRefreshSessionAnswers(): () => Promise<void> {
  const invalidate = useInvalidate();
  return useCallback(() => invalidate('/user/getUserInfo', '/user/cart/list'), [invalidate]);
}
