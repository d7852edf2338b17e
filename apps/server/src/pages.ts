/**
 * The demo's pages that stand in for the outside world: the wallet "pay" page a QR code encodes, the international
 * provider's page with Succeed / Fail, the camera app's login confirmation and the mailbox of verification codes.
 * Only the demo registers them (DEMO=1): each one pays orders, logs in or shows codes to whoever opens it.
 * Also the uploaded avatars and the viewer's panoramas (`mediaPages`), served in every mode.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from './context.ts';
import type { Db } from './db/database.ts';
import { confirmCameraTicket, scanCameraTicket } from './handlers/signIn.ts';
import { escapeHtml } from './html.ts';
import { findAvatar } from './model/avatars.ts';
import { markOrderPaid, markOrderShipment, markPaymentFailed } from './model/orders.ts';
import { mediaPictureOf, mediaPng } from './model/panorama.ts';
import { mailbox } from './services.ts';

function page(reply: FastifyReply, title: string, body: string, status = 200) {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The pages' own small style sheet and style attributes; no script at all.
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      )
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
          `<title>${escapeHtml(title)}</title><style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:3rem auto;` +
          `padding:0 1rem}button{font:inherit;padding:.5rem 1.25rem;margin-right:.5rem}</style></head>` +
          `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
      )
  );
}

async function findPayment(db: Db, orderSn: string, reference: string) {
  return db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select([
      'orders.id as orderId',
      'orders.order_sn',
      'orders.kind',
      'orders.amount',
      'orders.currency',
      'orders.paid_at',
      'payments.pay_type',
      'payments.status',
    ])
    .where('orders.order_sn', '=', orderSn)
    .where('payments.reference', '=', reference)
    .executeTakeFirst();
}

export function developmentPages(db: Db, services: Services): (app: FastifyInstance) => void {
  return (app) => {
    // The provider page's Succeed and Fail are plain HTML forms, posted form-encoded; their fields are not read.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    /** The page a domestic-wallet QR code encodes: opening it pays the order. */
    app.get<{ Params: { orderSn: string }; Querystring: { ref?: string } }>(
      '/dev/pay/:orderSn',
      async (request, reply) => {
        const payment = await findPayment(db, request.params.orderSn, String(request.query.ref ?? ''));
        if (!payment) return page(reply, 'Payment not found', '<p>This payment link is not valid.</p>', 404);
        const outcome = payment.paid_at
          ? null
          : await markOrderPaid(db, payment.orderId, payment.pay_type, services.now());
        if (outcome?.result === 'refunded') {
          return page(
            reply,
            'Payment refunded',
            `<p>Order ${escapeHtml(payment.order_sn)} can no longer be paid (code ${outcome.code}); the payment was refunded.</p>`,
          );
        }
        return page(
          reply,
          'Payment received',
          `<p>Order ${escapeHtml(payment.order_sn)}: ${escapeHtml(String(Number(payment.amount)))} ${escapeHtml(payment.currency)} paid.</p>` +
            `<p>You can return to the site; it notices the payment within a few seconds.</p>`,
        );
      },
    );

    /** The international provider: Succeed or Fail, then back to the site's result page. */
    app.get<{ Params: { orderSn: string }; Querystring: { token?: string } }>(
      '/dev/paypal/:orderSn',
      async (request, reply) => {
        const token = String(request.query.token ?? '');
        const payment = await findPayment(db, request.params.orderSn, token);
        if (!payment) return page(reply, 'Payment not found', '<p>This payment link is not valid.</p>', 404);
        const action = (result: string) =>
          `/dev/paypal/${encodeURIComponent(payment.order_sn)}/${result}?token=${encodeURIComponent(token)}`;
        return page(
          reply,
          'International payment (simulated)',
          `<p>Order ${escapeHtml(payment.order_sn)}: ${escapeHtml(String(Number(payment.amount)))} ${escapeHtml(payment.currency)}</p>` +
            `<form method="post" action="${escapeHtml(action('succeed'))}" style="display:inline"><button>Succeed</button></form>` +
            `<form method="post" action="${escapeHtml(action('fail'))}" style="display:inline"><button>Fail</button></form>`,
        );
      },
    );
    app.post<{ Params: { orderSn: string; result: string }; Querystring: { token?: string } }>(
      '/dev/paypal/:orderSn/:result',
      async (request, reply) => {
        const payment = await findPayment(db, request.params.orderSn, String(request.query.token ?? ''));
        if (!payment || !['succeed', 'fail'].includes(request.params.result)) {
          return page(reply, 'Payment not found', '<p>This payment link is not valid.</p>', 404);
        }
        const succeeded = request.params.result === 'succeed';
        const outcome = succeeded ? await markOrderPaid(db, payment.orderId, payment.pay_type, services.now()) : null;
        if (!succeeded) await markPaymentFailed(db, payment.orderId, payment.pay_type, services.now());
        // A refunded payment (the order could no longer be honoured) is a failed one for the payer.
        const paid = succeeded && outcome?.result !== 'refunded';
        // The result page is told the order's number: it shows success only for a paid order of the signed-in account.
        const order = `?orderSn=${encodeURIComponent(payment.order_sn)}`;
        return reply.redirect(`/payresult/${paid ? 1 : 0}/${payment.kind}${order}`, 303);
      },
    );

    /** The warehouse and the courier: a paid shop order is marked shipped, then received (the order's timeline). */
    app.get<{ Params: { orderSn: string } }>('/dev/ship/:orderSn', async (request, reply) => {
      const sn = request.params.orderSn;
      const action = (step: string) => `/dev/ship/${encodeURIComponent(sn)}/${step}`;
      return page(
        reply,
        'Shipping (simulated)',
        `<p>Order ${escapeHtml(sn)}</p>` +
          `<form method="post" action="${escapeHtml(action('shipped'))}" style="display:inline"><button>Mark shipped</button></form>` +
          `<form method="post" action="${escapeHtml(action('received'))}" style="display:inline"><button>Mark received</button></form>`,
      );
    });
    app.post<{ Params: { orderSn: string; step: string } }>('/dev/ship/:orderSn/:step', async (request, reply) => {
      const { orderSn, step } = request.params;
      if (step !== 'shipped' && step !== 'received') {
        return page(reply, 'Order not found', '<p>This shipping link is not valid.</p>', 404);
      }
      const done = await markOrderShipment(db, orderSn, step, services.now());
      if (!done)
        return page(reply, 'Not possible', '<p>Only a paid shop order can be shipped, then received.</p>', 409);
      return page(
        reply,
        step === 'shipped' ? 'Order shipped' : 'Order received',
        `<p>Order ${escapeHtml(orderSn)}</p>`,
      );
    });

    /** The camera app's side of the QR login: scanning shows this page, which confirms with the camera's SN. */
    app.get<{ Params: { ticket: string }; Querystring: { sn?: string } }>(
      '/dev/camera-login/:ticket',
      async (request, reply) => {
        const { ticket } = request.params;
        const now = services.now();
        const sn = request.query.sn;
        if (sn) {
          const result = await confirmCameraTicket(db, ticket, sn, now);
          if (result === 'ok')
            return page(reply, 'Login confirmed', '<p>The site is now logged in as this camera.</p>');
          if (result === 'unknownCamera') {
            return page(reply, 'Unknown camera', '<p>No bound camera has this serial number.</p>', 404);
          }
          return page(reply, 'Code expired', '<p>Ask the site for a new QR code.</p>', 410);
        }
        if ((await scanCameraTicket(db, ticket, now)) === 'expired') {
          return page(reply, 'Code expired', '<p>Ask the site for a new QR code.</p>', 410);
        }
        return page(
          reply,
          'Camera login (simulated camera app)',
          `<form method="get"><label>Camera serial number <input name="sn" required maxlength="64"></label> ` +
            `<button>Confirm login</button></form>`,
        );
      },
    );

    /** Verification codes sent in development. */
    app.get('/dev/mailbox', async (_request, reply) => {
      const rows = mailbox
        .map(
          (entry) =>
            `<tr><td>${escapeHtml(entry.at.toISOString())}</td><td>${escapeHtml(entry.account)}</td>` +
            `<td>${escapeHtml(entry.purpose)}</td><td><strong>${escapeHtml(entry.code)}</strong></td></tr>`,
        )
        .join('');
      return page(
        reply,
        'Development mailbox',
        rows
          ? `<table><tr><th>Sent</th><th>To</th><th>By</th><th>Code</th></tr>${rows}</table>`
          : '<p>No codes yet.</p>',
      );
    });
  };
}

/** Uploaded avatars: in every mode (the demo pages above are registered only in the demo). */
export function mediaPages(db: Db): (app: FastifyInstance) => void {
  return (app) => {
    app.get<{ Params: { file: string } }>('/media/head/:file', async (request, reply) => {
      const file = await findAvatar(db, request.params.file);
      if (!file) return reply.code(404).type('text/plain').send('not found');
      return reply.type(file.mime_type).header('cache-control', 'public, max-age=86400').send(Buffer.from(file.data));
    });
    // The scene viewer's panoramas and the demo's scene and news covers (views into the same rooms), drawn by the
    // server itself (model/panorama.ts).
    const picture = async (request: FastifyRequest, reply: FastifyReply) => {
      const named = mediaPictureOf(request.url.split('?')[0] ?? '');
      if (!named) return reply.code(404).type('text/plain').send('not found');
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=604800')
        .send(await mediaPng(named));
    };
    app.get('/media/panorama/:style', picture);
    app.get('/media/view/:style/:heading', picture);
  };
}
