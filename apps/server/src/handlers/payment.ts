/**
 * Paying an order. The domestic wallets answer a QR code that encodes this server's local "pay" page
 * (`/dev/pay/<orderSn>`); opening it marks the order paid. The international provider is simulated by the local page
 * `/dev/paypal/<orderSn>` with Succeed and Fail buttons.
 */
import { randomBytes } from 'node:crypto';
import { PAY_TYPE } from '@kankan/domain';
import QRCode from 'qrcode';
import type { Handlers, RequestContext } from '../context.ts';
import { ApiFailure } from '../envelope.ts';
import { expireUnpaidOrders, paymentCheck } from '../model/orders.ts';
import { accountSessionOf, bodyOf, NotYours, type Schemas } from './common.ts';

/** Checks the order can be paid this way and records the payment attempt; returns the order and the reference. */
async function startPayment(ctx: RequestContext, payType: number) {
  const session = accountSessionOf(ctx);
  const { orderId, orderType, spaceId } = bodyOf<Schemas['PayRequest']>(ctx);
  await expireUnpaidOrders(ctx.db, session.userId, ctx.services.now());
  const order = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', session.userId)
    .executeTakeFirst();
  if (!order || order.kind !== orderType) throw new ApiFailure(NotYours.order);
  // The same checks the provider's confirmation makes, so a payment that would be refunded is not started.
  const check = await paymentCheck(ctx.db, order, ctx.services.now());
  if (check.refusal !== null) throw new ApiFailure(check.refusal);
  // The domestic wallets take CNY orders; the international provider USD orders.
  const international = payType === PAY_TYPE.international;
  if (international !== (order.currency === 'USD')) throw new ApiFailure(8002);
  if (spaceId !== undefined) {
    // A renewal names the plan being renewed: it must be the current plan of the order's camera.
    const camera =
      order.camera_id == null
        ? undefined
        : await ctx.db.selectFrom('cameras').select('space_id').where('id', '=', order.camera_id).executeTakeFirst();
    if (!camera || camera.space_id !== spaceId) throw new ApiFailure(3002);
  }
  const reference = randomBytes(12).toString('hex');
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('orders').set({ pay_type: payType }).where('id', '=', order.id).execute();
    await trx
      .insertInto('payments')
      .values({
        order_id: order.id,
        pay_type: payType,
        reference,
        amount: order.amount,
        currency: order.currency,
        created_at: ctx.services.now(),
      })
      .execute();
  });
  return { order, reference };
}

/**
 * Only the demo has a payment provider (the simulated pages under /dev). Without one a pay call answers 8002 before
 * recording anything, rather than a QR code that leads nowhere.
 */
function requireProvider(ctx: RequestContext): void {
  if (!ctx.services.demo) throw new ApiFailure(8002);
}

async function walletQrCode(ctx: RequestContext, payType: number): Promise<Schemas['PayQrCode']> {
  requireProvider(ctx);
  const { order, reference } = await startPayment(ctx, payType);
  const codeUrl = `${ctx.services.publicOrigin}/dev/pay/${encodeURIComponent(order.order_sn)}?ref=${reference}`;
  const src = await QRCode.toDataURL(codeUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { src, codeUrl };
}

export const paymentHandlers: Handlers = {
  payByWechat: (ctx) => walletQrCode(ctx, PAY_TYPE.domesticWallet1),
  payByAlipay: (ctx) => walletQrCode(ctx, PAY_TYPE.domesticWallet2),
  async payByPaypal(ctx) {
    requireProvider(ctx);
    const { order, reference } = await startPayment(ctx, PAY_TYPE.international);
    return {
      url: `${ctx.services.publicOrigin}/dev/paypal/${encodeURIComponent(order.order_sn)}`,
      method: 'GET',
      fields: { token: reference },
    } satisfies Schemas['PaypalHandOff'];
  },
};
