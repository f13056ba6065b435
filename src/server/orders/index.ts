// Orders and payments: placing PayPal orders, capturing and recording them exactly once, PayPal's
// webhooks, and settling what a crash or a lost answer left in flight.
import type { FastifyInstance } from 'fastify';
import type { CaptureDeps } from './capture-order';
import paypalWebhookRoutes, { type PayPalEventHandlers } from './paypal-webhook-routes';

export type { CaptureDeps } from './capture-order';
export type { DiscountClaim, DiscountUses } from './discount-claim';
export { type DonationOrderPayload, readDonationPayload } from './donation-order-payload';
export { type Sweep, startInFlightSweep } from './in-flight-sweep';
export { mismatchAlert } from './mismatch-alert';
export { mismatchedPayments } from './mismatched-payments';
export {
  findOrder,
  findOrderByCapture,
  giveOrdersWithoutEdition,
  holdOrder,
  insertOrder,
  markDiscountClaimed,
  markOrderErased,
  type NewOrder,
  type OrderRow,
  setOrderPayload,
  setRefundedCents,
  unmarkDiscountClaimed,
} from './order-store';
export { captureRoute, createOrderRoute } from './payment-routes';
export type { PayPalEventHandlers } from './paypal-webhook-routes';
export { placePayPalOrder } from './place-order';
export type { AfterCommit, OrderRecorder } from './settle-capture';
export { readTicketPayload, type TicketOrderPayload } from './ticket-order-payload';
export { unpaidAfterWaitMail } from './unpaid-after-wait-mail';

declare module 'fastify' {
  interface FastifyInstance {
    /** What capturing and recording payments needs; decorated once in app.ts. */
    capture: CaptureDeps;
    /** What the refunds and disputes do with PayPal's events about paid money; decorated once in app.ts. */
    paypalEvents: PayPalEventHandlers;
  }
}

async function publicRoutes(app: FastifyInstance) {
  await app.register(paypalWebhookRoutes, { capture: app.capture, ...app.paypalEvents });
}

export default { publicRoutes };
