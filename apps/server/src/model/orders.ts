/** Creating orders and applying a payment: points added, capacity extended, memberships created. */
import { randomInt } from 'node:crypto';
import {
  membershipDefaultExpiry,
  membershipRenewalExpiry,
  planPurchaseKind,
  renewalExpiry,
  termDays,
  topUpBlockCode,
  upgradeExtension,
  type PlanTermMonths,
  type StoragePlanId,
} from '@kankan/domain';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, OrderDetails, OrdersTable } from '../db/schema.ts';
import { addDaysMs, num, type Schemas } from '../handlers/common.ts';
import { rearchiveScenesForCamera } from '../handlers/scenes.ts';
import { currentPlan } from './cameras.ts';

export type OrderRow = Selectable<OrdersTable>;

/** The answer of every order-creating call: the order to pay and the amount the server priced it at. */
export function createdOrderAnswer(order: OrderRow): Schemas['CreatedOrder'] {
  return {
    id: order.id,
    payType: order.pay_type as Schemas['PayType'],
    orderSn: order.order_sn,
    amount: num(order.amount),
    currency: order.currency as Schemas['Currency'],
  };
}

/** Order categories (the account-area tabs) and what an order pays for. */
export const OrderCategory = { camera: 1, membership: 2, other: 3, download: 4 } as const;
export const OrderKind = { points: 1, storage: 2, goods: 3, membership: 4, download: 5 } as const;

/** Hours an unpaid order stays payable; after that it is expired (status 5) and payment answers 8002. */
export const UNPAID_ORDER_HOURS = 24;

/** Marks unpaid orders older than the payable window as expired (run before orders are listed or paid). */
export async function expireUnpaidOrders(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: 5 })
    .where('user_id', '=', userId)
    .where('paid_at', 'is', null)
    .where('status', '=', 0)
    .where('created_at', '<', new Date(now.getTime() - UNPAID_ORDER_HOURS * 60 * 60 * 1000))
    .execute();
}

/**
 * `KK` + UTC date and time to the second + 16 random digits (32 characters). The order status can be polled without
 * a login (spec 7), so the number must not be guessable from the time of an order: the random part is ~53 bits.
 */
export function newOrderSn(now: Date): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const random = () => String(randomInt(0, 100_000_000)).padStart(8, '0');
  return `KK${stamp}${random()}${random()}`;
}

export interface NewOrder {
  userId: number;
  category: number;
  kind: number;
  payType: number;
  currency: 'CNY' | 'USD';
  amount: number;
  amountRmb?: number | null;
  amountUsd?: number | null;
  cameraId?: number | null;
  receiverId?: number | null;
  invoiceType?: number | null;
  delayDays?: number;
  details?: OrderDetails;
  items: { goodsId: number | null; name: string; goodsCount: number; price: number }[];
  now: Date;
}

export async function createOrder(db: Db | Transaction<Database>, order: NewOrder): Promise<OrderRow> {
  const row = await db
    .insertInto('orders')
    .values({
      order_sn: newOrderSn(order.now),
      user_id: order.userId,
      category: order.category,
      kind: order.kind,
      pay_type: order.payType,
      currency: order.currency,
      amount: order.amount,
      amount_rmb: order.amountRmb ?? null,
      amount_usd: order.amountUsd ?? null,
      camera_id: order.cameraId ?? null,
      receiver_id: order.receiverId ?? null,
      invoice_type: order.invoiceType ?? null,
      delay_days: order.delayDays ?? 0,
      details: JSON.stringify(order.details ?? {}),
      created_at: order.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (order.items.length > 0) {
    await db
      .insertInto('order_items')
      .values(
        order.items.map((item) => ({
          order_id: row.id,
          goods_id: item.goodsId,
          name: item.name,
          goods_count: item.goodsCount,
          price: item.price,
        })),
      )
      .execute();
  }
  return row;
}

/** Why a payment cannot be applied to an order: the code the pay call answers with. */
export const PaymentRefusal = {
  /** Paid already, cancelled or expired: only a waiting order within its payable window is paid. */
  notPayable: 8002,
  /** The top-up would take the camera over the 100,000 points cap. */
  pointsCap: 6004,
  /** The plan order no longer fits the camera's plan (a downgrade, or the same plan bought twice). */
  planRules: 3002,
  /** The camera the order is for is no longer the buyer's. */
  cameraNotBound: 6012,
  /** The scene of a download order has been deleted (or is no longer the buyer's) since the order. */
  sceneGone: 5015,
} as const;

type Reader = Db | Transaction<Database>;

/**
 * The rules checked again when an order is paid, because its camera may have changed since the order was made
 * (other orders paid, time passed). Returns the refusal code, or for an order that can be paid the delay days its
 * plan gets now (the days still left on a renewed plan, or the converted days of an upgraded one).
 */
export async function paymentCheck(
  db: Reader,
  order: OrderRow,
  now: Date,
  lock = false,
): Promise<{ refusal: number } | { refusal: null; delayDays: number }> {
  const expiredAt = order.created_at.getTime() + UNPAID_ORDER_HOURS * 60 * 60 * 1000;
  if (order.paid_at || order.status !== 0 || expiredAt <= now.getTime()) {
    return { refusal: PaymentRefusal.notPayable };
  }
  if (order.kind === OrderKind.download) {
    const scene = await db
      .selectFrom('scenes')
      .select('user_id')
      .where('id', '=', order.details.sceneId ?? -1)
      .executeTakeFirst();
    return scene?.user_id === order.user_id ? { refusal: null, delayDays: 0 } : { refusal: PaymentRefusal.sceneGone };
  }
  if (order.kind !== OrderKind.points && order.kind !== OrderKind.storage) {
    return { refusal: null, delayDays: order.delay_days };
  }
  let query = db
    .selectFrom('cameras')
    .selectAll()
    .where('id', '=', order.camera_id ?? -1);
  if (lock) query = query.forUpdate();
  const camera = await query.executeTakeFirst();
  if (!camera || camera.user_id !== order.user_id) return { refusal: PaymentRefusal.cameraNotBound };
  const details = order.details;
  if (order.kind === OrderKind.points) {
    return topUpBlockCode(camera.points, details.points ?? 0) === null
      ? { refusal: null, delayDays: 0 }
      : { refusal: PaymentRefusal.pointsCap };
  }
  const target = details.unit as StoragePlanId;
  const kind = planPurchaseKind(currentPlan(camera, now), target);
  // An order made as an upgrade (or a first plan) whose plan the camera has meanwhile got would buy it twice; a
  // renewal of a plan since replaced by a larger one would be a downgrade.
  if (kind === 'downgradeRefused' || (details.purchaseKind !== undefined && details.purchaseKind !== kind)) {
    return { refusal: PaymentRefusal.planRules };
  }
  const term = details.month as PlanTermMonths;
  if (kind === 'renew' && camera.expiry_time) {
    return { refusal: null, delayDays: renewalExpiry({ now, currentExpiry: camera.expiry_time, term }).delayDays };
  }
  if (kind === 'upgrade' && camera.expiry_time) {
    return { refusal: null, delayDays: upgradeExtension(now, camera.expiry_time).days };
  }
  return { refusal: null, delayDays: 0 };
}

export type PaymentOutcome =
  | { result: 'paid'; order: OrderRow }
  | { result: 'alreadyPaid'; order: OrderRow }
  /** The provider took the money but the order could not be honoured: the payment is refunded, the order cancelled. */
  | { result: 'refunded'; code: number; order: OrderRow };

/**
 * Applies the provider's confirmation that `payType` paid the order: re-checks the order (status, points cap,
 * plan rules) under a lock and either marks it paid and applies what it bought, or refunds the payment and cancels
 * the order. A second confirmation of a paid order changes nothing. Null when there is no such order.
 */
export async function markOrderPaid(
  db: Db,
  orderId: number,
  payType: number,
  now: Date,
): Promise<PaymentOutcome | null> {
  const applied = await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order) return null;
    if (order.paid_at) return { result: 'alreadyPaid' as const, rebalance: null };
    const check = await paymentCheck(trx, order, now, true);
    if (check.refusal !== null) {
      // Only a waiting order is cancelled; an expired one keeps its status (it was never going to be paid).
      if (order.status === 0) {
        await trx.updateTable('orders').set({ status: 4 }).where('id', '=', order.id).execute();
      }
      await trx
        .updateTable('payments')
        .set({ status: 3, finished_at: now })
        .where('order_id', '=', order.id)
        .where('status', '=', 0)
        .where('pay_type', '=', payType)
        .execute();
      return { result: 'refunded' as const, code: check.refusal, rebalance: null };
    }
    const virtual = order.kind !== OrderKind.goods;
    await trx
      .updateTable('orders')
      .set({ paid_at: now, pay_type: payType, status: virtual ? 3 : 0, delay_days: check.delayDays })
      .where('id', '=', order.id)
      .execute();
    await trx
      .updateTable('payments')
      .set({ status: 1, finished_at: now })
      .where('order_id', '=', order.id)
      .where('status', '=', 0)
      .where('pay_type', '=', payType)
      .execute();
    const details = order.details;
    if (order.kind === OrderKind.points && order.camera_id != null && details.points) {
      await trx
        .updateTable('cameras')
        .set((eb) => ({ points: eb('points', '+', details.points ?? 0) }))
        .where('id', '=', order.camera_id)
        .execute();
      await trx
        .insertInto('charge_records')
        .values({
          camera_id: order.camera_id,
          user_id: order.user_id,
          type: 1,
          channel: 0,
          points: details.points,
          amount: order.amount,
          currency: order.currency,
          order_id: order.id,
          created_at: now,
        })
        .execute();
    }
    if (order.kind === OrderKind.storage && order.camera_id != null && details.unit && details.month) {
      const sku = await trx
        .selectFrom('storage_skus')
        .select(['size_bytes'])
        .where('unit', '=', details.unit)
        .where('month', '=', details.month)
        .executeTakeFirstOrThrow();
      const expiry = addDaysMs(now, termDays(details.month as PlanTermMonths) + check.delayDays);
      const space = await trx
        .insertInto('capacity_subscriptions')
        .values({
          camera_id: order.camera_id,
          user_id: order.user_id,
          unit: details.unit,
          size_bytes: num(sku.size_bytes),
          start_time: now,
          expiry_time: expiry,
          order_id: order.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('cameras')
        .set({ space_id: space.id, capacity_unit: details.unit, total_bytes: num(sku.size_bytes), expiry_time: expiry })
        .where('id', '=', order.camera_id)
        .execute();
      await trx
        .insertInto('expansion_records')
        .values({
          camera_id: order.camera_id,
          user_id: order.user_id,
          unit: details.unit,
          month: details.month,
          amount: order.amount,
          currency: order.currency,
          pay_type: payType,
          order_id: order.id,
          order_sn: order.order_sn,
          start_time: now,
          expiry_time: expiry,
          created_at: now,
        })
        .execute();
    }
    if (order.kind === OrderKind.membership && details.incrementId !== undefined) {
      const renewed = await trx
        .selectFrom('memberships')
        .select(['id', 'expiry_time', 'camera_id'])
        .where('id', '=', details.incrementId)
        .where('user_id', '=', order.user_id)
        .forUpdate()
        .executeTakeFirst();
      if (renewed) {
        await trx
          .updateTable('memberships')
          .set({ expiry_time: membershipRenewalExpiry({ now, currentExpiry: renewed.expiry_time }) })
          .where('id', '=', renewed.id)
          .execute();
        // A renewed membership on a camera lifts the capacity limit again: its archived scenes are unsealed.
        return { result: 'paid' as const, rebalance: renewed.camera_id };
      }
    }
    if (order.kind === OrderKind.membership) {
      const count = details.count ?? 1;
      await trx
        .insertInto('memberships')
        .values(
          Array.from({ length: count }, () => ({
            user_id: order.user_id,
            purchase_time: now,
            expiry_time: membershipDefaultExpiry(now),
            order_id: order.id,
          })),
        )
        .execute();
    }
    if (order.kind === OrderKind.download && details.sceneId !== undefined) {
      await trx
        .insertInto('scene_downloads')
        .values({ user_id: order.user_id, scene_id: details.sceneId, free: false, order_id: order.id, created_at: now })
        .execute();
    }
    return { result: 'paid' as const, rebalance: order.kind === OrderKind.storage ? order.camera_id : null };
  });
  if (!applied) return null;
  if (applied.rebalance != null) await rearchiveScenesForCamera(db, applied.rebalance, now);
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  return applied.result === 'refunded'
    ? { result: 'refunded', code: applied.code, order }
    : { result: applied.result, order };
}

/** Records a failed payment attempt (the provider's Fail button); the order stays unpaid. */
export async function markPaymentFailed(db: Db, orderId: number, payType: number, now: Date): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status: 2, finished_at: now })
    .where('order_id', '=', orderId)
    .where('pay_type', '=', payType)
    .where('status', '=', 0)
    .execute();
}

/**
 * Marks a paid shop order shipped (status 1, dispatched) or received (status 2; shipped first when it was not).
 * Only the demo's shipping page calls it: the site has no warehouse. False when the order is not a paid shop order
 * still waiting for that step.
 */
export async function markOrderShipment(
  db: Db,
  orderSn: string,
  step: 'shipped' | 'received',
  now: Date,
): Promise<boolean> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'kind', 'paid_at', 'shipped_at', 'received_at', 'status'])
    .where('order_sn', '=', orderSn)
    .executeTakeFirst();
  if (!order || order.kind !== OrderKind.goods || !order.paid_at || order.received_at) return false;
  // Each step's update repeats its condition, so of two clicks at once only one takes the step.
  if (step === 'shipped') {
    const shipped = await db
      .updateTable('orders')
      .set({ shipped_at: now, status: 1 })
      .where('id', '=', order.id)
      .where('shipped_at', 'is', null)
      .where('received_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return shipped !== undefined;
  }
  const received = await db
    .updateTable('orders')
    .set((eb) => ({ shipped_at: eb.fn.coalesce('shipped_at', eb.val(now)), received_at: now, status: 2 }))
    .where('id', '=', order.id)
    .where('received_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return received !== undefined;
}
