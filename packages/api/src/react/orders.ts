import { useApi } from './provider.tsx';
import { useInvalidate, type PostBody, type QueryHookOptions } from './shared.ts';

/** Orders, storage expansion, points recharge and the consumption records (spec 7.2). */

export function useOrders(filters: PostBody<'/user/order/list'>, { enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/order/list', { body: filters }, { enabled });
}

export function useIncrementOrders(
  filters: PostBody<'/user/virtualOrder/incrementOrderList'> = {},
  { enabled = true }: QueryHookOptions = {},
) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/virtualOrder/incrementOrderList', { body: filters }, { enabled });
}

export function useCreateGoodsOrder() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/order/createGoodsOrder', {
    onSuccess: () => invalidate('/user/cart/list', '/user/order/list'),
  });
}

export function useCreateIncrementOrder() {
  const { $api } = useApi();
  return $api.useMutation('post', '/user/order/createIncrementOrder');
}

/** Points top-up order (spec 7.2: cameraId, points, payType, abroad). */
export function useCreateRechargeOrder() {
  const { $api } = useApi();
  return $api.useMutation('post', '/user/order/rechargeOrder');
}

/** Prices of the storage plans for one period (renewal and upgrade); hold it with `enabled` until a period is chosen. */
export function useExpansionPrice(
  request: PostBody<'/user/order/getExpansionPrice'>,
  { enabled = true }: QueryHookOptions = {},
) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/order/getExpansionPrice', { body: request }, { enabled });
}

export function useCreateExpansionOrder() {
  const { $api } = useApi();
  return $api.useMutation('post', '/user/order/expansionOrder');
}

export function useExpansionRecords(
  filters: PostBody<'/user/record/expansionList'> = {},
  { enabled = true }: QueryHookOptions = {},
) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/record/expansionList', { body: filters }, { enabled });
}

export function useChargeRecords(
  filters: PostBody<'/user/record/chargeList'> = {},
  { enabled = true }: QueryHookOptions = {},
) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/record/chargeList', { body: filters }, { enabled });
}

/** Cancels an unpaid order; the order lists refresh. */
export function useCancelOrder() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/order/cancel', {
    onSuccess: () => invalidate('/user/order/list', '/user/virtualOrder/incrementOrderList'),
  });
}
