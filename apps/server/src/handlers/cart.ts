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
    const existing = await ctx.db
      .selectFrom('cart_items')
      .select('goods_count')
      .where('user_id', '=', session.userId)
      .where('goods_id', '=', goodsId)
      .executeTakeFirst();
    if (existing) {
      if (existing.goods_count + goodsCount > MAX_COUNT) throw new ApiFailure(3002);
      await ctx.db
        .updateTable('cart_items')
        .set({ goods_count: existing.goods_count + goodsCount })
        .where('user_id', '=', session.userId)
        .where('goods_id', '=', goodsId)
        .execute();
    } else {
      await ctx.db
        .insertInto('cart_items')
        .values({ user_id: session.userId, goods_id: goodsId, goods_count: goodsCount, created_at: ctx.services.now() })
        .execute();
    }
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
    const items = await ctx.db
      .selectFrom('cart_items')
      .select('goods_id')
      .where('user_id', '=', session.userId)
      .execute();
    if (!items.some((item) => item.goods_id === goodsId)) throw new ApiFailure(NotYours.record);
    if (!canRemoveCartItem(items.length)) throw new ApiFailure(3002);
    await ctx.db
      .deleteFrom('cart_items')
      .where('user_id', '=', session.userId)
      .where('goods_id', '=', goodsId)
      .execute();
    return cartOf(ctx.db, session.userId);
  },
};
