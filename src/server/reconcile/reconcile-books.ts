import type { Kysely } from 'kysely';
import { isOurInvoiceId } from '../../domain/paypal-invoice';
import type { Database } from '../db';
import { type PayPalClient, PayPalError } from '../payments';
import type { RefundDeps } from '../refunds';
import { bookFromPayPal } from './book-from-paypal';
import { readBooks } from './book-records';
import { type BooksDifference, compareBooks, type PayPalMovement } from './compare-books';
import { readPayPalMovements } from './paypal-movements';

// One reconciliation over a period: what PayPal shows, our books for it, and the differences, for the
// script, the daily sweep and the dashboard alike (docs/decisions/038-books-match-paypal.md).

export type ReconcilePayPal = Pick<PayPalClient, 'searchTransactions' | 'getCapture'>;

export interface Reconciliation {
  fromMs: number;
  toMs: number;
  /** Up to when PayPal's data was complete and compared (PayPal's reporting lags up to three hours). */
  comparedToMs: number;
  differences: BooksDifference[];
  /** Payments into the account that are not the site's (and what PayPal did with them): never differences. */
  notOurs: PayPalMovement[];
  /** What this run booked from PayPal's report before comparing (PayPal's ids). */
  booked: string[];
}

/**
 * Ours: an invoice_id with the edition's prefix, or a custom_id naming what the order is for
 * (orders/paypal-reference.ts makes both; docs/product/payments.md, "Our reference at PayPal").
 */
function oursByReference(invoiceId: string | null | undefined, customId: string | null | undefined) {
  return isOurInvoiceId(invoiceId ?? '') || /^(ticket|donation)[a-z:-]*:/.test(customId ?? '');
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

export interface ReconcileDeps {
  db: Kysely<Database>;
  paypal: ReconcilePayPal;
  now: () => number;
  /**
   * Given (the daily comparison in the server), what PayPal shows that only Transaction Search reports is
   * booked before comparing: money back (T1202, T1207, T1208) and reversals the books hold as refunds.
   * Left out (`npm run reconcile`), the comparison only reads.
   */
  refunds?: RefundDeps;
}

export async function reconcileBooks(
  deps: ReconcileDeps,
  period: { fromMs: number; toMs: number },
): Promise<Reconciliation> {
  const nowMs = deps.now();
  const { movements: atPayPal, coveredToMs } = await readPayPalMovements(deps.paypal, period, nowMs);
  const named = [...new Set(atPayPal.map((movement) => movement.captureId))];
  const booked = deps.refunds ? await bookFromPayPal(deps.refunds, atPayPal, nowMs) : [];
  const books = await readBooks(deps.db, period, { captureIds: named });
  const ours = new Set(books.purchases.map((purchase) => purchase.captureId));

  // Transaction Search does not name the Orders v2 order; the capture does, for those our books lack.
  // A payment neither in our books nor carrying our reference (a PayPal.me payment, a subscription) is
  // not the site's: it and what PayPal did with it are listed apart, never as differences.
  const foreign = new Set<string>();
  for (const captureId of named.filter((id) => !ours.has(id))) {
    const capture = await lookUpCapture(deps.paypal, captureId);
    const payment = atPayPal.find((movement) => movement.kind === 'capture' && movement.id === captureId);
    const ourReference =
      oursByReference(capture?.invoiceId, capture?.customId) ||
      oursByReference(payment?.invoiceId, payment?.customField);
    if (!ourReference) foreign.add(captureId);
    for (const movement of atPayPal) {
      if (movement.captureId === captureId) movement.orderId = capture?.orderId ?? null;
    }
  }
  const movements = atPayPal.filter((movement) => !foreign.has(movement.captureId));
  const notOurs = atPayPal.filter((movement) => foreign.has(movement.captureId));
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
  return { ...period, comparedToMs: coveredToMs, differences, notOurs, booked };
}
