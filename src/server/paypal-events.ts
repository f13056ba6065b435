import type { FastifyBaseLogger } from 'fastify';
import { handleDisputeEvent, mayBeHeld, noteCaptureHold } from './disputes';
import type { PayPalEventHandlers } from './orders';
import { handleRefundEvent, type RefundDeps } from './refunds';

/**
 * PayPal's webhook events about money after it was paid, handed to the orders' webhook route: refunds and
 * reversals, disputes, and holds on a capture we recorded. Built here, beside app.ts, because the refunds
 * and disputes write orders through the orders' store: the orders do not import them
 * (docs/decisions/083-one-writer-per-table.md).
 */
export function paypalEventHandlers(refunds: RefundDeps, log: FastifyBaseLogger): PayPalEventHandlers {
  return {
    onRefundEvent: async (event) => {
      const handled = await handleRefundEvent(refunds, event);
      log.info({ eventId: event.id, outcome: handled.outcome }, 'PayPal refund event');
      return handled;
    },
    onDisputeEvent: async (event) => {
      const handled = await handleDisputeEvent(refunds, event);
      log.info({ eventId: event.id, outcome: handled.outcome }, 'PayPal dispute event');
      return handled;
    },
    onRecordedCaptureEvent: async (order, eventType) => {
      if (order.capture_id && (await mayBeHeld(refunds.db, order.capture_id, eventType))) {
        await noteCaptureHold(refunds, order, await refunds.paypal.getCapture(order.capture_id));
      }
    },
  };
}
