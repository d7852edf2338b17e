/**
 * Invoices. A request names a paid order (one invoice per order, 4021 for a second) or a camera; a camera's request
 * is saved once per camera purchase (4021 while a request of the camera is pending, or when
 * nothing is left to invoice); it can be edited before delivery and within 7 days after it. The invoice information
 * of each type is saved with the first request and reused when ordering.
 */
import { COUNTRY, isInvoiceEditable } from '@kankan/domain';
import type { Handlers } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../db/atomic.ts';
import type { Database, InvoiceInfoFields } from '../db/schema.ts';
import { ApiFailure } from '../envelope.ts';
import { ownCamera, type CameraRow } from '../model/cameras.ts';
import { contentCheck, titleCheck } from '../rules/sensitive.ts';
import { accountSessionOf, bodyOf, iso, isoOrNull, NotYours, num, pageInfo, paging, type Schemas } from './common.ts';

type InvoiceBody = Schemas['OrdinaryInvoiceAddRequest'] | Schemas['SpecialInvoiceAddRequest'];
/** The invoice information alone (no camera or amount). */
type InfoBody = Schemas['OrdinaryInvoiceInfoRequest'] | Schemas['SpecialInvoiceInfoRequest'];

function currencyOf(camera: Pick<CameraRow, 'country'>): 'CNY' | 'USD' {
  return camera.country === COUNTRY.abroad ? 'USD' : 'CNY';
}

/**
 * Paid for the camera (its points and storage orders in its currency) less what is already invoiced. A request
 * that saves against it calls it in the transaction that holds the camera's row lock (`lockCamera`).
 */
export async function invoiceableAmount(
  db: Kysely<Database>,
  camera: CameraRow,
  exceptInvoiceId?: number,
): Promise<number> {
  const currency = currencyOf(camera);
  const paid = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.sum<string | number | null>('amount').as('sum'))
    .where('camera_id', '=', camera.id)
    .where('user_id', '=', camera.user_id)
    .where('paid_at', 'is not', null)
    .where('currency', '=', currency)
    .executeTakeFirst();
  let invoiced = db
    .selectFrom('invoices')
    .select((eb) => eb.fn.sum<string | number | null>('amount').as('sum'))
    .where('camera_id', '=', camera.id);
  if (exceptInvoiceId !== undefined) invoiced = invoiced.where('id', '<>', exceptInvoiceId);
  const done = await invoiced.executeTakeFirst();
  return Math.max(0, Math.floor(num(paid?.sum) - num(done?.sum)));
}

function checkWords(body: InfoBody): void {
  if (titleCheck(body.title)) throw new ApiFailure(7001);
  const texts =
    body.type === 3 ? [body.organizedAddress, body.bankName, body.shipName, body.shipAreaPath, body.shipAddress] : [];
  if (texts.some((text) => contentCheck(text))) throw new ApiFailure(7002);
}

function columns(body: InvoiceBody) {
  const special = body.type === 3 ? body : null;
  return {
    type: body.type,
    title: body.title.trim(),
    code: body.code ?? null,
    email_address: body.emailAddress.trim(),
    organized_address: special?.organizedAddress.trim() ?? null,
    register_phone: special?.registerPhone ?? null,
    bank_name: special?.bankName.trim() ?? null,
    bank_account: special?.bankAccount.trim() ?? null,
    ship_name: special?.shipName.trim() ?? null,
    ship_mobile: special?.shipMobile.trim() ?? null,
    ship_area_path: special?.shipAreaPath ?? null,
    ship_address: special?.shipAddress.trim() ?? null,
  };
}

function infoFields(body: InfoBody): InvoiceInfoFields {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => key !== 'cameraId' && key !== 'orderId' && key !== 'amount' && key !== 'saveInfo')
      .map(([key, value]) => [key, String(value)]),
  );
}

type InvoiceRow = {
  id: number;
  type: number;
  title: string;
  code: string | null;
  email_address: string;
  organized_address: string | null;
  register_phone: string | null;
  bank_name: string | null;
  bank_account: string | null;
  ship_name: string | null;
  ship_mobile: string | null;
  ship_area_path: string | null;
  ship_address: string | null;
  camera_id: number | null;
  order_id: number | null;
  amount: string | number;
  status: number;
  created_at: Date;
  delivered_at: Date | null;
  currency?: string;
  child_name?: string | null;
  order_sn?: string | null;
};

function invoiceView(row: InvoiceRow): Schemas['Invoice'] {
  const optional: Record<string, string | null> = {
    code: row.code,
    organizedAddress: row.organized_address,
    registerPhone: row.register_phone,
    bankName: row.bank_name,
    bankAccount: row.bank_account,
    shipName: row.ship_name,
    shipMobile: row.ship_mobile,
    shipAreaPath: row.ship_area_path,
    shipAddress: row.ship_address,
  };
  return {
    id: row.id,
    type: row.type as Schemas['InvoiceType'],
    title: row.title,
    emailAddress: row.email_address,
    ...Object.fromEntries(Object.entries(optional).filter((entry): entry is [string, string] => entry[1] != null)),
    cameraId: row.camera_id,
    orderId: row.order_id,
    amount: num(row.amount),
    status: row.status as Schemas['InvoiceStatus'],
    createTime: iso(row.created_at),
    deliveryTime: isoOrNull(row.delivered_at),
    ...(row.currency === 'CNY' || row.currency === 'USD' ? { currency: row.currency } : {}),
    ...(row.child_name !== undefined ? { childName: row.child_name } : {}),
    ...(row.order_sn !== undefined ? { orderSn: row.order_sn } : {}),
  };
}

/** The invoice information of a type is saved only once: the first request saves it. */
async function saveInfoOnce(trx: Transaction<Database>, userId: number, body: InfoBody, now: Date): Promise<void> {
  await trx
    .insertInto('invoice_infos')
    .values({ user_id: userId, type: body.type, fields: JSON.stringify(infoFields(body)), created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'type']).doNothing())
    .execute();
}

/**
 * The user's camera `cameraId` with its row locked for the transaction: every request that invoices against the
 * camera's paid amount takes this lock first, so the amount is read and spent in one step.
 */
async function lockCamera(trx: Kysely<Database>, userId: number, cameraId: number): Promise<CameraRow | undefined> {
  return trx
    .selectFrom('cameras')
    .selectAll()
    .where('id', '=', cameraId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * An invoice for one paid order of the user's, at most the order's amount and, for an order of a camera still the
 * user's, what is left to invoice of the camera's paid amount; once per order.
 */
async function addOrderInvoice(db: Db, userId: number, body: InvoiceBody, orderId: number, now: Date) {
  await db.transaction().execute(async (trx) => {
    // The order, then its camera: the lock order the payment confirmation uses too.
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'amount', 'currency', 'camera_id', 'paid_at', 'status'])
      .where('id', '=', orderId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new ApiFailure(NotYours.order);
    if (!order.paid_at || order.status === 4 || order.status === 5) throw new ApiFailure(3002);
    checkWords(body);
    const camera = order.camera_id === null ? undefined : await lockCamera(trx, userId, order.camera_id);
    const left = camera ? await invoiceableAmount(trx, camera) : Infinity;
    if (left === 0) throw new ApiFailure(4021);
    if (body.amount <= 0 || body.amount > Math.min(num(order.amount), left)) throw new ApiFailure(3002);
    // The unique index on order_id settles a second request for the order: it inserts nothing.
    const saved = await trx
      .insertInto('invoices')
      .values({
        user_id: userId,
        camera_id: order.camera_id,
        order_id: order.id,
        ...columns(body),
        amount: body.amount,
        currency: order.currency,
        created_at: now,
      })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!saved) throw new ApiFailure(4021);
    if (body.saveInfo === true) await saveInfoOnce(trx, userId, body, now);
  });
  return null;
}

export const invoiceHandlers: Handlers = {
  async getMyInvoice(ctx) {
    const session = accountSessionOf(ctx);
    const { type } = bodyOf<Schemas['InvoiceTypeRequest']>(ctx);
    const row = await ctx.db
      .selectFrom('invoice_infos')
      .select('fields')
      .where('user_id', '=', session.userId)
      .where('type', '=', type)
      .executeTakeFirst();
    if (!row) return null;
    const fields = Object.fromEntries(Object.entries(row.fields).filter(([key]) => key !== 'type'));
    return { ...fields, type, title: fields['title'] ?? '', emailAddress: fields['emailAddress'] ?? '' };
  },

  async saveInvoiceInfo(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<InfoBody>(ctx);
    checkWords(body);
    const saved = await ctx.db
      .insertInto('invoice_infos')
      .values({
        user_id: session.userId,
        type: body.type,
        fields: JSON.stringify(infoFields(body)),
        created_at: ctx.services.now(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'type']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    // Saved only once (spec 4): a second save changes nothing.
    if (!saved) throw new ApiFailure(4021);
    return null;
  },

  async addInvoice(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<InvoiceBody>(ctx);
    if (body.orderId !== undefined) {
      return addOrderInvoice(ctx.db, session.userId, body, body.orderId, ctx.services.now());
    }
    if (body.cameraId === undefined) throw new ApiFailure(3001);
    const cameraId = body.cameraId;
    const now = ctx.services.now();
    try {
      await ctx.db.transaction().execute(async (trx) => {
        // The pending check, the amount left and the insert happen under the camera's lock: one request at a time.
        const camera = await lockCamera(trx, session.userId, cameraId);
        if (!camera) throw new ApiFailure(NotYours.camera);
        checkWords(body);
        const pending = await trx
          .selectFrom('invoices')
          .select('id')
          .where('camera_id', '=', camera.id)
          .where('order_id', 'is', null)
          .where('status', '=', 0)
          .executeTakeFirst();
        const available = await invoiceableAmount(trx, camera);
        if (pending || available === 0) throw new ApiFailure(4021);
        if (body.amount <= 0 || body.amount > available) throw new ApiFailure(3002);
        await trx
          .insertInto('invoices')
          .values({
            user_id: session.userId,
            camera_id: camera.id,
            ...columns(body),
            amount: body.amount,
            currency: currencyOf(camera),
            created_at: now,
          })
          .execute();
        // The title becomes the account's saved one only when the customer chose so (docs/decisions.md).
        if (body.saveInfo === true) await saveInfoOnce(trx, session.userId, body, now);
      });
    } catch (error) {
      // The partial unique index on pending camera requests backs the lock up.
      if (isUniqueViolation(error, 'invoices_one_pending_per_camera')) throw new ApiFailure(4021);
      throw error;
    }
    return null;
  },

  async updateInvoice(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<Schemas['OrdinaryInvoiceUpdateRequest'] | Schemas['SpecialInvoiceUpdateRequest']>(ctx);
    const invoice = await ctx.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', body.id)
      .where('user_id', '=', session.userId)
      .executeTakeFirst();
    if (!invoice) throw new ApiFailure(NotYours.record);
    if (
      invoice.type !== body.type ||
      invoice.order_id !== (body.orderId ?? null) ||
      (invoice.order_id === null && invoice.camera_id !== (body.cameraId ?? null))
    ) {
      throw new ApiFailure(3002);
    }
    const now = ctx.services.now();
    // Editable before delivery and within 7 days after it: the same rule the invoice detail dialog uses.
    if (!isInvoiceEditable({ deliveredAt: invoice.delivered_at }, now)) throw new ApiFailure(3002);
    const fields: InvoiceBody = body;
    checkWords(fields);
    await ctx.db.transaction().execute(async (trx) => {
      // The amount left is read and changed under the camera's (or order's) lock, as when a request is added.
      let available: number;
      if (invoice.order_id !== null) {
        const order = await trx
          .selectFrom('orders')
          .select(['amount', 'camera_id'])
          .where('id', '=', invoice.order_id)
          .where('user_id', '=', session.userId)
          .forUpdate()
          .executeTakeFirst();
        if (!order) throw new ApiFailure(NotYours.order);
        const camera = order.camera_id === null ? undefined : await lockCamera(trx, session.userId, order.camera_id);
        const left = camera ? await invoiceableAmount(trx, camera, invoice.id) : Infinity;
        available = Math.min(num(order.amount), left);
      } else {
        const camera =
          invoice.camera_id === null ? undefined : await lockCamera(trx, session.userId, invoice.camera_id);
        if (!camera) throw new ApiFailure(NotYours.camera);
        available = await invoiceableAmount(trx, camera, invoice.id);
      }
      if (body.amount <= 0 || body.amount > available) throw new ApiFailure(3002);
      await trx
        .updateTable('invoices')
        .set({ ...columns(fields), amount: body.amount, updated_at: now })
        .where('id', '=', invoice.id)
        .execute();
    });
    return null;
  },

  async listInvoiceDevices(ctx) {
    const session = accountSessionOf(ctx);
    const cameras = await ctx.db
      .selectFrom('cameras')
      .selectAll()
      .where('user_id', '=', session.userId)
      .orderBy('id')
      .execute();
    const list: Schemas['InvoiceDevice'][] = [];
    for (const camera of cameras) {
      list.push({
        cameraId: camera.id,
        childName: camera.child_name,
        snCode: camera.sn_code,
        type: camera.type as Schemas['CameraType'],
        invoiceableAmount: await invoiceableAmount(ctx.db, camera),
        currency: currencyOf(camera),
      });
    }
    return list;
  },

  async listInvoices(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<Schemas['InvoiceListRequest']>(ctx);
    const page = paging(body);
    if (body.cameraId !== undefined && !(await ownCamera(ctx.db, session.userId, body.cameraId))) {
      throw new ApiFailure(NotYours.camera);
    }
    let query = ctx.db.selectFrom('invoices').where('invoices.user_id', '=', session.userId);
    if (body.cameraId !== undefined) query = query.where('invoices.camera_id', '=', body.cameraId);
    // Filtering by the user's own rows already limits an order filter to the user's orders.
    if (body.orderId !== undefined) query = query.where('invoices.order_id', '=', body.orderId);
    const total = await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
    // The camera's name while the camera is still the caller's (an unbound camera's belongs to someone else now).
    const rows = await query
      .leftJoin('cameras', (join) =>
        join.onRef('cameras.id', '=', 'invoices.camera_id').on('cameras.user_id', '=', session.userId),
      )
      .leftJoin('orders', (join) =>
        join.onRef('orders.id', '=', 'invoices.order_id').on('orders.user_id', '=', session.userId),
      )
      .selectAll('invoices')
      .select(['cameras.child_name', 'orders.order_sn'])
      .orderBy('invoices.created_at', 'desc')
      .orderBy('invoices.id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute();
    return { list: rows.map(invoiceView), pageInfo: pageInfo(page, num(total?.n)) };
  },
};
