import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CaptureDeps } from '../orders/capture-order';
import { findOrder } from '../orders/order-store';
import { reconcileOrder } from '../orders/reconcile-order';
import { PayPalError } from '../payments/paypal-client';
import { webhookPath } from '../payments/paypal-setup';

// PayPal's PAYMENT.CAPTURE.COMPLETED: the capture's order id is in supplementary_data. Only what we
// read is checked; PayPal adds fields freely.
const captureCompletedSchema = z.object({
  id: z.string().max(100),
  event_type: z.string().max(100),
  resource: z
    .object({
      supplementary_data: z
        .object({ related_ids: z.object({ order_id: z.string().max(64) }).partial() })
        .partial()
        .optional(),
    })
    .optional(),
});

/**
 * Verified with PayPal's verify-webhook-signature call, then settled through the same idempotent path
 * as the page's capture: PayPal's word (GET order) is recorded, not the event body.
 */
export default async function paypalWebhookRoutes(app: FastifyInstance, options: { capture: CaptureDeps }) {
  const { capture } = options;
  app.post(webhookPath, async (request, reply) => {
    const parsed = captureCompletedSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'This is not a PayPal webhook event.' });
    try {
      const verified = await capture.paypal.verifyWebhookSignature({
        headers: request.headers,
        event: request.body,
      });
      if (!verified) return reply.status(400).send({ error: 'The webhook signature could not be verified.' });

      const event = parsed.data;
      const orderId = event.resource?.supplementary_data?.related_ids?.order_id;
      // Other event types, and orders that are not ours, are acknowledged so PayPal stops resending.
      if (event.event_type !== 'PAYMENT.CAPTURE.COMPLETED' || !orderId) return { received: true };
      const order = await findOrder(capture.db, orderId);
      if (!order || order.status === 'captured') return { received: true };
      const outcome = await reconcileOrder(capture, order);
      // A non-2xx makes PayPal deliver again later, which is what an unsettled order needs.
      if (!outcome.ok && outcome.status !== 0 && outcome.status >= 500) {
        return reply.status(503).send({ error: outcome.message });
      }
      return { received: true };
    } catch (error) {
      if (!(error instanceof PayPalError)) throw error;
      // PayPal could not be asked now; it will deliver the event again.
      return reply.status(503).send({ error: `The payment provider could not be reached: ${error.message}` });
    }
  });
}
