/** Order lists, shop and membership orders, order status, and the consumption records. */
import { amountsOf, CART_ITEM_KIND, type CartItemKind, type Priced } from '@kankan/domain';
import type { Selectable } from 'kysely';
import type { Handlers, RequestContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { OrdersTable } from '../db/schema.ts';
import { ApiFailure } from '../envelope.ts';
import { ownCamera } from '../model/cameras.ts';
import { createdOrderAnswer, createOrder, expireUnpaidOrders, OrderCategory, OrderKind } from '../model/orders.ts';
import { chargeForRequest } from './cameras.ts';
import {
  accountSessionOf,
  bodyOf,
  iso,
  isoOrNull,
  NotYours,
  num,
  pageInfo,
  paging,
  sessionOf,
  type Paging,
  type Schemas,
} from './common.ts';

const GOODS_NAMES: Record<number, string> = { 1: 'KanKan Lite', 4: 'KanKan Pro', 7: 'Pro tripod set' };

function isGoods(id: number): id is CartItemKind {
  return Object.values(CART_ITEM_KIND).some((kind) => kind === id);
}

async function orderViews(db: Db, rows: Selectable<OrdersTable>[]): Promise<Schemas['Order'][]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const items = await db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('id').execute();
  const invoices = await db
    .selectFrom('invoices')
    .select(['id', 'order_id', 'status'])
    .where('order_id', 'in', ids)
    .execute();
  const cameraIds = [...new Set(rows.map((r) => r.camera_id).filter((id): id is number => id !== null))];
  const cameras =
    cameraIds.length === 0
      ? []
      : await db.selectFrom('cameras').select(['id', 'child_name']).where('id', 'in', cameraIds).execute();
  // A download order names its scene while the scene is still the buyer's.
  const sceneIds = [
    ...new Set(
      rows
        .filter((r) => r.kind === OrderKind.download)
        .map((r) => r.details.sceneId)
        .filter((id): id is number => id !== undefined),
    ),
  ];
  const scenes =
    sceneIds.length === 0
      ? []
      : await db.selectFrom('scenes').select(['id', 'name', 'user_id']).where('id', 'in', sceneIds).execute();
  const sceneNameOf = (row: Selectable<OrdersTable>) => {
    if (row.kind !== OrderKind.download) return null;
    const scene = scenes.find((candidate) => candidate.id === row.details.sceneId);
    return scene && scene.user_id === row.user_id ? scene.name : null;
  };
  return rows.map((row) => {
    const invoice = invoices.find((candidate) => candidate.order_id === row.id);
    return {
      id: row.id,
      orderSn: row.order_sn,
      orderType: row.category as Schemas['OrderCategory'],
      payType: row.pay_type as Schemas['PayType'],
      status: row.status as Schemas['OrderStatus'],
      amount: num(row.amount),
      currency: row.currency as Schemas['Currency'],
      createTime: iso(row.created_at),
      delay: row.delay_days,
      items: items
        .filter((item) => item.order_id === row.id)
        .map((item) => ({
          goodsId: item.goods_id as Schemas['GoodsKind'] | null,
          name: item.name,
          goodsCount: item.goods_count,
          price: num(item.price),
        })),
      // Every kind but a scene download is paid through the pay calls, whose orderType is the kind.
      payOrderType: row.kind === OrderKind.download ? null : (row.kind as Schemas['PayOrderType']),
      paidAt: isoOrNull(row.paid_at),
      cameraId: row.camera_id,
      childName: cameras.find((camera) => camera.id === row.camera_id)?.child_name ?? null,
      sceneName: sceneNameOf(row),
      invoice: invoice ? { id: invoice.id, status: invoice.status as Schemas['InvoiceStatus'] } : null,
    };
  });
}

async function orderPage(
  db: Db,
  userId: number,
  category: number,
  status: number | undefined,
  page: Paging,
  now: Date,
) {
  await expireUnpaidOrders(db, userId, now);
  let query = db.selectFrom('orders').where('user_id', '=', userId).where('category', '=', category);
  if (status !== undefined) query = query.where('status', '=', status);
  const total = await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  return { list: await orderViews(db, rows), pageInfo: pageInfo(page, num(total?.n)) };
}

/**
 * The camera a consumption-record list is limited to: a device login sees only its camera; a `cameraId` filter must
 * name one of the user's cameras (6012).
 */
async function recordCamera(ctx: RequestContext, cameraId: number | undefined): Promise<number | null> {
  const session = sessionOf(ctx);
  if (session.deviceLogin) {
    if (cameraId !== undefined && cameraId !== session.cameraId) throw new ApiFailure(NotYours.camera);
    return session.cameraId ?? -1;
  }
  if (cameraId === undefined) return null;
  if (!(await ownCamera(ctx.db, session.userId, cameraId))) throw new ApiFailure(NotYours.camera);
  return cameraId;
}

export const orderHandlers: Handlers = {
  async listOrders(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<Schemas['OrderListRequest']>(ctx);
    return orderPage(ctx.db, session.userId, body.orderType, body.status, paging(body), ctx.services.now());
  },

  async cancelOrder(ctx) {
    const session = accountSessionOf(ctx);
    const { orderId } = bodyOf<Schemas['CancelOrderRequest']>(ctx);
    const now = ctx.services.now();
    await expireUnpaidOrders(ctx.db, session.userId, now);
    const order = await ctx.db
      .selectFrom('orders')
      .select(['id', 'status', 'paid_at'])
      .where('id', '=', orderId)
      .where('user_id', '=', session.userId)
      .executeTakeFirst();
    if (!order) throw new ApiFailure(NotYours.order);
    // Only an order still waiting for payment; the update repeats the condition so a payment confirmed meanwhile
    // wins over the cancel.
    const cancelled = await ctx.db
      .updateTable('orders')
      .set({ status: 4 })
      .where('id', '=', order.id)
      .where('status', '=', 0)
      .where('paid_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!cancelled) throw new ApiFailure(3002);
    return null;
  },

  async listIncrementOrders(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<Schemas['PageRequest']>(ctx);
    return orderPage(ctx.db, session.userId, OrderCategory.membership, undefined, paging(body), ctx.services.now());
  },

  async createGoodsOrder(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<Schemas['GoodsOrderRequest']>(ctx);
    const ids = body.goods.map((g) => g.goodsId);
    if (new Set(ids).size !== ids.length) throw new ApiFailure(3002);
    if (!ids.every(isGoods)) throw new ApiFailure(3002);
    const lineOf = (g: { goodsId: CartItemKind; goodsCount: number }) => ({ goods: g.goodsId, count: g.goodsCount });
    const product: Priced = { kind: 'goods', lines: body.goods.map(lineOf) };
    const priced = chargeForRequest(product, body);
    const receiver = await ctx.db
      .selectFrom('addresses')
      .select('id')
      .where('id', '=', body.receiverId)
      .where('user_id', '=', session.userId)
      .executeTakeFirst();
    if (!receiver) throw new ApiFailure(NotYours.record);
    if (body.invoiceType !== 0) {
      // The invoice information must be saved before ordering.
      const info = await ctx.db
        .selectFrom('invoice_infos')
        .select('type')
        .where('user_id', '=', session.userId)
        .where('type', '=', body.invoiceType)
        .executeTakeFirst();
      if (!info) throw new ApiFailure(3002);
    }
    const currency = priced.currency;
    const items = body.goods.map((g) => ({
      goodsId: g.goodsId,
      name: GOODS_NAMES[g.goodsId] ?? 'Goods',
      goodsCount: g.goodsCount,
      price: amountsOf({ kind: 'goods', lines: [{ goods: g.goodsId, count: 1 }] })[currency],
    }));
    const amounts = amountsOf(product);
    const now = ctx.services.now();
    const order = await ctx.db.transaction().execute(async (trx) => {
      const created = await createOrder(trx, {
        userId: session.userId,
        category: OrderCategory.camera,
        kind: OrderKind.goods,
        payType: body.payType,
        currency,
        amount: priced.amount,
        amountRmb: amounts.CNY,
        amountUsd: amounts.USD,
        receiverId: receiver.id,
        invoiceType: body.invoiceType === 0 ? null : body.invoiceType,
        items,
        now,
      });
      // What was ordered leaves the cart (the cart keeps its other items).
      await trx.deleteFrom('cart_items').where('user_id', '=', session.userId).where('goods_id', 'in', ids).execute();
      return created;
    });
    return createdOrderAnswer(order);
  },

  async getOrderDetail(ctx) {
    const session = accountSessionOf(ctx);
    const { orderSn } = bodyOf<Schemas['OrderDetailRequest']>(ctx);
    await expireUnpaidOrders(ctx.db, session.userId, ctx.services.now());
    const row = await ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('order_sn', '=', orderSn)
      .where('user_id', '=', session.userId)
      .executeTakeFirst();
    if (!row) throw new ApiFailure(NotYours.order);
    const [view] = await orderViews(ctx.db, [row]);
    if (!view) throw new ApiFailure(NotYours.order);
    return {
      ...view,
      kind: row.kind as Schemas['PayOrderType'],
      paidAt: isoOrNull(row.paid_at),
      shippedAt: isoOrNull(row.shipped_at),
      receivedAt: isoOrNull(row.received_at),
    } satisfies Schemas['OrderDetail'];
  },

  async createIncrementOrder(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<Schemas['IncrementOrderRequest']>(ctx);
    const product: Priced = { kind: 'membership', count: body.count };
    const priced = chargeForRequest(product, body);
    if (body.incrementId !== undefined) {
      // A renewal is one more year of one of the user's own memberships.
      if (body.count !== 1) throw new ApiFailure(3002);
      const own = await ctx.db
        .selectFrom('memberships')
        .select('id')
        .where('id', '=', body.incrementId)
        .where('user_id', '=', session.userId)
        .executeTakeFirst();
      if (!own) throw new ApiFailure(NotYours.membership);
    }
    const unit = amountsOf({ kind: 'membership', count: 1 })[priced.currency];
    const amounts = amountsOf(product);
    const order = await createOrder(ctx.db, {
      userId: session.userId,
      category: OrderCategory.membership,
      kind: OrderKind.membership,
      payType: body.payType,
      currency: priced.currency,
      amount: priced.amount,
      amountRmb: amounts.CNY,
      amountUsd: amounts.USD,
      details: body.incrementId === undefined ? { count: body.count } : { count: 1, incrementId: body.incrementId },
      items: [{ goodsId: null, name: 'Membership', goodsCount: body.count, price: unit }],
      now: ctx.services.now(),
    });
    return createdOrderAnswer(order);
  },

  async queryOrderStatus(ctx) {
    const { orderSn, orderType } = bodyOf<Schemas['QueryOrderStatusRequest']>(ctx);
    const order = await ctx.db
      .selectFrom('orders')
      .select(['order_sn', 'kind', 'pay_type', 'paid_at', 'user_id'])
      .where('order_sn', '=', orderSn)
      .executeTakeFirst();
    if (!order || order.kind !== orderType) throw new ApiFailure(NotYours.order);
    // The pay dialog polls without the token (spec 7), so the order number itself is the secret (its random part
    // is 16 digits, see newOrderSn); a caller that does send a session sees only its own orders.
    if (ctx.session && ctx.session.userId !== order.user_id) throw new ApiFailure(NotYours.order);
    if (!order.paid_at) return null;
    return {
      orderSn: order.order_sn,
      orderType: order.kind as Schemas['PayOrderType'],
      payType: order.pay_type as Schemas['PayType'],
      paidAt: iso(order.paid_at),
    };
  },

  async listExpansionRecords(ctx) {
    const session = sessionOf(ctx);
    const body = bodyOf<Schemas['RecordListRequest']>(ctx);
    const cameraId = await recordCamera(ctx, body.cameraId);
    const page = paging(body);
    let query = ctx.db
      .selectFrom('expansion_records')
      .innerJoin('cameras', 'cameras.id', 'expansion_records.camera_id')
      .where('expansion_records.user_id', '=', session.userId);
    if (cameraId !== null) query = query.where('expansion_records.camera_id', '=', cameraId);
    if (body.startTime !== undefined)
      query = query.where('expansion_records.created_at', '>=', new Date(body.startTime));
    if (body.endTime !== undefined) query = query.where('expansion_records.created_at', '<', new Date(body.endTime));
    const total = await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
    const rows = await query
      .selectAll('expansion_records')
      .select('cameras.child_name')
      .orderBy('expansion_records.created_at', 'desc')
      .orderBy('expansion_records.id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute();
    return {
      list: rows.map((row) => ({
        id: row.id,
        cameraId: row.camera_id,
        childName: row.child_name,
        unit: row.unit,
        month: row.month as Schemas['StorageTerm'],
        amount: num(row.amount),
        currency: row.currency as Schemas['Currency'],
        payType: row.pay_type as Schemas['PayType'],
        orderSn: row.order_sn,
        startTime: iso(row.start_time),
        expiryTime: iso(row.expiry_time),
        createTime: iso(row.created_at),
      })),
      pageInfo: pageInfo(page, num(total?.n)),
    };
  },

  async listChargeRecords(ctx) {
    const session = sessionOf(ctx);
    const body = bodyOf<Schemas['ChargeRecordListRequest']>(ctx);
    const cameraId = await recordCamera(ctx, body.cameraId);
    const page = paging(body);
    let query = ctx.db
      .selectFrom('charge_records')
      .innerJoin('cameras', 'cameras.id', 'charge_records.camera_id')
      .leftJoin('orders', 'orders.id', 'charge_records.order_id')
      .where('charge_records.user_id', '=', session.userId);
    if (cameraId !== null) query = query.where('charge_records.camera_id', '=', cameraId);
    if (body.startTime !== undefined) query = query.where('charge_records.created_at', '>=', new Date(body.startTime));
    if (body.endTime !== undefined) query = query.where('charge_records.created_at', '<', new Date(body.endTime));
    if (body.type !== undefined) query = query.where('charge_records.type', '=', body.type);
    if (body.channel !== undefined) query = query.where('charge_records.channel', '=', body.channel);
    const total = await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
    const rows = await query
      .selectAll('charge_records')
      .select(['cameras.child_name', 'orders.pay_type as order_pay_type'])
      .orderBy('charge_records.created_at', 'desc')
      .orderBy('charge_records.id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute();
    return {
      list: rows.map((row) => ({
        id: row.id,
        cameraId: row.camera_id,
        childName: row.child_name,
        type: row.type as Schemas['ChargeRecordType'],
        channel: row.channel as Schemas['ChargeChannel'],
        points: row.points,
        amount: row.amount == null ? null : num(row.amount),
        currency: row.amount == null ? null : (row.currency as Schemas['Currency']),
        // A paid top-up came through its order's payment method; the spec's channels name unpaid points.
        payType: row.order_pay_type == null ? null : (row.order_pay_type as Schemas['PayType']),
        sceneNum: row.scene_num,
        createTime: iso(row.created_at),
      })),
      pageInfo: pageInfo(page, num(total?.n)),
    };
  },
};
