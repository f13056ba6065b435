import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/errors';
import { PayPalError, webhookPath } from '../payments';
import type { RouteScope } from '../plugins';
import type { CaptureDeps } from './capture-order';
import { findOrder, findOrderByCapture, type OrderRow } from './order-store';
import { reconcileOrder } from './reconcile-order';

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
/** PayPal cancelled an approved order nobody captured in time; its resource names the order (`order_id`). */
const approvalReversed = 'CHECKOUT.PAYMENT-APPROVAL.REVERSED';
const approvalResourceSchema = z.object({ order_id: z.string().min(1).max(64) });
/** Money going back after it was paid, settled by the refund code. */
const refundEvents = new Set(['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED']);

/**
 * What the webhook hands to the features that settle money after it was paid. They record through the
 * orders' store, so the orders do not import them: app.ts hands these in (paypal-events.ts).
 */
export interface PayPalEventHandlers {
  /** Refunds and reversals (refunds/refund-events.ts). Without it they are acknowledged and ignored. */
  onRefundEvent?: (event: PayPalWebhookEvent) => Promise<{ redeliver: boolean } | undefined>;
  /** CUSTOMER.DISPUTE.* (disputes/dispute-events.ts). Without it they are acknowledged and ignored. */
  onDisputeEvent?: (event: PayPalWebhookEvent) => Promise<{ redeliver: boolean } | undefined>;
  /** A capture event about a capture we recorded: PayPal may hold it for a dispute, or release it. */
  onRecordedCaptureEvent?: (order: OrderRow, eventType: string) => Promise<void>;
}

export interface PayPalWebhookOptions extends PayPalEventHandlers {
  capture: CaptureDeps;
}

const received = { received: true } as const;

// No body schema: the body stays the raw bytes until their signature is checked. Any 2xx tells PayPal
// the event arrived; 400 that it never will be taken; 503 to deliver it again later.
const answers = {
  200: z.object({ received: z.literal(true) }),
  400: apiErrorSchema,
  503: apiErrorSchema,
};

/**
 * Verified over the exact bytes PayPal sent (its signature covers those, not a re-serialisation), so
 * this scope keeps the raw body: a parser of its own replaces the app's JSON parser for this route only.
 */
export default async function paypalWebhookRoutes(app: RouteScope, options: PayPalWebhookOptions) {
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
    const known = await findOrderByCapture(capture.db, captureId);
    if (known) return known;
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

  /** A sentence when PayPal should deliver a refund (or a late denial) again: it cannot be recorded yet. */
  async function refundLater(event: PayPalWebhookEvent, what: string): Promise<string | undefined> {
    // Reported before its capture reached us, or PayPal could not be asked.
    const handled = await options.onRefundEvent?.(event);
    return handled?.redeliver ? `This ${what} cannot be recorded yet; please deliver it again.` : undefined;
  }

  /** Acts on a verified event; a sentence when PayPal should deliver it again later. */
  async function actOn(event: PayPalWebhookEvent): Promise<string | undefined> {
    if (refundEvents.has(event.event_type)) return refundLater(event, 'refund');
    if (event.event_type.startsWith('CUSTOMER.DISPUTE.')) {
      const handled = await options.onDisputeEvent?.(event);
      return handled?.redeliver ? 'This dispute cannot be recorded yet; please deliver it again.' : undefined;
    }
    if (event.event_type === approvalReversed) {
      const named = approvalResourceSchema.safeParse(event.resource);
      const order = named.success ? await findOrder(capture.db, named.data.order_id) : undefined;
      // PayPal's own order decides (VOIDED ends ours unpaid; reconcile-order.ts), not the event.
      if (order) await reconcileOrder(capture, order);
      return undefined;
    }
    // Other event types, and orders that are not ours, are acknowledged so PayPal stops resending.
    if (!captureEvents.has(event.event_type)) return undefined;
    const order = await orderOf(event);
    if (!order) return undefined;
    if (order.status === 'captured') {
      // A capture denied after we recorded it takes the money back, as a reversal does.
      if (event.event_type === 'PAYMENT.CAPTURE.DENIED') return refundLater(event, 'denial');
      await options.onRecordedCaptureEvent?.(order, event.event_type);
      return undefined;
    }
    const outcome = await reconcileOrder(capture, order);
    // The event says PayPal settled a capture, yet PayPal's order does not show it yet.
    const shouldShow = event.event_type !== 'PAYMENT.CAPTURE.DECLINED';
    return shouldShow && outcome.kind === 'waiting'
      ? 'PayPal does not show this capture yet; please deliver the event again.'
      : undefined;
  }

  app.post(
    webhookPath,
    { config: { public: true }, schema: { response: answers } },
    async (request, reply) => {
      const rawBody = request.body;
      if (!Buffer.isBuffer(rawBody) || rawBody.length === 0) {
        return reply.status(400).send({ error: 'This is not a PayPal webhook event: the body is empty.' });
      }
      const event = readEvent(rawBody);
      if (typeof event === 'string') return reply.status(400).send({ error: event });
      try {
        const verified = await capture.paypal.verifyWebhookSignature({ headers: request.headers, rawBody });
        if (!verified)
          return reply.status(400).send({ error: 'The webhook signature could not be verified.' });
        const redeliver = await actOn(event);
        return redeliver ? reply.status(503).send({ error: redeliver }) : received;
      } catch (error) {
        if (!(error instanceof PayPalError)) throw error;
        // PayPal could not be asked now; it will deliver the event again.
        return reply.status(503).send({ error: `PayPal could not be reached: ${error.message}` });
      }
    },
  );
}

/** The event the bytes PayPal sent hold, or why they hold none. */
function readEvent(rawBody: Buffer): PayPalWebhookEvent | string {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return 'This is not a PayPal webhook event: the body is not JSON.';
  }
  const parsed = webhookEventSchema.safeParse(json);
  return parsed.success ? parsed.data : 'This is not a PayPal webhook event: it has no id or event_type.';
}
