import { useApi } from './provider.tsx';
import { useInvalidate, type QueryHookOptions } from './shared.ts';

/** The cart (spec 7.2); every change refreshes the cart list (and the header's count with it). */

export function useCart({ enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/cart/list', undefined, { enabled });
}

export function useAddToCart() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/cart/add', { onSuccess: () => invalidate('/user/cart/list') });
}

export function useUpdateCartItem() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/cart/update', { onSuccess: () => invalidate('/user/cart/list') });
}

export function useRemoveFromCart() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/cart/remove', { onSuccess: () => invalidate('/user/cart/list') });
}
