/** The shop cart: the last item cannot be removed. */
import { canRemoveCartItem } from '@kankan/domain';
import type { Handlers } from '../context.ts';
import { ApiFailure } from '../envelope.ts';
import { accountSessionOf, bodyOf, NotYours, type Schemas } from './common.ts';
import { cartOf } from './user.ts';

const MAX_COUNT = 999;

export const cartHandlers: Handlers = {
  async listCart(ctx) {
    const session = accountSessionOf(ctx);
    return cartOf(ctx.db, session.userId);
  },

  async addToCart(ctx) {
    const session = accountSessionOf(ctx);
    const { goodsId, goodsCount } = bodyOf<Schemas['CartItemInput']>(ctx);
    // One statement adds the item or its count, and only while the sum stays within the limit: additions sent
    // together each add theirs, and one that would pass the limit changes nothing (3002).
    const saved = await ctx.db
      .insertInto('cart_items')
      .values({ user_id: session.userId, goods_id: goodsId, goods_count: goodsCount, created_at: ctx.services.now() })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'goods_id'])
          .doUpdateSet((eb) => ({ goods_count: eb('cart_items.goods_count', '+', eb.ref('excluded.goods_count')) }))
          .where((eb) => eb(eb('cart_items.goods_count', '+', eb.ref('excluded.goods_count')), '<=', MAX_COUNT)),
      )
      .returning('goods_id')
      .executeTakeFirst();
    if (!saved) throw new ApiFailure(3002);
    return cartOf(ctx.db, session.userId);
  },

  async updateCartItem(ctx) {
    const session = accountSessionOf(ctx);
    const { goodsId, goodsCount } = bodyOf<Schemas['CartItemInput']>(ctx);
    const updated = await ctx.db
      .updateTable('cart_items')
      .set({ goods_count: goodsCount })
      .where('user_id', '=', session.userId)
      .where('goods_id', '=', goodsId)
      .returning('goods_id')
      .executeTakeFirst();
    if (!updated) throw new ApiFailure(NotYours.record);
    return cartOf(ctx.db, session.userId);
  },

  async removeFromCart(ctx) {
    const session = accountSessionOf(ctx);
    const { goodsId } = bodyOf<Schemas['CartRemoveRequest']>(ctx);
    await ctx.db.transaction().execute(async (trx) => {
      // Removals sent together are counted one after the other, so they cannot empty the cart between them.
      await trx.selectFrom('users').select('id').where('id', '=', session.userId).forUpdate().execute();
      const items = await trx
        .selectFrom('cart_items')
        .select('goods_id')
        .where('user_id', '=', session.userId)
        .execute();
      if (!items.some((item) => item.goods_id === goodsId)) throw new ApiFailure(NotYours.record);
      if (!canRemoveCartItem(items.length)) throw new ApiFailure(3002);
      await trx
        .deleteFrom('cart_items')
        .where('user_id', '=', session.userId)
        .where('goods_id', '=', goodsId)
        .execute();
    });
    return cartOf(ctx.db, session.userId);
  },
};
