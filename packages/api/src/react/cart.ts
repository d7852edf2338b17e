import { useApi } from './provider.tsx';
import { useInvalidate } from './shared.ts';

/** Changes to the cart (spec 7.2): each refreshes the cart list (`useCart` in sessionAnswers.ts) and its count. */

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
