import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { type PayPalClient, PayPalError } from '../payments';
import { readBooks } from './book-records';
import { type BooksDifference, compareBooks, type PayPalMovement } from './compare-books';
import { readPayPalMovements } from './paypal-movements';

// One reconciliation over a period: what PayPal shows, our books for it, and the differences, for the
// script, the daily sweep and the dashboard alike (docs/decisions/038-books-match-paypal.md).

export type ReconcilePayPal = Pick<PayPalClient, 'searchTransactions' | 'getCapture'>;

export interface Reconciliation {
  fromMs: number;
  toMs: number;
  differences: BooksDifference[];
}

const dayMs = 24 * 60 * 60 * 1000;
export const defaultPeriodMs = 30 * dayMs;

const captureStatus: Record<string, string> = { PENDING: 'P', DECLINED: 'D', REFUNDED: 'V' };

/** PayPal's own capture, or null when PayPal answers that it has none. */
async function lookUpCapture(paypal: ReconcilePayPal, captureId: string) {
  try {
    return await paypal.getCapture(captureId);
  } catch (error) {
    if (error instanceof PayPalError && error.status === 404) return null;
    throw error;
  }
}

export async function reconcileBooks(
  deps: { db: Kysely<Database>; paypal: ReconcilePayPal },
  period: { fromMs: number; toMs: number },
): Promise<Reconciliation> {
  const { movements, coveredToMs } = await readPayPalMovements(deps.paypal, period);
  const named = [...new Set(movements.map((movement) => movement.captureId))];
  const books = await readBooks(deps.db, period, { captureIds: named });
  const ours = new Set(books.purchases.map((purchase) => purchase.captureId));

  // Transaction Search does not name the Orders v2 order; the capture does, for those our books lack.
  for (const captureId of named.filter((id) => !ours.has(id))) {
    const capture = await lookUpCapture(deps.paypal, captureId);
    for (const movement of movements) {
      if (movement.captureId === captureId) movement.orderId = capture?.orderId ?? null;
    }
  }
  // A purchase of ours that the search did not list may still be at PayPal, captured just outside the
  // period's edge: asked for by id before it is called missing.
  const listed = new Set(named);
  const confirmed: PayPalMovement[] = [];
  for (const purchase of books.purchases) {
    if (listed.has(purchase.captureId)) continue;
    const capture = await lookUpCapture(deps.paypal, purchase.captureId);
    if (!capture || capture.status === 'DECLINED') continue;
    confirmed.push({
      kind: 'capture',
      id: capture.id,
      captureId: capture.id,
      orderId: capture.orderId ?? purchase.orderId,
      cents: capture.amountCents,
      currency: capture.currency,
      status: captureStatus[capture.status] ?? 'S',
      timeMs: purchase.timeMs,
    });
  }
  const differences = compareBooks([...movements, ...confirmed], books, {
    fromMs: period.fromMs,
    toMs: coveredToMs,
  });
  return { ...period, differences };
}
