// Orders and payments: placing PayPal orders, capturing and recording them exactly once, PayPal's
// webhooks, and settling what a crash or a lost answer left in flight.
import type { FastifyInstance } from 'fastify';
import { handleDisputeEvent, mayBeHeld, noteCaptureHold } from '../disputes';
import { handleRefundEvent } from '../refunds';
import type { CaptureDeps } from './capture-order';
import paypalWebhookRoutes from './paypal-webhook-routes';

export type { CaptureDeps } from './capture-order';
export { type DonationOrderPayload, readDonationPayload } from './donation-order-payload';
export { type Sweep, startInFlightSweep } from './in-flight-sweep';
export { mismatchAlert } from './mismatch-alert';
export { mismatchedPayments } from './mismatched-payments';
export { insertOrder, type NewOrder } from './order-store';
export { captureRoute, createOrderRoute } from './payment-routes';
export { placePayPalOrder } from './place-order';
export type { AfterCommit, OrderRecorder } from './settle-capture';
export { readTicketPayload, type TicketOrderPayload } from './ticket-order-payload';
export { unpaidAfterWaitMail } from './unpaid-after-wait-mail';

declare module 'fastify' {
  interface FastifyInstance {
    /** What capturing and recording payments needs; decorated once in app.ts. */
    capture: CaptureDeps;
  }
}

async function publicRoutes(app: FastifyInstance) {
  const { refunds, paypal } = app;
  await app.register(paypalWebhookRoutes, {
    capture: app.capture,
    onRefundEvent: async (event) => {
      const handled = await handleRefundEvent(refunds, event);
      app.log.info({ eventId: event.id, outcome: handled.outcome }, 'PayPal refund event');
      return handled;
    },
    onDisputeEvent: async (event) => {
      const handled = await handleDisputeEvent(refunds, event);
      app.log.info({ eventId: event.id, outcome: handled.outcome }, 'PayPal dispute event');
      return handled;
    },
    onRecordedCaptureEvent: async (order, eventType) => {
      if (order.capture_id && (await mayBeHeld(app.database.db, order.capture_id, eventType))) {
        await noteCaptureHold(refunds, order, await paypal.getCapture(order.capture_id));
      }
    },
  });
}

export default { publicRoutes };
