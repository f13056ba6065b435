import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { findOrder } from '../orders';
import type { RefundResult } from '../payments';
import { type RefundDeps, recordRefund } from './record-refund';
import { findRefundRequest } from './refund-request-store';

// The in-flight sweep's second half (docs/decisions/036-refunds-without-gaps.md): PayPal's own list of
// an order's refunds is read again for the orders whose refunds may be missing from the books, and each
// one is recorded through the same path as the dashboard's answer and the webhooks, so it counts once.
// Only orders with refund activity are read: a refund asked for in the last hour, one whose PayPal
// answer never came (last day), and refunds PayPal still holds as PENDING. A refund made in PayPal's
// own dashboard on an order with none of these is left to PayPal's webhook, which PayPal retries.

const recentlyAskedMs = 60 * 60 * 1000;
const unknownOutcomeMs = 24 * 60 * 60 * 1000;
const batchSize = 100;

/** The orders to read, oldest activity first, at most `batchSize`. */
async function dueOrders(db: Kysely<Database>, nowMs: number, settleMs: number): Promise<string[]> {
  const settled = nowMs - settleMs;
  const asked = await db
    .selectFrom('refund_requests')
    .select(['order_id', 'created_ms'])
    .where('created_ms', '<=', settled)
    .where((eb) =>
      eb.or([
        eb('created_ms', '>=', nowMs - recentlyAskedMs),
        eb.and([eb('refund_id', 'is', null), eb('created_ms', '>=', nowMs - unknownOutcomeMs)]),
      ]),
    )
    .orderBy('created_ms')
    .limit(batchSize)
    .execute();
  const pending = await db
    .selectFrom('refunds')
    .select(['order_id', 'time_ms as created_ms'])
    .where('status', '=', 'PENDING')
    .orderBy('time_ms')
    .limit(batchSize)
    .execute();
  const ordered = [...asked, ...pending].sort((a, b) => Number(a.created_ms) - Number(b.created_ms));
  return [...new Set(ordered.map((row) => row.order_id))].slice(0, batchSize);
}

export interface RefundSweepLog {
  error(details: object, message: string): void;
}

/** One pass; resolves with how many refunds moved money or changed status in the books. */
export async function sweepRefunds(
  deps: RefundDeps,
  { settleMs, log }: { settleMs: number; log: RefundSweepLog },
): Promise<number> {
  const nowMs = deps.now();
  let changed = 0;
  for (const orderId of await dueOrders(deps.db, nowMs, settleMs)) {
    try {
      changed += await rereadOrder(deps, orderId);
    } catch (error) {
      log.error({ err: error, orderId }, 'refund sweep: could not re-read an order’s refunds; will retry');
    }
  }
  return changed;
}

async function rereadOrder(deps: RefundDeps, orderId: string): Promise<number> {
  const order = await findOrder(deps.db, orderId);
  if (!order?.capture_id || order.status !== 'captured') return 0;
  const known = new Map(
    (
      await deps.db.selectFrom('refunds').select(['id', 'status']).where('order_id', '=', orderId).execute()
    ).map((row) => [row.id, row.status]),
  );
  const atPayPal = await deps.paypal.getOrder(orderId);
  let changed = 0;
  for (const refund of atPayPal.refunds) {
    if ((refund.captureId ?? order.capture_id) !== order.capture_id) continue;
    if (known.get(refund.id) === refund.status.toUpperCase()) continue;
    if (await recordFromPayPal(deps, orderId, order.capture_id, refund)) changed += 1;
  }
  return changed;
}

async function recordFromPayPal(
  deps: RefundDeps,
  orderId: string,
  captureId: string,
  refund: RefundResult,
): Promise<boolean> {
  // The refund call gives the request's Idempotency-Key as custom_id: such a refund is the dashboard's.
  const request = refund.customId ? await findRefundRequest(deps.db, refund.customId) : undefined;
  const ours = request?.order_id === orderId ? request : undefined;
  const recorded = await recordRefund(deps, {
    refundId: refund.id,
    captureId,
    orderId,
    amountCents: refund.amountCents,
    currency: refund.currency,
    kind: 'refund',
    source: ours ? 'organiser' : 'paypal',
    by: ours?.asked_by ?? null,
    status: refund.status,
    requestKey: ours?.idempotency_key ?? null,
  });
  return recorded.outcome === 'applied' || recorded.outcome === 'recorded';
}
