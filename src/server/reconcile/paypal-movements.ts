import type { PayPalClient, PayPalTransaction } from '../payments';
import type { PayPalMovement } from './compare-books';

// What PayPal shows over a period, as the comparison reads it: Transaction Search in windows of at most
// 31 days (PayPal refuses longer ones), every page of each.

// A minute short of 31 days, so rounding the ends to whole seconds never passes PayPal's limit.
const windowMs = 31 * 24 * 60 * 60 * 1000 - 60_000;
const pageSize = 500;

/** The period cut into windows PayPal accepts, each ending where the next starts. */
function searchWindows(fromMs: number, toMs: number): Array<{ fromMs: number; toMs: number }> {
  const windows: Array<{ fromMs: number; toMs: number }> = [];
  for (let start = fromMs; start < toMs; start += windowMs) {
    windows.push({ fromMs: start, toMs: Math.min(start + windowMs, toMs) });
  }
  return windows;
}

// Whole seconds, as PayPal's examples send them; an end is rounded up so the last second's records are in.
const paypalDate = (ms: number, round: 'down' | 'up') =>
  new Date((round === 'up' ? Math.ceil : Math.floor)(ms / 1000) * 1000)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');

// Transaction event codes (PayPal's T-code list): T00xx payments, T1106 payment reversal, T1107 refund,
// T1201 chargeback, T1110 hold for dispute investigation, T1111 cancellation of that hold.
const kindOfCode: Record<string, PayPalMovement['kind']> = {
  T1107: 'refund',
  T1106: 'reversal',
  T1201: 'reversal',
  T1110: 'hold',
  T1111: 'release',
};

function movementOf(transaction: PayPalTransaction): PayPalMovement | null {
  const code = transaction.eventCode;
  const kind = /^T00\d\d$/.test(code) ? 'capture' : Object.hasOwn(kindOfCode, code) ? kindOfCode[code] : null;
  if (!kind) return null;
  return {
    kind,
    id: transaction.id,
    // A refund, reversal or hold names its capture as its reference.
    captureId: kind === 'capture' ? transaction.id : (transaction.referenceId ?? transaction.id),
    orderId: null,
    cents: Math.abs(transaction.amountCents),
    currency: transaction.currency,
    status: transaction.status,
    timeMs: transaction.timeMs,
  };
}

export interface PayPalView {
  movements: PayPalMovement[];
  /** Where PayPal's data ends: records of ours after it cannot be missing from PayPal yet. */
  coveredToMs: number;
}

export async function readPayPalMovements(
  paypal: Pick<PayPalClient, 'searchTransactions'>,
  period: { fromMs: number; toMs: number },
): Promise<PayPalView> {
  const byId = new Map<string, PayPalMovement>();
  let coveredToMs = period.toMs;
  for (const window of searchWindows(period.fromMs, period.toMs)) {
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const answer = await paypal.searchTransactions({
        startIso: paypalDate(window.fromMs, 'down'),
        endIso: paypalDate(window.toMs, 'up'),
        page,
        pageSize,
      });
      pages = answer.totalPages;
      if (answer.endMs !== null && answer.endMs < window.toMs)
        coveredToMs = Math.min(coveredToMs, answer.endMs);
      for (const transaction of answer.transactions) {
        const movement = movementOf(transaction);
        // Windows share their edge: a transaction on it is listed twice.
        if (movement) byId.set(movement.id, movement);
      }
    }
  }
  return { movements: [...byId.values()], coveredToMs };
}
