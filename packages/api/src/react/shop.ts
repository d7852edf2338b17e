import { useApi } from './provider.tsx';
import type { QueryHookOptions } from './shared.ts';

/**
 * One order of the account by its number (the payment centre's order, and the order page with its timeline). Paying
 * or shipping changes it: the payment pop-up refreshes it once paid.
 */
export function useOrderDetail(orderSn: string | null | undefined, { enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery(
    'post',
    '/user/order/detail',
    { body: { orderSn: orderSn ?? '' } },
    { enabled: enabled && Boolean(orderSn) },
  );
}
