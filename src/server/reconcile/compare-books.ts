import { type Cents, formatUsd } from '../../domain/money';

// Books that match PayPal (docs/decisions/038-books-match-paypal.md): the comparison itself, over two
// normalised lists, so the reconcile script, the daily sweep and the dashboard say the same thing.

/** One money movement PayPal shows (Transaction Search, completed by capture look-ups). */
export interface PayPalMovement {
  kind: 'capture' | 'refund' | 'reversal';
  /** PayPal's transaction id: the capture's, the refund's or the reversal's. */
  id: string;
  /** The capture a refund or reversal takes from; a capture's own id for a capture. */
  captureId: string;
  /** PayPal's order id, when known (a capture look-up, or our books for a known capture). */
  orderId: string | null;
  /** Always positive: a refund of $10.00 is 1000. */
  cents: Cents;
  currency: string;
  /** Transaction Search's transaction_status: S done, P pending, D denied, V fully reversed. */
  status: string;
  timeMs: number;
}

/** A purchase our books count as paid (orders captured, with its tickets or donation). */
export interface BookPurchase {
  orderId: string;
  captureId: string;
  cents: Cents;
  currency: string;
  /** Our order status: captured, pending (PayPal held it), mismatch... */
  status: string;
  timeMs: number;
}

/** A refund or reversal in our refunds table. */
export interface BookRefund {
  id: string;
  orderId: string;
  captureId: string;
  kind: string;
  status: string;
  cents: Cents;
  timeMs: number;
}

export interface Books {
  purchases: BookPurchase[];
  refunds: BookRefund[];
}

export interface BooksDifference {
  kind: 'missing-purchase' | 'extra-purchase' | 'amount' | 'missing-refund' | 'extra-refund' | 'reversals';
  orderId: string | null;
  captureId: string;
  /** The refund's id, for refund differences. */
  refundId?: string;
  /** What an organiser reads, naming PayPal's order id so it can be found in PayPal's dashboard. */
  sentence: string;
}

export interface ComparisonPeriod {
  fromMs: number;
  toMs: number;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const orderName = (orderId: string | null, captureId: string) =>
  orderId ? `order ${orderId} (capture ${captureId})` : `capture ${captureId} (PayPal names no order)`;
const inPeriod = (timeMs: number, period: ComparisonPeriod) =>
  timeMs >= period.fromMs && timeMs <= period.toMs;

function sum(values: Cents[]): Cents {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * Every difference between what PayPal shows and our books. PayPal's list decides what happened in the
 * period; our books are looked up by id for those, so a purchase made before the period but refunded in
 * it still matches. A record only our books hold is a difference only when it falls in the period
 * (PayPal's list cannot show what lies outside it).
 */
export function compareBooks(
  paypal: PayPalMovement[],
  books: Books,
  period: ComparisonPeriod,
): BooksDifference[] {
  const differences: BooksDifference[] = [];
  const purchaseByCapture = new Map(books.purchases.map((purchase) => [purchase.captureId, purchase]));
  const refundById = new Map(books.refunds.map((refund) => [refund.id, refund]));
  const orderOf = (captureId: string, fromPayPal: string | null) =>
    fromPayPal ?? purchaseByCapture.get(captureId)?.orderId ?? null;

  const captures = paypal.filter((movement) => movement.kind === 'capture' && movement.status !== 'D');
  for (const capture of captures) {
    const purchase = purchaseByCapture.get(capture.captureId);
    const orderId = orderOf(capture.captureId, capture.orderId);
    const said = `PayPal captured ${formatUsd(capture.cents)} for ${orderName(orderId, capture.captureId)} on ${day(capture.timeMs)}`;
    if (!purchase) {
      differences.push({
        kind: 'missing-purchase',
        orderId,
        captureId: capture.captureId,
        sentence: `${said}, but our books have no purchase for it.`,
      });
    } else if (purchase.cents !== capture.cents || purchase.currency !== capture.currency) {
      differences.push({
        kind: 'amount',
        orderId,
        captureId: capture.captureId,
        sentence: `${said}, but our books record ${formatUsd(purchase.cents)} ${purchase.currency}.`,
      });
    } else if (capture.status !== 'P' && purchase.status === 'pending') {
      differences.push({
        kind: 'missing-purchase',
        orderId,
        captureId: capture.captureId,
        sentence: `${said}, but our books still hold it as pending and do not count it.`,
      });
    }
  }
  const capturedAtPayPal = new Set(captures.map((capture) => capture.captureId));
  for (const purchase of books.purchases) {
    if (capturedAtPayPal.has(purchase.captureId) || !inPeriod(purchase.timeMs, period)) continue;
    differences.push({
      kind: 'extra-purchase',
      orderId: purchase.orderId,
      captureId: purchase.captureId,
      sentence: `Our books record a purchase of ${formatUsd(purchase.cents)} for ${orderName(purchase.orderId, purchase.captureId)} on ${day(purchase.timeMs)}, but PayPal shows no such payment.`,
    });
  }

  // Refunds match by PayPal's refund id; pending and failed ones move no money on either side.
  const refunds = paypal.filter((movement) => movement.kind === 'refund' && movement.status === 'S');
  for (const refund of refunds) {
    const ours = refundById.get(refund.id);
    if (ours && ours.status === 'COMPLETED' && ours.cents === refund.cents) continue;
    const orderId = orderOf(refund.captureId, refund.orderId);
    differences.push({
      kind: 'missing-refund',
      orderId,
      captureId: refund.captureId,
      refundId: refund.id,
      sentence: `PayPal refunded ${formatUsd(refund.cents)} of ${orderName(orderId, refund.captureId)} on ${day(refund.timeMs)} (refund ${refund.id}), but our books ${ours ? `record ${formatUsd(ours.cents)}, ${ours.status.toLowerCase()}` : 'do not record that refund'}.`,
    });
  }
  const refundedAtPayPal = new Set(refunds.map((refund) => refund.id));
  for (const refund of books.refunds) {
    if (refund.kind !== 'refund' || refund.status !== 'COMPLETED') continue;
    if (refundedAtPayPal.has(refund.id) || !inPeriod(refund.timeMs, period)) continue;
    differences.push({
      kind: 'extra-refund',
      orderId: refund.orderId,
      captureId: refund.captureId,
      refundId: refund.id,
      sentence: `Our books record a refund of ${formatUsd(refund.cents)} of ${orderName(refund.orderId, refund.captureId)} on ${day(refund.timeMs)} (refund ${refund.id}), but PayPal shows no such refund.`,
    });
  }

  // Our reversals are named by a dispute or an event, not by PayPal's reversal id
  // (docs/decisions/037-disputes-and-paypal-references.md): they match per capture, by total.
  const reversed = new Map<string, PayPalMovement[]>();
  for (const movement of paypal) {
    if (movement.kind !== 'reversal' || movement.status !== 'S') continue;
    reversed.set(movement.captureId, [...(reversed.get(movement.captureId) ?? []), movement]);
  }
  const ourReversals = (captureId: string) =>
    sum(
      books.refunds
        .filter((refund) => refund.captureId === captureId && refund.kind === 'reversal')
        .map((refund) => refund.cents),
    );
  for (const [captureId, movements] of reversed) {
    const theirs = sum(movements.map((movement) => movement.cents));
    const ours = ourReversals(captureId);
    if (theirs === ours) continue;
    const orderId = orderOf(captureId, movements[0]?.orderId ?? null);
    differences.push({
      kind: 'reversals',
      orderId,
      captureId,
      sentence: `PayPal took back ${formatUsd(theirs)} of ${orderName(orderId, captureId)} as chargebacks or reversals (last on ${day(Math.max(...movements.map((movement) => movement.timeMs)))}), but our books record ${formatUsd(ours)} taken back.`,
    });
  }
  return differences;
}
