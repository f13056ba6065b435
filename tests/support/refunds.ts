import { incentiveListSchema } from '../../src/contracts/incentives';
import { progressSummarySchema } from '../../src/contracts/progress';
import { organiserOrdersSchema } from '../../src/contracts/refunds';
import { type Delivered, emulatorPost, paypalEventsDelivered } from './emulator-calls';
import { organiserPost } from './organiser-requests';
import { buyTickets, inPersonOrder } from './purchases';
import { storedOrder } from './stored-order';
import type { TestApp } from './test-app';

// Refunds as the refund tests make and read them: from the dashboard, in PayPal's own dashboard (the
// emulator's simulate-event, which refunds for real and tells the app by webhook), and what a visitor,
// an organiser and the buyer's inbox then see.

/** A ticket order bought and recorded ($150), with the id of PayPal's capture of it. */
export async function paidTicketOrder(app: TestApp) {
  const orderId = await buyTickets(app, inPersonOrder());
  const { capture_id } = await storedOrder(app.database.handle.db, orderId);
  return { orderId, captureId: capture_id! };
}

/** POST /api/organiser/orders/{id}/refund as the dashboard sends it; `amount` in dollars. */
export async function refundFromDashboard(app: TestApp, orderId: string, amount?: number | null) {
  const answer = await organiserPost(
    app,
    `/api/organiser/orders/${encodeURIComponent(orderId)}/refund`,
    amount === undefined ? {} : { amount },
  );
  await paypalEventsDelivered(app);
  return answer;
}

export interface SimulatedRefund {
  /** What the app answered PayPal's delivery (200 counted or acknowledged, 503: deliver again). */
  delivery: number | undefined;
  refundId: string;
}

/**
 * A refund made in PayPal's dashboard (or with `reversal`, a chargeback): PayPal refunds the capture
 * (of `amount` dollars, or of what is left) and delivers PAYMENT.CAPTURE.REFUNDED / REVERSED at once.
 */
export async function refundInPayPal(
  app: TestApp,
  orderId: string,
  options: { amount?: string; reversal?: boolean } = {},
): Promise<SimulatedRefund> {
  return simulate(app, {
    event_type: options.reversal ? 'PAYMENT.CAPTURE.REVERSED' : 'PAYMENT.CAPTURE.REFUNDED',
    order_id: orderId,
    ...(options.amount ? { amount: { currency_code: 'USD', value: options.amount } } : {}),
  });
}

/** PayPal delivers the event of an earlier refund again (a redelivery). */
export function resendRefundEvent(app: TestApp, refundId: string) {
  return simulate(app, { event_type: 'PAYMENT.CAPTURE.REFUNDED', refund_id: refundId });
}

async function simulate(app: TestApp, payload: Record<string, unknown>): Promise<SimulatedRefund> {
  const body = await emulatorPost<Delivered & { event: { resource: { id: string } } }>(
    app,
    '/v1/notifications/simulate-event',
    payload,
    202,
  );
  return { delivery: body.delivery?.status, refundId: body.event.resource.id };
}

/** What the overlay shows: GET /api/progress, in dollars. */
export async function progress(app: TestApp) {
  return progressSummarySchema.parse(
    (await app.server.inject({ method: 'GET', url: '/api/progress' })).json(),
  );
}

/** What /donate shows as an incentive's raised amount, in dollars. */
export async function raisedFor(app: TestApp, incentiveId: string) {
  const list = incentiveListSchema.parse(
    (await app.server.inject({ method: 'GET', url: '/api/incentives' })).json(),
  );
  return list.find((incentive) => incentive.id === incentiveId)?.raised;
}

/** The dashboard's ticket orders and refunds. */
export async function dashboardOrders(app: TestApp) {
  const answer = await organiserPost(app, '/api/organiser/orders');
  if (answer.status !== 200) throw new Error(`orders failed: ${answer.status}`);
  return organiserOrdersSchema.parse(answer.body);
}

/** One ticket order as the dashboard lists it, or undefined. */
export async function orderOnDashboard(app: TestApp, orderId: string) {
  return (await dashboardOrders(app)).ticketOrders.find((order) => order.id === orderId);
}

/** Refund mails queued about an order: to whom, and what they say. */
export function refundMails(app: TestApp, orderId: string) {
  return app.database.handle.db
    .selectFrom('outbox')
    .select(['to_address', 'subject', 'text_body'])
    .where('kind', '=', 'refund')
    .where('ref', '=', orderId)
    .execute();
}
