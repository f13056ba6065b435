import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { giveOrderSlotBack } from '../limits';
import type { PayPalClient, PayPalOrder } from '../payments';
import {
  type CaptureOutcome,
  completedAnswer,
  declinedCaptureAnswer,
  mismatchAnswer,
  pendingAnswer,
} from './capture-answers';
import type { DiscountUses } from './discount-claim';
import {
  type CaptureFacts,
  claimCapturedOrder,
  markCaptureDeclined,
  markMismatch,
  markPending,
  type OrderRow,
  setOrderStatus,
} from './order-store';

// What a capture PayPal reported comes to, whoever reported it (the capture call, PayPal's order after
// an error, the webhook, the sweep): recorded exactly once when COMPLETED, held when PENDING, failed
// when PayPal declined it. docs/decisions/011-payments-exactly-once.md

/** Writes a purchase's own records inside the recording transaction; returns what to do after commit. */
export type OrderRecorder = (
  trx: Kysely<Database>,
  order: OrderRow,
  capture: CaptureFacts,
) => Promise<AfterCommit>;
export type AfterCommit = () => void;

export interface CaptureDeps {
  db: Kysely<Database>;
  paypal: PayPalClient;
  /** Tells the organisers about a capture that did not match its order (mail and log). */
  onMismatch?: (order: OrderRow, capture: CaptureFacts) => Promise<void>;
  /** Told each time an order ends without a payment (orders/unpaid-after-wait-mail.ts). */
  onEndedUnpaid?: (orderId: string) => Promise<void>;
  /** The discount use an order holds from just before the capture (orders/discount-claim.ts). */
  discountUses: DiscountUses;
  /** One per kind of order this server sells. */
  recorders: Partial<Record<OrderRow['kind'], OrderRecorder>>;
  /** The app's clock (epoch ms): when an order moves, and how old it is. */
  now: () => number;
}

/** One capture as PayPal reports it, from the capture's answer or from GET order. */
export interface ReportedCapture extends CaptureFacts {
  /** COMPLETED, PENDING, DECLINED, FAILED, or a refund state of a completed one. */
  status: string;
  statusReason: string | null;
}

// A capture refunded in PayPal's dashboard before we heard of it was still paid first: it is recorded,
// and the refund events take it off again.
const paidStatuses = new Set(['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED']);
const declinedStatuses = new Set(['DECLINED', 'FAILED']);

/** The capture PayPal's order holds, if any. */
export function captureOfOrder(remote: PayPalOrder): ReportedCapture | undefined {
  if (!remote.capture) return undefined;
  return {
    captureId: remote.capture.id,
    status: remote.capture.status,
    statusReason: remote.capture.statusReason,
    amountCents: remote.capture.amountCents,
    currency: remote.capture.currency,
    payerName: remote.payer?.name || null,
    payerEmail: remote.payer?.email || null,
  };
}

/**
 * The order ends without a payment: its discount use goes back, and a buyer who was told to wait for it
 * hears that it did not go through (docs/product/payments.md).
 */
export async function endWithoutPayment(
  deps: Pick<CaptureDeps, 'db' | 'discountUses' | 'onEndedUnpaid' | 'now'>,
  orderId: string,
  status: 'failed' | 'abandoned',
  failure: string,
): Promise<void> {
  await setOrderStatus(deps.db, orderId, status, failure, deps.now());
  await deps.discountUses.release(deps.db, orderId);
  await deps.onEndedUnpaid?.(orderId);
}

/** Acts on a capture PayPal reported. Idempotent per order. */
export async function settleCapture(
  deps: CaptureDeps,
  order: OrderRow,
  capture: ReportedCapture,
): Promise<CaptureOutcome> {
  if (paidStatuses.has(capture.status)) return recordCapture(deps, order, capture);
  if (declinedStatuses.has(capture.status)) {
    await markCaptureDeclined(
      deps.db,
      order.id,
      { captureId: capture.captureId, captureStatus: capture.status },
      `PayPal ${capture.status === 'FAILED' ? 'failed' : 'declined'} the capture${capture.statusReason ? ` (${capture.statusReason})` : ''}.`,
      deps.now(),
    );
    await deps.discountUses.release(deps.db, order.id);
    await deps.onEndedUnpaid?.(order.id);
    return declinedCaptureAnswer;
  }
  // PENDING, or a state PayPal may add: PayPal holds money, so the order waits for its word.
  await markPending(
    deps.db,
    order.id,
    { captureId: capture.captureId, captureStatus: capture.status, reason: capture.statusReason },
    deps.now(),
  );
  return pendingAnswer(order.id, order.kind);
}

/** Records a COMPLETED capture, once per order, with its purchase rows and mail. */
async function recordCapture(
  deps: CaptureDeps,
  order: OrderRow,
  capture: ReportedCapture,
): Promise<CaptureOutcome> {
  const facts: CaptureFacts = {
    captureId: capture.captureId,
    amountCents: capture.amountCents,
    currency: capture.currency,
    payerName: capture.payerName,
    payerEmail: capture.payerEmail,
  };
  if (facts.amountCents !== order.amount_cents || facts.currency !== order.currency) {
    if (order.status !== 'mismatch') {
      await markMismatch(deps.db, order.id, facts, deps.now());
      await deps.onMismatch?.(order, facts);
    }
    return mismatchAnswer;
  }
  const recorder = deps.recorders[order.kind];
  if (!recorder) throw new Error(`No recorder for ${order.kind} orders`);
  const afterCommit = await deps.db.transaction().execute(async (trx) => {
    const nowMs = deps.now();
    if (!(await claimCapturedOrder(trx, order.id, facts, nowMs))) return undefined;
    // An order that failed and gave its discount use back, then turned out paid, takes it again. The
    // money is taken either way, so a full cap does not stop the recording.
    if (order.discount_code) await deps.discountUses.claim(trx, order.id, nowMs);
    const after = await recorder(trx, order, facts);
    // A paid order no longer counts against its address's order limit (limits/order-create-limit.ts);
    // last, so the address's count row is held only for the moment before commit.
    await giveOrderSlotBack(trx, order.id);
    return after;
  });
  afterCommit?.();
  return completedAnswer(order.id, facts.captureId);
}
