import { ORDER_POLL_INTERVAL_MS, type PayOrderType } from '@kankan/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from '../client.ts';
import type { ApiData } from '../types.ts';
import { useApi } from './provider.tsx';

/** The international provider's pay type: it is never polled (spec 4). */
export const INTERNATIONAL_PAY_TYPE = 2;

export type PaidOrder = NonNullable<ApiData<'post', '/user/order/queryOrderStatus'>>;

export interface OrderStatusPollingOptions {
  orderSn: string | null | undefined;
  /** 1 points (recharge), 2 storage, 3 goods, 4 membership. */
  orderType: PayOrderType;
  /** 0 and 1 the domestic wallets; 2 the international provider, which is not polled. */
  payType: 0 | 1 | 2;
  /** Poll only while the pay dialog shows its QR code; false (dialog closed) stops polling. */
  enabled: boolean;
  /** Called once when the order is paid. */
  onPaid?: (order: PaidOrder) => void;
  /** Spec: every 5 seconds. */
  intervalMs?: number;
}

/**
 * Polls the order status while the QR code is shown (spec 4): every 5 seconds; stops once the answer is code 0
 * with data (paid), when disabled, and on unmount; never for the international provider. Errors while polling
 * (such as an order not created yet) do not stop it and show nothing: the dialog keeps waiting.
 */
export function useOrderStatusPolling({
  orderSn,
  orderType,
  payType,
  enabled,
  onPaid,
  intervalMs = ORDER_POLL_INTERVAL_MS,
}: OrderStatusPollingOptions) {
  const { client } = useApi();
  const active = enabled && Boolean(orderSn) && payType !== INTERNATIONAL_PAY_TYPE;
  const query = useQuery({
    queryKey: ['post', '/user/order/queryOrderStatus', { orderSn, orderType, payType }],
    queryFn: () =>
      call(client, 'post', '/user/order/queryOrderStatus', {
        body: { orderSn: orderSn ?? '', orderType, payType },
        hideLoading: true,
      }),
    enabled: active,
    refetchInterval: (q) => (q.state.data ? false : intervalMs),
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { silent: true },
  });

  const paid = query.data ?? null;
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  });
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (paid && orderSn && reported.current !== orderSn) {
      reported.current = orderSn;
      onPaidRef.current?.(paid);
    }
  }, [paid, orderSn]);

  return { paid, isPolling: active && !paid, error: query.error };
}

/** The pay QR code of the first domestic wallet (payType 0). */
export function usePayByWechat() {
  const { $api } = useApi();
  return $api.useMutation('post', '/order/pay/wechatPay');
}

/** The pay QR code of the second domestic wallet (payType 1). */
export function usePayByAlipay() {
  const { $api } = useApi();
  return $api.useMutation('post', '/order/pay/aliPay');
}

/** The hand-off to the international provider (payType 2): the user is sent there, nothing is polled. */
export function usePayByPaypal() {
  const { $api } = useApi();
  return $api.useMutation('post', '/order/pay/paypal');
}
