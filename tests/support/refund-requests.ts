import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db';
import { emulatorPost, paypalEventsDelivered } from './emulator-calls';
import { organiserPost } from './organiser-requests';
import type { TestApp } from './test-app';

// Refunds with an Idempotency-Key, as the refund form sends them, and what PayPal later does with a
// PENDING refund (docs/decisions/036-refunds-without-gaps.md).

/** POST /api/organiser/orders/{id}/refund with `Idempotency-Key: key`; `amount` in dollars. */
export async function refundWithKey(app: TestApp, orderId: string, key: string, amount?: number) {
  const answer = await organiserPost(
    app,
    `/api/organiser/orders/${encodeURIComponent(orderId)}/refund`,
    amount === undefined ? {} : { amount },
    { headers: { 'idempotency-key': key } },
  );
  await paypalEventsDelivered(app);
  return answer;
}

/** The emulator's own PayPal-Mock-Response codes for the refund call (emulator-mock.ts). */
export const refundPending = 'REFUND_PENDING';
export const refundWebhookLost = 'REFUND_WEBHOOK_LOST';

/**
 * PayPal finishes a PENDING refund: COMPLETED (announced as PAYMENT.CAPTURE.REFUNDED unless
 * `deliver: false`) or FAILED (never announced). Resolves with the app's answer to the delivery.
 */
export async function settlePendingRefund(
  app: TestApp,
  refundId: string,
  status: 'COMPLETED' | 'FAILED',
  { deliver = true }: { deliver?: boolean } = {},
) {
  const answer = await emulatorPost(app, `/v2/payments/refunds/${refundId}/settle`, { status, deliver });
  return answer.delivery?.status;
}

/** The refunds PayPal holds for an order, as the sweep reads them. */
export async function refundsAtPayPal(app: TestApp, orderId: string) {
  return (await app.paypal.getOrder(orderId)).refunds;
}

/** The refunds our books hold for an order. */
export function refundRowsOf(app: TestApp, orderId: string) {
  return app.database.handle.db
    .selectFrom('refunds')
    .select(['id', 'status', 'amount_cents', 'source'])
    .where('order_id', '=', orderId)
    .execute();
}

/** What the dashboard shows of an order: paid, refunded, refundable (dollars). */
export async function refundStateOf(app: TestApp, orderId: string) {
  const order = await app.database.handle.db
    .selectFrom('orders')
    .select(['amount_cents', 'refunded_cents'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { paidCents: Number(order.amount_cents), refundedCents: Number(order.refunded_cents) };
}

/**
 * What the books hold for an order: each refund row as "kind cents" (refunds, reversals, and money PayPal
 * gave back), their ids, and what still counts as paid.
 */
export async function booksOfOrder(db: Kysely<Database>, orderId: string) {
  const rows = await db
    .selectFrom('refunds')
    .select(['id', 'kind', 'amount_cents'])
    .where('order_id', '=', orderId)
    .orderBy('kind')
    .orderBy('amount_cents')
    .execute();
  const order = await db
    .selectFrom('orders')
    .select(['amount_cents', 'refunded_cents'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return {
    rows: rows.map((row) => `${row.kind} ${Number(row.amount_cents)}`),
    ids: rows.map((row) => row.id),
    paidCents: Number(order.amount_cents) - Number(order.refunded_cents),
  };
}
