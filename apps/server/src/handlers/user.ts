/** The account: profile, avatar, password, delivery addresses and account deletion. */
import {
  ACCOUNT_DELETION_COOLING_OFF_DAYS,
  AVATAR,
  amountsOf,
  CART_ITEM_KIND,
  type CartItemKind,
  imageTypeOfBytes,
  userNameKey,
  validateUserName,
} from '@kankan/domain';
import type { Handlers } from '../context.ts';
import { isUniqueViolation } from '../db/atomic.ts';
import type { Db } from '../db/database.ts';
import { ApiFailure } from '../envelope.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import { accountSessionOf, addDaysMs, bodyOf, iso, isoOrNull, NotYours, sessionOf, type Schemas } from './common.ts';
import { newAvatarPath } from '../model/avatars.ts';

function goodsPrice(goodsId: number): Readonly<{ CNY: number; USD: number }> {
  if (!Object.values(CART_ITEM_KIND).some((kind) => kind === goodsId)) throw new ApiFailure(3002);
  return amountsOf({ kind: 'goods', lines: [{ goods: goodsId as CartItemKind, count: 1 }] });
}

export async function cartOf(db: Db, userId: number): Promise<Schemas['CartItem'][]> {
  const rows = await db
    .selectFrom('cart_items')
    .select(['goods_id', 'goods_count'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('goods_id')
    .execute();
  return rows.map((row) => {
    const price = goodsPrice(row.goods_id);
    return {
      goodsId: row.goods_id as Schemas['GoodsKind'],
      goodsCount: row.goods_count,
      price: price.CNY,
      dollarPrice: price.USD,
    };
  });
}

async function ownAddress(db: Db, userId: number, id: number) {
  const row = await db
    .selectFrom('addresses')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new ApiFailure(NotYours.record);
  return row;
}

function addressValues(body: Schemas['AddressInput']) {
  return {
    country: body.country.trim(),
    province: body.province.trim(),
    city: body.city.trim(),
    district: body.district?.trim() || null,
    detail: body.detail.trim(),
    receiver: body.receiver.trim(),
    phone: body.phone.trim(),
  };
}

export const userHandlers: Handlers = {
  async getUserInfo(ctx) {
    const session = sessionOf(ctx);
    const now = ctx.services.now();
    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'user_name', 'phone', 'area_num', 'email', 'head', 'deletion_requested_at'])
      .where('id', '=', session.userId)
      .executeTakeFirst();
    if (!user) throw new ApiFailure(3004);
    const memberships = await ctx.db
      .selectFrom('memberships')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', user.id)
      .where('expiry_time', '>', now)
      .executeTakeFirst();
    // A device (camera-account) login is not the account holder: it gets the name and avatar, never the phone,
    // e-mail, cart or account state.
    const device = session.deviceLogin;
    const info: Schemas['UserInfo'] = {
      id: user.id,
      userName: user.user_name,
      phoneNum: device ? null : user.phone,
      areaNum: device ? null : user.area_num,
      email: device ? null : user.email,
      head: user.head,
      incrementNum: device ? 0 : Number(memberships?.n ?? 0),
      cart: device ? [] : await cartOf(ctx.db, user.id),
      deletionRequestedAt: device ? null : isoOrNull(user.deletion_requested_at),
    };
    if (ctx.token) info.token = ctx.token;
    return info;
  },

  async changePassword(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<Schemas['ChangePasswordRequest']>(ctx);
    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(body.oldPassword, user.password_hash))) throw new ApiFailure(3014);
    if (body.password !== body.confirmPassword) throw new ApiFailure(3009);
    const passwordHash = await hashPassword(body.password);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
      // The user logs in again everywhere.
      await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    });
    return null;
  },

  async updateUserName(ctx) {
    const session = accountSessionOf(ctx);
    const userName = bodyOf<Schemas['UpdateUserNameRequest']>(ctx).userName.trim();
    // The same rules and codes as registration.
    const nameReason = validateUserName(userName);
    if (nameReason === 'userNameRequired') throw new ApiFailure(3001);
    if (nameReason === 'userNameLength') throw new ApiFailure(3010);
    if (nameReason === 'userNameSensitive') throw new ApiFailure(3012);
    if (nameReason) throw new ApiFailure(3021);
    const taken = await ctx.db
      .selectFrom('users')
      .select('id')
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['user_name']), '=', userName.toLowerCase()),
          eb('name_key', '=', userNameKey(userName)),
        ]),
      )
      .where('id', '!=', session.userId)
      .executeTakeFirst();
    if (taken) throw new ApiFailure(3007);
    try {
      await ctx.db
        .updateTable('users')
        .set({ user_name: userName, name_key: userNameKey(userName) })
        .where('id', '=', session.userId)
        .execute();
    } catch (error) {
      // Another account took the name (or a look-alike) between the check and this update.
      if (isUniqueViolation(error)) throw new ApiFailure(3007);
      throw error;
    }
    return null;
  },

  async uploadHead(ctx) {
    const session = accountSessionOf(ctx);
    const file = ctx.file;
    if (!file) throw new ApiFailure(3018);
    if (file.data.length === 0) throw new ApiFailure(3017);
    if (file.data.length >= AVATAR.maxBytes) throw new ApiFailure(3002);
    // The bytes decide the type, as in the file picker: a JPG saved with a .png name is still a JPG, stored as one.
    const kind = imageTypeOfBytes(file.data);
    if (!kind || !(AVATAR.mimeTypes as readonly string[]).includes(file.mimetype)) throw new ApiFailure(3002);
    const head = await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('user_files').where('user_id', '=', session.userId).where('kind', '=', 'head').execute();
      const row = await trx
        .insertInto('user_files')
        .values({ user_id: session.userId, kind: 'head', mime_type: kind, data: file.data })
        .returning('id')
        .executeTakeFirstOrThrow();
      const address = `${ctx.services.publicOrigin}${newAvatarPath(row.id, kind)}`;
      await trx.updateTable('users').set({ head: address }).where('id', '=', session.userId).execute();
      return address;
    });
    return { head };
  },

  async getReceiverList(ctx) {
    const session = accountSessionOf(ctx);
    const rows = await ctx.db
      .selectFrom('addresses')
      .select(['id', 'country', 'province', 'city', 'district', 'detail', 'receiver', 'phone', 'is_default'])
      .where('user_id', '=', session.userId)
      .orderBy('is_default', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(({ is_default, ...address }) => ({ ...address, isDefault: is_default }));
  },

  async setDefaultAddress(ctx) {
    const session = accountSessionOf(ctx);
    const { id, isDefault } = bodyOf<Schemas['DefaultAddressRequest']>(ctx);
    await ownAddress(ctx.db, session.userId, id);
    await ctx.db.transaction().execute(async (trx) => {
      // One change of the account's default at a time: two at once would both unset, then both set.
      await trx.selectFrom('users').select('id').where('id', '=', session.userId).forUpdate().execute();
      // The current default goes first (or only this one, when it is unset): the partial unique index allows one.
      let unset = trx
        .updateTable('addresses')
        .set({ is_default: false })
        .where('user_id', '=', session.userId)
        .where('is_default', '=', true);
      if (!isDefault) unset = unset.where('id', '=', id);
      await unset.execute();
      if (isDefault) {
        await trx
          .updateTable('addresses')
          .set({ is_default: true })
          .where('id', '=', id)
          .where('user_id', '=', session.userId)
          .execute();
      }
    });
    return null;
  },

  async insertAddress(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<Schemas['AddressInput']>(ctx);
    await ctx.db
      .insertInto('addresses')
      .values({ user_id: session.userId, ...addressValues(body), created_at: ctx.services.now() })
      .execute();
    return null;
  },

  async updateAddress(ctx) {
    const session = accountSessionOf(ctx);
    const body = bodyOf<Schemas['AddressUpdate']>(ctx);
    await ownAddress(ctx.db, session.userId, body.id);
    await ctx.db
      .updateTable('addresses')
      .set(addressValues(body))
      .where('id', '=', body.id)
      .where('user_id', '=', session.userId)
      .execute();
    return null;
  },

  async deleteAddress(ctx) {
    const session = accountSessionOf(ctx);
    const { id } = bodyOf<Schemas['IdRequest']>(ctx);
    await ownAddress(ctx.db, session.userId, id);
    await ctx.db.deleteFrom('addresses').where('id', '=', id).where('user_id', '=', session.userId).execute();
    return null;
  },

  async requestAccountDeletion(ctx) {
    const session = accountSessionOf(ctx);
    // One update keeps the first request's time when requests arrive together: the answer is what was stored.
    const user = await ctx.db
      .updateTable('users')
      .set((eb) => ({ deletion_requested_at: eb.fn.coalesce('deletion_requested_at', eb.val(ctx.services.now())) }))
      .where('id', '=', session.userId)
      .returning('deletion_requested_at')
      .executeTakeFirstOrThrow();
    const requestedAt = user.deletion_requested_at ?? ctx.services.now();
    return { coolingOffEndsAt: iso(addDaysMs(new Date(requestedAt), ACCOUNT_DELETION_COOLING_OFF_DAYS)) };
  },

  async cancelAccountDeletion(ctx) {
    const session = accountSessionOf(ctx);
    await ctx.db.updateTable('users').set({ deletion_requested_at: null }).where('id', '=', session.userId).execute();
    return null;
  },
};
