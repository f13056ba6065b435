import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CaptureDeps } from '../orders/capture-order';
import { findOrder, type OrderRow } from '../orders/order-store';
import { reconcileOrder } from '../orders/reconcile-order';
import { PayPalError } from '../payments/paypal-client';
import { webhookPath } from '../payments/paypal-setup';

// A webhook event as far as we read it; PayPal adds fields freely. The event is only a hint: what gets
// recorded is PayPal's own answer to GET order (docs/product/payments.md, "PayPal's webhooks").
const webhookEventSchema = z.looseObject({
  id: z.string().min(1).max(100),
  event_type: z.string().min(1).max(100),
  resource: z
    .looseObject({
      id: z.string().max(64).optional(),
      supplementary_data: z
        .object({ related_ids: z.object({ order_id: z.string().max(64) }).partial() })
        .partial()
        .optional(),
    })
    .optional(),
});
export type PayPalWebhookEvent = z.infer<typeof webhookEventSchema>;

/** Events about a capture's own fate, settled by the order code. */
const captureEvents = new Set([
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.DECLINED',
]);
/** Money going back after it was paid, settled by the refund code. */
const refundEvents = new Set(['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED']);

export interface PayPalWebhookOptions {
  capture: CaptureDeps;
  /** Refunds and reversals (refunds/refund-events.ts). Without it they are acknowledged and ignored. */
  onRefundEvent?: (event: PayPalWebhookEvent) => Promise<{ redeliver: boolean } | undefined>;
}

const received = { received: true } as const;

/**
 * Verified over the exact bytes PayPal sent (its signature covers those, not a re-serialisation), so
 * this scope keeps the raw body: a parser of its own replaces the app's JSON parser for this route only.
 */
export default async function paypalWebhookRoutes(app: FastifyInstance, options: PayPalWebhookOptions) {
  const { capture } = options;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  /** Our order a capture event is about: named in the event, known by its capture, or PayPal's word. */
  async function orderOf(event: PayPalWebhookEvent): Promise<OrderRow | undefined> {
    const named = event.resource?.supplementary_data?.related_ids?.order_id;
    if (named) return findOrder(capture.db, named);
    const captureId = event.resource?.id;
    if (!captureId) return undefined;
    const known = await capture.db
      .selectFrom('orders')
      .select('id')
      .where('capture_id', '=', captureId)
      .executeTakeFirst();
    if (known) return findOrder(capture.db, known.id);
    let orderId: string | null;
    try {
      orderId = (await capture.paypal.getCapture(captureId)).orderId;
    } catch (error) {
      // PayPal does not know the capture: the event is about no payment of ours.
      if (error instanceof PayPalError && error.status === 404) return undefined;
      throw error;
    }
    return orderId ? findOrder(capture.db, orderId) : undefined;
  }

  app.post(webhookPath, async (request, reply) => {
    const rawBody = request.body;
    if (!Buffer.isBuffer(rawBody) || rawBody.length === 0) {
      return reply.status(400).send({ error: 'This is not a PayPal webhook event: the body is empty.' });
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return reply.status(400).send({ error: 'This is not a PayPal webhook event: the body is not JSON.' });
    }
    const parsed = webhookEventSchema.safeParse(json);
    if (!parsed.success) {
      return reply
        .status(400)
        .send({ error: 'This is not a PayPal webhook event: it has no id or event_type.' });
    }
    const event = parsed.data;
    try {
      const verified = await capture.paypal.verifyWebhookSignature({ headers: request.headers, rawBody });
      if (!verified) return reply.status(400).send({ error: 'The webhook signature could not be verified.' });

      if (refundEvents.has(event.event_type)) {
        const handled = await options.onRefundEvent?.(event);
        // Reported before its capture reached us, or PayPal could not be asked: deliver it again later.
        if (handled?.redeliver) {
          return reply
            .status(503)
            .send({ error: 'This refund cannot be recorded yet; please deliver it again.' });
        }
        return received;
      }
      // Other event types, and orders that are not ours, are acknowledged so PayPal stops resending.
      if (!captureEvents.has(event.event_type)) return received;
      const order = await orderOf(event);
      if (!order) return received;
      if (order.status === 'captured') {
        // A capture denied after we recorded it takes the money back, as a reversal does.
        if (event.event_type === 'PAYMENT.CAPTURE.DENIED') {
          const handled = await options.onRefundEvent?.(event);
          if (handled?.redeliver) {
            return reply
              .status(503)
              .send({ error: 'This denial cannot be recorded yet; please deliver it again.' });
          }
        }
        return received;
      }
      const outcome = await reconcileOrder(capture, order);
      // The event says PayPal settled a capture, yet PayPal's order does not show it yet: a non-2xx
      // makes PayPal deliver the event again later.
      const shouldShow = event.event_type !== 'PAYMENT.CAPTURE.DECLINED';
      if (shouldShow && !outcome.ok && outcome.status === 0 && outcome.message === 'waiting') {
        return reply
          .status(503)
          .send({ error: 'PayPal does not show this capture yet; please deliver the event again.' });
      }
      return received;
    } catch (error) {
      if (!(error instanceof PayPalError)) throw error;
      // PayPal could not be asked now; it will deliver the event again.
      return reply.status(503).send({ error: `PayPal could not be reached: ${error.message}` });
    }
  });
}
