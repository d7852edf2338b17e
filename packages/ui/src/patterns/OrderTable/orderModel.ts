import type { Currency, OrderStatus, OrderType, PayType } from '@kankan/domain';
import type { BadgeProps } from '../../components/Badge/Badge.tsx';

/** One order as the "My orders" table shows it; the site maps the API's numbers to these names. */
export interface OrderSummary {
  id: string;
  orderSn: string;
  /** Goods names in the user's language (product, plan, membership or scene download) and how many. */
  items: readonly { name: string; count: number }[];
  /**
   * What the order applies to, in the tabs that show it: the camera (membership and other orders) or the scene
   * (download orders). `null` when there is none (a membership not yet authorised to a camera).
   */
  subject?: string | null;
  amount: number;
  currency: Currency;
  payType: PayType;
  /** When the order was placed (ms). */
  createdAt: number;
  status: OrderStatus;
  /** False while the order waits for payment; it can then be paid until it expires. */
  isPaid: boolean;
  /** An invoice was already requested for this order. */
  invoiceRequested?: boolean;
  /** The invoice of this order when the site knows it: requested (0) or delivered (1); it shows with the status. */
  invoiceStatus?: 0 | 1 | null;
  /** False when an unpaid order cannot be paid from the orders screen (e.g. a scene download); default true. */
  isPayable?: boolean;
}

/** What the status column shows: the order status, or "awaiting payment" for an unpaid order still payable. */
export type OrderDisplayStatus = OrderStatus | 'awaitingPayment';

/** An unpaid order that is neither cancelled nor expired waits for payment; otherwise its own status shows. */
export function orderDisplayStatus(order: Pick<OrderSummary, 'status' | 'isPaid'>): OrderDisplayStatus {
  if (!order.isPaid && order.status !== 'cancelled' && order.status !== 'expired') return 'awaitingPayment';
  return order.status;
}

export const orderStatusTone: Record<OrderDisplayStatus, NonNullable<BadgeProps['tone']>> = {
  awaitingPayment: 'caution',
  awaitingShipment: 'info',
  shipped: 'info',
  received: 'accent',
  finished: 'positive',
  cancelled: 'neutral',
  expired: 'neutral',
};

export type OrderAction = 'details' | 'requestInvoice' | 'invoiceDetails' | 'pay' | 'cancel';

/** What the table offers: each action is shown only when its handler is given. */
export type OrderActionHandlers = Partial<Record<OrderAction, unknown>>;

/**
 * The actions of an order row. Details always; Pay (when payable) and Cancel while it awaits payment; Request
 * invoice once paid, unless it was cancelled or expired or an invoice was already requested; Invoice details when
 * the order's invoice is known. `offered` limits them to the actions the table has handlers for.
 */
export function orderActions(
  order: Pick<OrderSummary, 'status' | 'isPaid' | 'invoiceRequested' | 'invoiceStatus' | 'isPayable'>,
  offered: OrderActionHandlers = { details: true, requestInvoice: true, pay: true },
): OrderAction[] {
  const status = orderDisplayStatus(order);
  const hasInvoice = order.invoiceRequested === true || order.invoiceStatus != null;
  const actions: OrderAction[] = ['details'];
  if (status === 'awaitingPayment') {
    if (order.isPayable !== false) actions.push('pay');
    actions.push('cancel');
  } else if (order.isPaid && status !== 'cancelled' && status !== 'expired' && !hasInvoice) {
    actions.push('requestInvoice');
  }
  if (order.invoiceStatus != null) actions.push('invoiceDetails');
  return actions.filter((action) => Boolean(offered[action]));
}

export type OrderColumn = 'orderSn' | 'items' | 'subject' | 'amount' | 'status' | 'actions';

/** Columns of each tab: camera orders list their goods; the others also name the camera or scene. */
export function orderColumns(type: OrderType): OrderColumn[] {
  const withSubject = type !== 'camera';
  return ['orderSn', 'items', ...(withSubject ? (['subject'] as const) : []), 'amount', 'status', 'actions'];
}
