import { type Cents, formatUsd } from '../../domain/money';

// Books that match PayPal (docs/decisions/038-books-match-paypal.md): the comparison itself, over two
// normalised lists, so the reconcile script, the daily sweep and the dashboard say the same thing.

/** One money movement PayPal shows (Transaction Search, completed by capture look-ups). */
export interface PayPalMovement {
  /** A hold sets a capture's money aside for a dispute or chargeback (T1110); a release ends it (T1111). */
  /**
   * `returned`: money PayPal gave back after taking it (T1202 chargeback reversal, T1207, T1208), netted
   * against the capture's reversals.
   */
  kind: 'capture' | 'refund' | 'reversal' | 'returned' | 'hold' | 'release';
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
  /** Transaction Search's event code, and the references it lists (a payment's invoice and custom id). */
  eventCode?: string;
  invoiceId?: string | null;
  customField?: string | null;
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
  currency: string;
  timeMs: number;
}

/** A dispute or hold in our disputes table (docs/decisions/037). */
export interface BookDispute {
  id: string;
  orderId: string;
  captureId: string;
  cents: Cents;
  openedMs: number;
  /** Null while open: the order is marked disputed. */
  resolvedMs: number | null;
}

export interface Books {
  purchases: BookPurchase[];
  refunds: BookRefund[];
  /** Left out: no disputes or holds to compare. */
  disputes?: BookDispute[];
}

export interface BooksDifference {
  kind:
    | 'missing-purchase'
    | 'extra-purchase'
    | 'amount'
    | 'missing-refund'
    | 'extra-refund'
    | 'reversals'
    | 'missing-dispute'
    | 'extra-dispute';
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
    if (
      ours &&
      ours.status === 'COMPLETED' &&
      ours.cents === refund.cents &&
      ours.currency === refund.currency
    )
      continue;
    const orderId = orderOf(refund.captureId, refund.orderId);
    const otherCurrency = ours !== undefined && ours.currency !== refund.currency;
    differences.push({
      kind: 'missing-refund',
      orderId,
      captureId: refund.captureId,
      refundId: refund.id,
      sentence: `PayPal refunded ${formatUsd(refund.cents)}${otherCurrency ? ` ${refund.currency}` : ''} of ${orderName(orderId, refund.captureId)} on ${day(refund.timeMs)} (refund ${refund.id}), but our books ${ours ? `record ${formatUsd(ours.cents)}${otherCurrency ? ` ${ours.currency}` : ''}, ${ours.status.toLowerCase()}` : 'do not record that refund'}.`,
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

  // Our reversals may be named by a dispute or an event rather than PayPal's reversal id
  // (docs/decisions/037-disputes-and-paypal-references.md): they match per capture, by their total in the
  // period, net of what PayPal gave back (a chargeback reversed, T1202, T1207, T1208), in one currency.
  const reversed = new Map<string, PayPalMovement[]>();
  for (const movement of paypal) {
    if ((movement.kind !== 'reversal' && movement.kind !== 'returned') || movement.status !== 'S') continue;
    reversed.set(movement.captureId, [...(reversed.get(movement.captureId) ?? []), movement]);
  }
  // Ours likewise: reversals, less what PayPal gave back that the books took in again ('returned').
  const ourReversals = new Map<string, BookRefund[]>();
  for (const refund of books.refunds) {
    if (refund.kind !== 'reversal' && refund.kind !== 'returned') continue;
    if (refund.status !== 'COMPLETED' || !inPeriod(refund.timeMs, period)) continue;
    ourReversals.set(refund.captureId, [...(ourReversals.get(refund.captureId) ?? []), refund]);
  }
  for (const captureId of new Set([...reversed.keys(), ...ourReversals.keys()])) {
    const movements = reversed.get(captureId) ?? [];
    const mine = ourReversals.get(captureId) ?? [];
    const theirs = sum(movements.map((movement) => (movement.kind === 'returned' ? -1 : 1) * movement.cents));
    const ours = sum(mine.map((refund) => (refund.kind === 'returned' ? -1 : 1) * refund.cents));
    const currencies = new Set([...movements, ...mine].map((each) => each.currency));
    if (theirs === ours && currencies.size <= 1) continue;
    const orderId = orderOf(captureId, movements[0]?.orderId ?? null);
    const last =
      movements.length > 0
        ? ` (last on ${day(Math.max(...movements.map((movement) => movement.timeMs)))})`
        : '';
    const inCurrencies = currencies.size > 1 ? ` in ${[...currencies].sort().join(' and ')}` : '';
    differences.push({
      kind: 'reversals',
      orderId,
      captureId,
      sentence:
        theirs < 0
          ? `PayPal gave back ${formatUsd(-theirs)} of ${orderName(orderId, captureId)} it had taken back${last}, but our books record ${ours < 0 ? `${formatUsd(-ours)} given back` : `${formatUsd(ours)} taken back`} in the period${inCurrencies}.`
          : `PayPal took back ${formatUsd(theirs)} of ${orderName(orderId, captureId)} as chargebacks or reversals, net of any it gave back${last}, but our books record ${formatUsd(ours)} taken back${inCurrencies}.`,
    });
  }
  differences.push(...compareHolds(paypal, books, period, orderOf));
  return differences;
}

/**
 * Disputes and holds: whether PayPal holds a capture's money now (its last T1110 or T1111 in the period
 * decides) and whether our books mark that capture disputed. Amounts are said, not compared: a dispute
 * and a hold on one capture are PayPal holding the same payment, and our mark stands for either.
 */
function compareHolds(
  paypal: PayPalMovement[],
  books: Books,
  period: ComparisonPeriod,
  orderOf: (captureId: string, fromPayPal: string | null) => string | null,
): BooksDifference[] {
  const differences: BooksDifference[] = [];
  const lastByCapture = new Map<string, PayPalMovement>();
  const holdsByCapture = new Map<string, PayPalMovement[]>();
  for (const movement of paypal) {
    if ((movement.kind !== 'hold' && movement.kind !== 'release') || movement.status !== 'S') continue;
    holdsByCapture.set(movement.captureId, [...(holdsByCapture.get(movement.captureId) ?? []), movement]);
    const last = lastByCapture.get(movement.captureId);
    // Same second: a release after the hold it ends.
    const later =
      !last ||
      movement.timeMs > last.timeMs ||
      (movement.timeMs === last.timeMs && movement.kind === 'release');
    if (later) lastByCapture.set(movement.captureId, movement);
  }
  const openByCapture = new Map<string, BookDispute[]>();
  for (const dispute of books.disputes ?? []) {
    if (dispute.resolvedMs !== null) continue;
    openByCapture.set(dispute.captureId, [...(openByCapture.get(dispute.captureId) ?? []), dispute]);
  }

  for (const [captureId, last] of lastByCapture) {
    const open = openByCapture.get(captureId) ?? [];
    const orderId = orderOf(captureId, last.orderId);
    if (last.kind === 'hold' && open.length === 0) {
      differences.push({
        kind: 'missing-dispute',
        orderId,
        captureId,
        sentence: `PayPal holds ${formatUsd(last.cents)} of ${orderName(orderId, captureId)} for a dispute or chargeback since ${day(last.timeMs)}, but our books record no open dispute or hold for it.`,
      });
    }
    // PayPal's times are whole seconds: a mark made within the second of the release came before it.
    const stale = open.filter((dispute) => Math.floor(dispute.openedMs / 1000) * 1000 <= last.timeMs);
    if (last.kind === 'release' && stale.length > 0) {
      differences.push({
        kind: 'extra-dispute',
        orderId: stale[0]!.orderId,
        captureId,
        sentence: `Our books still mark ${orderName(stale[0]!.orderId, captureId)} disputed (${formatUsd(Math.max(...stale.map((dispute) => dispute.cents)))}), but PayPal released its hold on ${day(last.timeMs)}.`,
      });
    }
  }
  // A chargeback (T1201) takes the money at once instead of holding it: PayPal shows the dispute so.
  const chargebacks = new Set(
    paypal.filter((movement) => movement.eventCode === 'T1201').map((movement) => movement.captureId),
  );
  // A dispute of ours opened in the period, on a capture PayPal shows no hold or chargeback for at all.
  for (const [captureId, open] of openByCapture) {
    if (holdsByCapture.has(captureId) || chargebacks.has(captureId)) continue;
    const inside = open.filter((dispute) => inPeriod(dispute.openedMs, period));
    if (inside.length === 0) continue;
    const first = inside[0]!;
    differences.push({
      kind: 'extra-dispute',
      orderId: first.orderId,
      captureId,
      sentence: `Our books mark ${orderName(first.orderId, captureId)} disputed (${formatUsd(first.cents)}) since ${day(first.openedMs)}, but PayPal shows no hold for it.`,
    });
  }
  return differences;
}
