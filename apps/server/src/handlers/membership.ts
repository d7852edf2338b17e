/** Membership subscriptions (increments) and their authorisation to one of the user's cameras. */
import type { Handlers } from '../context.ts';
import type { Db } from '../db/database.ts';
import { ApiFailure } from '../envelope.ts';
import { rearchiveScenesForCamera } from './scenes.ts';
import { accountSessionOf, bodyOf, iso, NotYours, num, pageInfo, paging, type Schemas } from './common.ts';

async function ownMembership(db: Db, userId: number, id: number) {
  const row = await db
    .selectFrom('memberships')
    .leftJoin('cameras', 'cameras.id', 'memberships.camera_id')
    .select([
      'memberships.id',
      'memberships.camera_id',
      'memberships.purchase_time',
      'memberships.expiry_time',
      'cameras.sn_code',
    ])
    .where('memberships.id', '=', id)
    .where('memberships.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new ApiFailure(NotYours.membership);
  return row;
}

function view(row: {
  id: number;
  camera_id: number | null;
  sn_code: string | null;
  purchase_time: Date;
  expiry_time: Date;
}): Schemas['Increment'] {
  return {
    id: row.id,
    cameraId: row.camera_id,
    snCode: row.camera_id == null ? null : row.sn_code,
    purchaseTime: iso(row.purchase_time),
    expiryTime: iso(row.expiry_time),
  };
}

export const membershipHandlers: Handlers = {
  async listIncrements(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<Schemas['IncrementListRequest']>(ctx);
    const page = paging(body);
    let query = ctx.db
      .selectFrom('memberships')
      .leftJoin('cameras', 'cameras.id', 'memberships.camera_id')
      .where('memberships.user_id', '=', session.userId);
    if (body.bound === true) query = query.where('memberships.camera_id', 'is not', null);
    if (body.bound === false) query = query.where('memberships.camera_id', 'is', null);
    const total = await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
    const rows = await query
      .select([
        'memberships.id',
        'memberships.camera_id',
        'memberships.purchase_time',
        'memberships.expiry_time',
        'cameras.sn_code',
      ])
      .orderBy('memberships.expiry_time', 'desc')
      .orderBy('memberships.id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute();
    return { list: rows.map(view), pageInfo: pageInfo(page, num(total?.n)) };
  },

  async getIncrement(ctx) {
    const session = accountSessionOf(ctx);
    const { id } = bodyOf<Schemas['IdRequest']>(ctx);
    return view(await ownMembership(ctx.db, session.userId, id));
  },

  async bindIncrementCamera(ctx) {
    const session = accountSessionOf(ctx);
    const { incrementId, cameraId } = bodyOf<Schemas['IncrementBindRequest']>(ctx);
    const now = ctx.services.now();
    await ownMembership(ctx.db, session.userId, incrementId);
    await ctx.db.transaction().execute(async (trx) => {
      // The camera, then the membership, locked (the order unbinding a camera takes them in): requests sent
      // together are checked one after the other against what the earlier ones saved.
      // Members may authorise only their own cameras (6005 for a camera that is not the user's).
      const camera = await trx
        .selectFrom('cameras')
        .select(['id'])
        .where('id', '=', cameraId)
        .where('user_id', '=', session.userId)
        .forUpdate()
        .executeTakeFirst();
      if (!camera) throw new ApiFailure(6005);
      const membership = await trx
        .selectFrom('memberships')
        .select(['id', 'camera_id', 'expiry_time'])
        .where('id', '=', incrementId)
        .where('user_id', '=', session.userId)
        .forUpdate()
        .executeTakeFirst();
      if (!membership) throw new ApiFailure(NotYours.membership);
      if (membership.camera_id != null) throw new ApiFailure(3031);
      if (membership.expiry_time.getTime() <= now.getTime()) throw new ApiFailure(3002);
      const taken = await trx
        .selectFrom('memberships')
        .select('id')
        .where('camera_id', '=', cameraId)
        .executeTakeFirst();
      if (taken) throw new ApiFailure(3032);
      await trx
        .updateTable('memberships')
        .set({ camera_id: cameraId, bound_at: now })
        .where('id', '=', incrementId)
        .execute();
    });
    await rearchiveScenesForCamera(ctx.db, cameraId, now);
    return null;
  },

  async unbindIncrementCamera(ctx) {
    const session = accountSessionOf(ctx);
    const { incrementId } = bodyOf<Schemas['IncrementUnbindRequest']>(ctx);
    await ownMembership(ctx.db, session.userId, incrementId);
    const cleared = await ctx.db.transaction().execute(async (trx) => {
      // Locked, so of requests sent together only the one that finds the camera still set clears it.
      const membership = await trx
        .selectFrom('memberships')
        .select(['id', 'camera_id'])
        .where('id', '=', incrementId)
        .forUpdate()
        .executeTakeFirst();
      if (membership?.camera_id == null) return null;
      await trx
        .updateTable('memberships')
        .set({ camera_id: null, bound_at: null })
        .where('id', '=', incrementId)
        .execute();
      return membership;
    });
    if (!cleared || cleared.camera_id == null) throw new ApiFailure(3002);
    await rearchiveScenesForCamera(ctx.db, cleared.camera_id, ctx.services.now());
    return null;
  },
};
