import { useLingui } from '@lingui/react/macro';
import { PAY_TYPE, type PayType } from '@kankan/domain';
import type { OrderDisplayStatus } from './orderModel.ts';

// The labels live apart from the table: a screen that only writes them (a CSV export) does not load the table.

/** The label of each order status, in the active language. */
export function useOrderStatusLabels(): Record<OrderDisplayStatus, string> {
  const { t } = useLingui();
  return {
    awaitingPayment: t`Awaiting payment`,
    awaitingShipment: t`Awaiting shipment`,
    shipped: t`Shipped`,
    received: t`Received`,
    finished: t`Finished`,
    cancelled: t`Cancelled`,
    expired: t`Expired`,
  };
}

/** The name of each payment method (payType 0, 1, 2). */
export function usePayTypeLabels(): Record<PayType, string> {
  const { t } = useLingui();
  return {
    [PAY_TYPE.domesticWallet1]: t`WeChat Pay`,
    [PAY_TYPE.domesticWallet2]: t`Alipay`,
    [PAY_TYPE.international]: t`PayPal`,
  };
}
