/** Bound cameras: lists, binding by serial number, unbinding, capacity prices and orders, points top-up. */
import {
  amountsOf,
  charge,
  COUNTRY,
  forecastArchiving,
  SCENE_STATUSES,
  DATE_TYPE_BY_TERM,
  PLAN_TERMS_MONTHS,
  planPurchaseKind,
  renewalExpiry,
  topUpBlockCode,
  upgradeExtension,
  type Charge,
  type PlanTermMonths,
  type Priced,
  type StoragePlanId,
} from '@kankan/domain';
import type { Handlers } from '../context.ts';
import type { Db } from '../db/database.ts';
import { ApiFailure } from '../envelope.ts';
import { baseCapacity, cameraViews, currentPlan, ownCamera, planActive, type CameraRow } from '../model/cameras.ts';
import { createdOrderAnswer, createOrder, OrderCategory, OrderKind } from '../model/orders.ts';
import { accountSessionOf, bodyOf, iso, NotYours, num, pageInfo, paging, type Schemas } from './common.ts';

/**
 * The domain's money rule priced for a request: the camera's region (when the order belongs to one) and the client's
 * mode, which the request's `abroad` flag states (1 for English mode). The pay type must be one the rule allows
 * (3002). No amount from the client is read: the order's amount and currency are the rule's.
 */
export function chargeForRequest(
  product: Priced,
  request: { abroad: number; payType: number },
  camera?: Pick<CameraRow, 'country'>,
): Charge {
  const country = camera?.country === COUNTRY.abroad ? COUNTRY.abroad : COUNTRY.domestic;
  const priced = charge(product, { country, locale: request.abroad === COUNTRY.abroad ? 'en' : 'zh' });
  if (!priced.payTypes.some((payType) => payType === request.payType)) throw new ApiFailure(3002);
  return priced;
}

async function requireOwnCamera(db: Db, userId: number, cameraId: number): Promise<CameraRow> {
  const camera = await ownCamera(db, userId, cameraId);
  if (!camera) throw new ApiFailure(NotYours.camera);
  return camera;
}

function termOfDateType(dateType: number): PlanTermMonths {
  const term = PLAN_TERMS_MONTHS.find((t) => DATE_TYPE_BY_TERM[t] === dateType);
  if (!term) throw new ApiFailure(3002);
  return term;
}

async function camerasOf(
  db: Db,
  userId: number,
  filter: { type?: number | undefined; country?: number | undefined; childName?: string | undefined },
) {
  let query = db.selectFrom('cameras').selectAll().where('user_id', '=', userId);
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  if (filter.country !== undefined) query = query.where('country', '=', filter.country);
  return query.orderBy('bound_at', 'desc').orderBy('id', 'desc').execute();
}

/** A bind of a real serial number under another camera type (the site's own code, like 3027 for the lockout). */
export const WRONG_CAMERA_TYPE_CODE = 4013;

export const cameraHandlers: Handlers = {
  async getAllCameras(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<Schemas['CameraFilterRequest']>(ctx);
    return cameraViews(ctx.db, await camerasOf(ctx.db, session.userId, body), ctx.services.now());
  },

  async getCameraDeadlineNumber(ctx) {
    const session = accountSessionOf(ctx);
    const soon = new Date(ctx.services.now().getTime() + 30 * 24 * 60 * 60 * 1000);
    const row = await ctx.db
      .selectFrom('cameras')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', session.userId)
      .where('space_id', 'is not', null)
      .where('expiry_time', '<=', soon)
      .executeTakeFirst();
    return num(row?.n);
  },

  async getCameraExpiryImpact(ctx) {
    const session = accountSessionOf(ctx);
    const now = ctx.services.now();
    const cameras = await ctx.db
      .selectFrom('cameras')
      .selectAll()
      .where('user_id', '=', session.userId)
      .where('space_id', 'is not', null)
      .where('expiry_time', '>', now)
      .execute();
    const members = await ctx.db
      .selectFrom('memberships')
      .select('camera_id')
      .where('user_id', '=', session.userId)
      .where('expiry_time', '>', now)
      .where('camera_id', 'is not', null)
      .execute();
    const withMembership = new Set(members.map((row) => row.camera_id));
    const running = cameras.filter((camera) => planActive(camera, now) && !withMembership.has(camera.id));
    if (running.length === 0) return [];
    const scenes = await ctx.db
      .selectFrom('scenes')
      .select(['camera_id', 'scene_num', 'name', 'status', 'size_bytes', 'created_at', 'generated_at'])
      .where(
        'camera_id',
        'in',
        running.map((camera) => camera.id),
      )
      .orderBy('id', 'desc')
      .execute();
    return running.map((camera) => {
      const after = baseCapacity(camera.type).bytes;
      const own = scenes
        .filter((scene) => scene.camera_id === camera.id)
        .map((scene) => ({
          sceneNum: scene.scene_num,
          sceneName: scene.name,
          status: SCENE_STATUSES[scene.status] ?? 'normal',
          size: num(scene.size_bytes),
          createdAt: scene.generated_at ?? scene.created_at,
        }));
      // The same rule the server archives by when the plan has ended (rearchiveScenesForCamera).
      const forecast = forecastArchiving(own, after);
      return {
        cameraId: camera.id,
        expiryTime: iso(camera.expiry_time ?? now),
        capacityAfter: after,
        count: forecast.scenes.length,
        bytes: forecast.bytes,
        scenes: forecast.scenes.slice(0, 20).map(({ sceneNum, sceneName, size }) => ({ sceneNum, sceneName, size })),
      };
    });
  },

  async listCameras(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<Schemas['CameraListRequest']>(ctx);
    const page = paging(body);
    let query = ctx.db.selectFrom('cameras').where('user_id', '=', session.userId).where('type', '=', body.type);
    const text = body.childName?.trim();
    if (text) {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) => eb.or([eb('child_name', 'ilike', pattern), eb('sn_code', 'ilike', pattern)]));
    }
    const total = await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
    const rows = await query
      .selectAll()
      .orderBy('bound_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute();
    return { list: await cameraViews(ctx.db, rows, ctx.services.now()), pageInfo: pageInfo(page, num(total?.n)) };
  },

  async listCamerasByChildName(ctx) {
    const session = accountSessionOf(ctx);
    const { childName } = bodyOf<Schemas['ChildNameRequest']>(ctx);
    const rows = await ctx.db
      .selectFrom('cameras')
      .selectAll()
      .where('user_id', '=', session.userId)
      .where('child_name', '=', childName.trim())
      .execute();
    return cameraViews(ctx.db, rows, ctx.services.now());
  },

  async listCamerasWithIncrement(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<Schemas['CameraFilterRequest']>(ctx);
    const rows = await camerasOf(ctx.db, session.userId, body);
    const views = await cameraViews(ctx.db, rows, ctx.services.now());
    const memberships =
      rows.length === 0
        ? []
        : await ctx.db
            .selectFrom('memberships')
            .selectAll()
            .where('user_id', '=', session.userId)
            .where(
              'camera_id',
              'in',
              rows.map((r) => r.id),
            )
            .execute();
    return views.map((view) => {
      const m = memberships.find((row) => row.camera_id === view.id);
      return {
        ...view,
        increment: m
          ? {
              id: m.id,
              cameraId: view.id,
              snCode: view.snCode,
              purchaseTime: iso(m.purchase_time),
              expiryTime: iso(m.expiry_time),
            }
          : null,
      };
    });
  },

  async bindCamera(ctx) {
    const session = accountSessionOf(ctx);
    const { snCode, cameraType } = bodyOf<Schemas['BindCameraRequest']>(ctx);
    const serials = snCode.split(',').map((s) => s.trim());
    if (new Set(serials.map((s) => s.toUpperCase())).size !== serials.length) throw new ApiFailure(3002);
    const now = ctx.services.now();
    return ctx.db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('cameras').selectAll().where('sn_code', 'in', serials).forUpdate().execute();
      // A refusal names the serial number it is about, so the customer sees which one of a batch to correct.
      const refuse = (code: number, sn: string) => new ApiFailure(code, undefined, { snCode: sn });
      for (const sn of serials) {
        const camera = rows.find((row) => row.sn_code === sn);
        if (!camera) throw refuse(4010, sn);
        // A real serial of another type: say the type is wrong rather than that the camera does not exist.
        if (camera.type !== cameraType) throw refuse(WRONG_CAMERA_TYPE_CODE, sn);
        if (camera.user_id === session.userId) throw refuse(6010, sn);
        if (camera.user_id != null) throw refuse(4011, sn);
      }
      const bound = await trx
        .updateTable('cameras')
        .set({ user_id: session.userId, bound_at: now })
        .where('sn_code', 'in', serials)
        .where('user_id', 'is', null)
        .returning(['id', 'sn_code', 'child_name', 'type'])
        .execute();
      return serials.map((sn) => {
        const row = bound.find((b) => b.sn_code === sn);
        if (!row) throw refuse(4011, sn);
        return { id: row.id, snCode: row.sn_code, childName: row.child_name, type: row.type as Schemas['CameraType'] };
      });
    });
  },

  async unbindCamera(ctx) {
    const session = accountSessionOf(ctx);
    const { cameraId } = bodyOf<Schemas['CameraIdRequest']>(ctx);
    await ctx.db.transaction().execute(async (trx) => {
      // The camera row locked first: of unbinds sent together one frees it, the others find it no longer the user's,
      // and none clears what a new owner has meanwhile set up.
      const camera = await trx
        .selectFrom('cameras')
        .select('id')
        .where('id', '=', cameraId)
        .where('user_id', '=', session.userId)
        .forUpdate()
        .executeTakeFirst();
      if (!camera) throw new ApiFailure(NotYours.camera);
      // Unbinding frees the camera: its membership authorisation, collaborator and device sessions go with it.
      await trx
        .updateTable('memberships')
        .set({ camera_id: null, bound_at: null })
        .where('camera_id', '=', cameraId)
        .execute();
      await trx.deleteFrom('cooperations').where('camera_id', '=', cameraId).execute();
      await trx.deleteFrom('sessions').where('camera_id', '=', cameraId).execute();
      await trx
        .updateTable('cameras')
        .set({ user_id: null, bound_at: null })
        .where('id', '=', cameraId)
        .where('user_id', '=', session.userId)
        .execute();
    });
    return null;
  },

  async getExpansionPrice(ctx) {
    const session = accountSessionOf(ctx);
    const { childName, dateType } = bodyOf<Schemas['ExpansionPriceRequest']>(ctx);
    const term = termOfDateType(dateType);
    const camera = await ctx.db
      .selectFrom('cameras')
      .selectAll()
      .where('user_id', '=', session.userId)
      .where('child_name', '=', childName.trim())
      .executeTakeFirst();
    if (!camera) throw new ApiFailure(NotYours.camera);
    const skus = await ctx.db
      .selectFrom('storage_skus')
      .selectAll()
      .where('month', '=', term)
      .orderBy('sort')
      .execute();
    const running = currentPlan(camera, ctx.services.now());
    return {
      skuList: skus.map((sku) => {
        const amounts = amountsOf({ kind: 'storage', plan: sku.unit as StoragePlanId, term });
        return {
          unit: sku.unit,
          skuSn: sku.sku_sn,
          price: amounts.CNY,
          dollarPrice: amounts.USD,
          month: sku.month as Schemas['StorageTerm'],
          description: sku.description,
        };
      }),
      deadLine: running && camera.expiry_time ? iso(camera.expiry_time) : null,
    };
  },

  async createExpansionOrder(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<Schemas['ExpansionOrderRequest']>(ctx);
    const camera = await requireOwnCamera(ctx.db, session.userId, body.cameraId);
    const sku = await ctx.db.selectFrom('storage_skus').selectAll().where('sku_sn', '=', body.skuSn).executeTakeFirst();
    if (!sku || sku.unit !== body.unit) throw new ApiFailure(3002);
    const term = sku.month as PlanTermMonths;
    const product: Priced = { kind: 'storage', plan: sku.unit as StoragePlanId, term };
    const priced = chargeForRequest(product, body, camera);
    const now = ctx.services.now();
    const running = currentPlan(camera, now);
    const kind = planPurchaseKind(running, sku.unit as StoragePlanId);
    if (kind === 'downgradeRefused') throw new ApiFailure(3002);
    let delay = 0;
    if (kind === 'renew' && camera.expiry_time) {
      delay = renewalExpiry({ now, currentExpiry: camera.expiry_time, term }).delayDays;
    } else if (kind === 'upgrade' && camera.expiry_time) {
      delay = upgradeExtension(now, camera.expiry_time).days;
    }
    const price = priced.amount;
    const amounts = amountsOf(product);
    const order = await createOrder(ctx.db, {
      userId: session.userId,
      category: OrderCategory.other,
      kind: OrderKind.storage,
      payType: body.payType,
      currency: priced.currency,
      amount: price,
      amountRmb: amounts.CNY,
      amountUsd: amounts.USD,
      cameraId: camera.id,
      delayDays: delay,
      details: { unit: sku.unit, month: term, skuSn: sku.sku_sn, purchaseKind: kind },
      items: [{ goodsId: null, name: `Cloud storage ${sku.unit}, ${term} months`, goodsCount: 1, price }],
      now,
    });
    return { ...createdOrderAnswer(order), delay };
  },

  async createRechargeOrder(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<Schemas['RechargeOrderRequest']>(ctx);
    const camera = await requireOwnCamera(ctx.db, session.userId, body.cameraId);
    if (topUpBlockCode(camera.points, body.points)) throw new ApiFailure(6004);
    const product: Priced = { kind: 'points', points: body.points };
    const priced = chargeForRequest(product, body, camera);
    const price = priced.amount;
    const amounts = amountsOf(product);
    const order = await createOrder(ctx.db, {
      userId: session.userId,
      category: OrderCategory.other,
      kind: OrderKind.points,
      payType: body.payType,
      currency: priced.currency,
      amount: price,
      amountRmb: amounts.CNY,
      amountUsd: amounts.USD,
      cameraId: camera.id,
      details: { points: body.points },
      items: [{ goodsId: null, name: `Points ${body.points}`, goodsCount: 1, price }],
      now: ctx.services.now(),
    });
    return createdOrderAnswer(order);
  },
};
