/**
 * Scene downloads of the download area (tag `downloads`): a member's free downloads first, then the paid download
 * order; the file of a ready download is a ZIP of the scene's data built on request. Account logins only.
 */
import { amountsOf, downloadQuota, SCENE_DOWNLOAD_STATUS, type Priced } from '@kankan/domain';
import { strToU8, zipSync } from 'fflate';
import type { Handlers, RequestContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { ApiFailure } from '../envelope.ts';
import { createdOrderAnswer, createOrder, expireUnpaidOrders, OrderCategory, OrderKind } from '../model/orders.ts';
import { chargeForRequest } from './cameras.ts';
import { accountSessionOf, bodyOf, iso, NotYours, num, type Schemas } from './common.ts';

/** Only a scene that is ready can be downloaded: calculating, failed and archived ones have nothing to give. */
const NORMAL_SCENE = 0;

/** The account's normal scene `sceneNum`: 5015 when it is not the account's, 3002 when it is not normal. */
async function downloadableScene(db: Db, userId: number, sceneNum: string) {
  const scene = await db
    .selectFrom('scenes')
    .select(['id', 'name', 'scene_num', 'status', 'user_id'])
    .where('scene_num', '=', sceneNum)
    .executeTakeFirst();
  if (!scene || scene.user_id !== userId) throw new ApiFailure(5015);
  if (scene.status !== NORMAL_SCENE) throw new ApiFailure(3002);
  return scene;
}

async function isMember(db: Db, userId: number, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .select('id')
    .where('user_id', '=', userId)
    .where('expiry_time', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

async function freeUsed(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('scene_downloads')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('free', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ready downloads of the account (or of one scene), newest first, as the contract shows them. */
async function readyDownloads(db: Db, userId: number, sceneId?: number): Promise<Schemas['SceneDownload'][]> {
  let query = db
    .selectFrom('scene_downloads')
    .innerJoin('scenes', 'scenes.id', 'scene_downloads.scene_id')
    .leftJoin('orders', 'orders.id', 'scene_downloads.order_id')
    .select([
      'scene_downloads.id',
      'scene_downloads.free',
      'scene_downloads.order_id',
      'scene_downloads.created_at',
      'scenes.scene_num',
      'scenes.name',
      'orders.order_sn',
      'orders.amount',
      'orders.currency',
    ])
    .where('scene_downloads.user_id', '=', userId);
  if (sceneId !== undefined) query = query.where('scene_downloads.scene_id', '=', sceneId);
  const rows = await query
    .orderBy('scene_downloads.created_at', 'desc')
    .orderBy('scene_downloads.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    sceneNum: row.scene_num,
    sceneName: row.name,
    status: SCENE_DOWNLOAD_STATUS.ready,
    free: row.free,
    orderId: row.order_id,
    orderSn: row.order_sn,
    amount: row.amount === null ? 0 : num(row.amount),
    currency: (row.currency ?? 'CNY') as Schemas['Currency'],
    createTime: iso(row.created_at),
  }));
}

/** Paid download orders still payable, the newest of each scene that has no ready download yet. */
async function awaitingPayment(ctx: RequestContext, userId: number, ready: Set<string>) {
  await expireUnpaidOrders(ctx.db, userId, ctx.services.now());
  const rows = await ctx.db
    .selectFrom('orders')
    .select(['id', 'order_sn', 'amount', 'currency', 'details', 'created_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', OrderKind.download)
    .where('status', '=', 0)
    .where('paid_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const sceneIds = [...new Set(rows.map((row) => row.details.sceneId).filter((id) => id !== undefined))];
  const scenes =
    sceneIds.length === 0
      ? []
      : await ctx.db.selectFrom('scenes').select(['id', 'scene_num', 'name']).where('id', 'in', sceneIds).execute();
  const byId = new Map(scenes.map((scene) => [scene.id, scene]));
  const seen = new Set(ready);
  const list: Schemas['SceneDownload'][] = [];
  for (const row of rows) {
    const scene = row.details.sceneId === undefined ? undefined : byId.get(row.details.sceneId);
    if (!scene || seen.has(scene.scene_num)) continue;
    seen.add(scene.scene_num);
    list.push({
      id: row.id,
      sceneNum: scene.scene_num,
      sceneName: scene.name,
      status: SCENE_DOWNLOAD_STATUS.awaitingPayment,
      free: false,
      orderId: row.id,
      orderSn: row.order_sn,
      amount: num(row.amount),
      currency: row.currency as Schemas['Currency'],
      createTime: iso(row.created_at),
    });
  }
  return list;
}

export const downloadHandlers: Handlers = {
  async listSceneDownloads(ctx) {
    const session = accountSessionOf(ctx);
    const ready = await readyDownloads(ctx.db, session.userId);
    const waiting = await awaitingPayment(ctx, session.userId, new Set(ready.map((item) => item.sceneNum)));
    const quota = downloadQuota(
      await isMember(ctx.db, session.userId, ctx.services.now()),
      await freeUsed(ctx.db, session.userId),
    );
    const list = [...waiting, ...ready].sort((a, b) => b.createTime.localeCompare(a.createTime));
    return {
      list,
      isMember: quota.freeTotal > 0,
      ...quota,
      paidPrice: amountsOf({ kind: 'download' }).CNY,
      paidPriceUsd: amountsOf({ kind: 'download' }).USD,
    } satisfies Schemas['SceneDownloads'];
  },

  async requestSceneDownload(ctx) {
    const session = accountSessionOf(ctx);
    const { sceneNum } = bodyOf<Schemas['SceneNumRequest']>(ctx);
    const scene = await downloadableScene(ctx.db, session.userId, sceneNum);
    const now = ctx.services.now();
    const member = await isMember(ctx.db, session.userId, now);
    // Looked up, counted and used under the account's lock, so requests sent together cannot both take the last
    // free download, nor spend two on one scene.
    const created = await ctx.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', session.userId).forUpdate().execute();
      const existing = await trx
        .selectFrom('scene_downloads')
        .select('id')
        .where('user_id', '=', session.userId)
        .where('scene_id', '=', scene.id)
        .executeTakeFirst();
      if (existing) return true;
      const used = await trx
        .selectFrom('scene_downloads')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', session.userId)
        .where('free', '=', true)
        .executeTakeFirstOrThrow();
      if (downloadQuota(member, Number(used.n)).freeLeft === 0) return false;
      await trx
        .insertInto('scene_downloads')
        .values({ user_id: session.userId, scene_id: scene.id, free: true, order_id: null, created_at: now })
        .execute();
      return true;
    });
    if (!created) return { paymentRequired: true, download: null } satisfies Schemas['SceneDownloadRequest'];
    const [download] = await readyDownloads(ctx.db, session.userId, scene.id);
    return { paymentRequired: false, download: download ?? null } satisfies Schemas['SceneDownloadRequest'];
  },

  async createDownloadOrder(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<Schemas['DownloadOrderRequest']>(ctx);
    const scene = await downloadableScene(ctx.db, session.userId, body.sceneNum);
    const product: Priced = { kind: 'download' };
    const priced = chargeForRequest(product, body);
    const amount = priced.amount;
    const amounts = amountsOf(product);
    const order = await createOrder(ctx.db, {
      userId: session.userId,
      category: OrderCategory.download,
      kind: OrderKind.download,
      payType: body.payType,
      currency: priced.currency,
      amount,
      amountRmb: amounts.CNY,
      amountUsd: amounts.USD,
      details: { sceneId: scene.id },
      items: [{ goodsId: null, name: `Scene download ${scene.scene_num}`, goodsCount: 1, price: amount }],
      now: ctx.services.now(),
    });
    return createdOrderAnswer(order);
  },

  async getSceneDownloadFile(ctx) {
    const session = accountSessionOf(ctx);
    const { id } = bodyOf<Schemas['IdRequest']>(ctx);
    const row = await ctx.db
      .selectFrom('scene_downloads')
      .innerJoin('scenes', 'scenes.id', 'scene_downloads.scene_id')
      .select([
        'scene_downloads.user_id',
        'scene_downloads.created_at',
        'scenes.scene_num',
        'scenes.name',
        'scenes.type',
        'scenes.size_bytes',
        'scenes.view_count',
        'scenes.created_at as scene_created_at',
        'scenes.user_id as scene_user_id',
      ])
      .where('scene_downloads.id', '=', id)
      .executeTakeFirst();
    if (!row || row.user_id !== session.userId) throw new ApiFailure(NotYours.record);
    if (row.scene_user_id !== session.userId) throw new ApiFailure(5015);
    const scene = {
      sceneNum: row.scene_num,
      name: row.name,
      type: row.type,
      sizeBytes: num(row.size_bytes),
      viewCount: row.view_count,
      createTime: iso(row.scene_created_at),
      downloadedAt: iso(ctx.services.now()),
    };
    // The demo has no model data to hand out; the archive holds the scene's record, in the same place a
    // deployment's model files would go beside it.
    const archive = zipSync({
      'scene.json': strToU8(JSON.stringify(scene, null, 2)),
      'README.txt': strToU8(
        `Scene ${row.scene_num}: ${row.name}\r\nscene.json holds the scene's record (code, name, type, size, views, dates).\r\n`,
      ),
    });
    return {
      fileName: `scene-${row.scene_num}.zip`,
      contentBase64: Buffer.from(archive).toString('base64'),
    } satisfies Schemas['SceneDownloadFile'];
  },
};
