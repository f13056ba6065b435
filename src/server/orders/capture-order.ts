import type { Kysely } from 'kysely';
import type { Database, OrderKind } from '../db/schema';
import { type CaptureResult, type PayPalClient, PayPalError } from '../payments/paypal-client';
import {
  type CaptureFacts,
  claimCapturedOrder,
  findOrder,
  markMismatch,
  type OrderRow,
  setOrderStatus,
} from './order-store';

// One path from "PayPal says the money arrived" to "recorded exactly once", shared by tickets and
// donations, by the page's capture call, PayPal's webhook and the in-flight sweep.

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
  /** Test-only: runs right after PayPal confirmed a capture, before anything is written. */
  afterPayPalCapture?: () => void;
  /** Tells the organisers about a capture that did not match its order (mail and log). */
  onMismatch?: (order: OrderRow, capture: CaptureFacts) => Promise<void>;
  /** One per kind of order this server sells. */
  recorders: Partial<Record<OrderKind, OrderRecorder>>;
}

export type CaptureOutcome =
  | { ok: true; body: CaptureAnswer }
  | { ok: false; status: number; message: string };

/** What the capture calls answer with 201 and hand to the payment widget. */
export interface CaptureAnswer {
  id: string;
  status: 'COMPLETED';
  captureId: string;
}

const answerFor = (order: OrderRow, captureId: string): CaptureOutcome => ({
  ok: true,
  body: { id: order.id, status: 'COMPLETED', captureId },
});

function factsOf(capture: CaptureResult): CaptureFacts {
  return {
    captureId: capture.captureId,
    amountCents: capture.amountCents,
    currency: capture.currency,
    payerName: capture.payer.name || null,
    payerEmail: capture.payer.email || null,
  };
}

// A retried capture must not charge twice: one PayPal-Request-Id per order makes PayPal answer a
// repeated call with the first call's result.
const requestIdFor = (orderId: string) => `capture-${orderId}`;

/** Captures at PayPal (once) and records the purchase (once). Safe to call again for the same order. */
export async function captureOrder(
  deps: CaptureDeps,
  kind: OrderKind,
  orderId: string,
): Promise<CaptureOutcome> {
  const order = await findOrder(deps.db, orderId);
  if (!order || order.kind !== kind) {
    return { ok: false, status: 404, message: 'This payment order does not exist. Please start again.' };
  }
  if (order.status === 'captured' && order.capture_id) return answerFor(order, order.capture_id);
  if (order.status === 'mismatch') return mismatchOutcome();

  await setOrderStatus(deps.db, order.id, 'approved');
  let capture: CaptureResult;
  try {
    capture = await deps.paypal.captureOrder(order.id, requestIdFor(order.id));
    deps.afterPayPalCapture?.();
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    if (error.issue === 'ORDER_ALREADY_CAPTURED') return recordFromPayPalOrder(deps, order);
    // A refusal (declined card, not approved) is final for this order; a network failure or a PayPal
    // outage is not: the order stays 'approved' and the sweep asks PayPal again later.
    const refused = error.status >= 400 && error.status < 500;
    if (refused) await setOrderStatus(deps.db, order.id, 'failed', error.message);
    return { ok: false, status: refused ? 422 : 502, message: error.message };
  }
  return recordCapture(deps, order, capture);
}

/** PayPal already captured this order (an earlier try, a webhook, another instance): record what it says. */
export async function recordFromPayPalOrder(deps: CaptureDeps, order: OrderRow): Promise<CaptureOutcome> {
  const remote = await deps.paypal.getOrder(order.id);
  if (!remote.capture) {
    return { ok: false, status: 502, message: 'The payment provider has not confirmed this payment yet.' };
  }
  return recordCapture(deps, order, {
    orderId: remote.id,
    status: remote.status,
    captureId: remote.capture.id,
    captureStatus: remote.capture.status,
    amountCents: remote.capture.amountCents,
    currency: remote.capture.currency,
    customId: remote.customId,
    payer: remote.payer ?? { name: '', email: '' },
  });
}

function mismatchOutcome(): CaptureOutcome {
  return {
    ok: false,
    status: 409,
    message:
      'The payment did not match this order, so it was not recorded. The organisers have been notified; please contact them.',
  };
}

/** Records a capture PayPal reported, whoever reported it. Idempotent per order. */
export async function recordCapture(
  deps: CaptureDeps,
  order: OrderRow,
  capture: CaptureResult,
): Promise<CaptureOutcome> {
  if (capture.captureStatus === 'DECLINED' || capture.captureStatus === 'FAILED') {
    await setOrderStatus(
      deps.db,
      order.id,
      'failed',
      `The payment was ${capture.captureStatus.toLowerCase()}.`,
    );
    return { ok: false, status: 422, message: 'The payment was declined by the payment provider.' };
  }
  if (capture.captureStatus !== 'COMPLETED') {
    // PENDING (e.g. an eCheck) completes later; PayPal's webhook then records it.
    return {
      ok: false,
      status: 402,
      message: `The payment is ${capture.captureStatus.toLowerCase()} at the payment provider and was not recorded yet.`,
    };
  }
  const facts = factsOf(capture);
  if (facts.amountCents !== order.amount_cents || facts.currency !== order.currency) {
    await markMismatch(deps.db, order.id, facts);
    await deps.onMismatch?.(order, facts);
    return mismatchOutcome();
  }
  const recorder = deps.recorders[order.kind];
  if (!recorder) throw new Error(`No recorder for ${order.kind} orders`);
  const afterCommit = await deps.db.transaction().execute(async (trx) => {
    if (!(await claimCapturedOrder(trx, order.id, facts))) return undefined;
    return recorder(trx, order, facts);
  });
  afterCommit?.();
  return answerFor(order, facts.captureId);
}
