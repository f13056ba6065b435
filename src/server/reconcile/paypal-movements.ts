import { type PayPalClient, PayPalError, type PayPalTransaction } from '../payments';
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
// T1201 chargeback, T1202 chargeback reversal, T1207 and T1208 money given back to the seller (a
// chargeback or reversal undone), T1110 hold for dispute investigation, T1111 cancellation of that hold.
const kindOfCode: Record<string, PayPalMovement['kind']> = {
  T1107: 'refund',
  T1106: 'reversal',
  T1201: 'reversal',
  T1202: 'returned',
  T1207: 'returned',
  T1208: 'returned',
  T1110: 'hold',
  T1111: 'release',
};

/**
 * PayPal's Transaction Search lags: a transaction takes up to three hours to appear, so a window that
 * starts later than that is never asked for (PayPal answers it 400 "Data for the given start date is not
 * available").
 */
const reportingLagMs = 3 * 60 * 60 * 1000;

function movementOf(transaction: PayPalTransaction): PayPalMovement | null {
  const code = transaction.eventCode;
  const listed = /^T00\d\d$/.test(code)
    ? 'capture'
    : Object.hasOwn(kindOfCode, code)
      ? kindOfCode[code]
      : null;
  if (!listed) return null;
  // Money back is a credit to the seller: one of these codes shown as a debit took money instead.
  const kind = listed === 'returned' && transaction.amountCents < 0 ? 'reversal' : listed;
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
    eventCode: code,
    invoiceId: transaction.invoiceId,
    customField: transaction.customField,
  };
}

/** PayPal's 400 for a search starting where its data is not complete yet. */
const startNotAvailable = (error: unknown) =>
  error instanceof PayPalError &&
  error.status === 400 &&
  /start date/i.test(`${error.issue ?? ''} ${error.message}`);

export interface PayPalView {
  movements: PayPalMovement[];
  /**
   * Where PayPal's data ends (its last_refreshed_datetime, or a shortened end_date): nothing after it is
   * compared, so a record of ours from the last hours is never called missing at PayPal.
   */
  coveredToMs: number;
}

export async function readPayPalMovements(
  paypal: Pick<PayPalClient, 'searchTransactions'>,
  period: { fromMs: number; toMs: number },
  nowMs: number,
): Promise<PayPalView> {
  const byId = new Map<string, PayPalMovement>();
  // PayPal has nothing complete after this: never asked for, and never compared.
  let coveredToMs = Math.max(period.fromMs, Math.min(period.toMs, nowMs - reportingLagMs));
  windows: for (const window of searchWindows(period.fromMs, coveredToMs)) {
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      let answer: Awaited<ReturnType<PayPalClient['searchTransactions']>>;
      try {
        answer = await paypal.searchTransactions({
          startIso: paypalDate(window.fromMs, 'down'),
          endIso: paypalDate(window.toMs, 'up'),
          page,
          pageSize,
        });
      } catch (error) {
        // PayPal lags more than it says it may: compared up to where this window starts.
        if (!startNotAvailable(error)) throw error;
        coveredToMs = Math.min(coveredToMs, window.fromMs);
        break windows;
      }
      pages = answer.totalPages;
      for (const endMs of [answer.endMs, answer.refreshedMs]) {
        if (endMs !== null && endMs < window.toMs) coveredToMs = Math.min(coveredToMs, endMs);
      }
      for (const transaction of answer.transactions) {
        const movement = movementOf(transaction);
        // Windows share their edge: a transaction on it is listed twice.
        if (movement) byId.set(movement.id, movement);
      }
    }
  }
  const movements = [...byId.values()].filter((movement) => movement.timeMs <= coveredToMs);
  // Money given back may name the chargeback it undoes rather than the capture: it nets against that
  // chargeback's capture.
  for (const movement of movements) {
    if (movement.kind !== 'returned') continue;
    const undone = byId.get(movement.captureId);
    if (undone && undone.kind === 'reversal') movement.captureId = undone.captureId;
  }
  return { movements, coveredToMs };
}
