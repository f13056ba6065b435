import { type EmulatorAnswer, invalidRequest } from './emulator-errors';
import type {
  EmulatorCapture,
  EmulatorOrder,
  EmulatorRefund,
  EmulatorState,
  EmulatorTransaction,
  PayPalAmount,
} from './emulator-records';
import { centsOf, dollarsOf, randomCode } from './emulator-values';

// Transaction Search v1 (GET /v1/reporting/transactions) over the emulator's state: every capture,
// refund and reversal, and the holds PayPal puts on the seller's balance for a dispute or a held capture
// (T1110, "hold for dispute investigation") and their ends (T1111, "cancellation of hold for dispute
// resolution"), as openapi/reporting_transactions_v1.json in paypal/paypal-rest-api-specifications and
// PayPal's transaction event codes describe them. PayPal refuses a window longer than 31 days.

const maxWindowMs = 31 * 24 * 60 * 60 * 1000;
/**
 * PayPal's reporting lags: a transaction takes up to three hours to appear, the answer's
 * last_refreshed_datetime says up to when its data is complete, its end_date is cut there, and a search
 * starting after it is refused with a 400.
 */
const reportingLagMs = 3 * 60 * 60 * 1000;
// The spec's pattern for start_date and end_date: seconds required, a zone required.
const dateTimePattern =
  /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[1-2][0-9]|3[0-1])[Tt]([0-1][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)([.][0-9]+)?([Zz]|[+-][0-9]{2}:?[0-9]{2})$/;

export interface SearchQuery {
  start_date?: string;
  end_date?: string;
  page_size?: string;
  page?: string;
  fields?: string;
}

function invalid(field: string, value: string | undefined, issue: string): EmulatorAnswer {
  return invalidRequest([{ field, ...(value === undefined ? {} : { value }), location: 'query', issue }], {
    linked: false,
  });
}

interface Row {
  timeMs: number;
  info: Record<string, unknown>;
}

const negative = (amount: { currency_code: string; value: string }) => ({
  currency_code: amount.currency_code,
  value: `-${dollarsOf(centsOf(amount.value))}`,
});

function captureRow(order: EmulatorOrder, capture: EmulatorCapture): Row {
  const status =
    capture.status === 'PENDING'
      ? 'P'
      : capture.status === 'DECLINED' || capture.status === 'FAILED'
        ? 'D'
        : capture.status === 'REFUNDED'
          ? 'V'
          : 'S';
  return {
    timeMs: Date.parse(capture.createTime),
    info: {
      transaction_id: capture.id,
      // T0006: a PayPal Checkout payment (Orders v2 capture).
      transaction_event_code: 'T0006',
      transaction_initiation_date: capture.createTime,
      transaction_updated_date: capture.updateTime,
      transaction_amount: order.amount,
      transaction_status: status,
      ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
      ...(order.customId ? { custom_field: order.customId } : {}),
    },
  };
}

function refundRow(capture: EmulatorCapture, refund: EmulatorRefund): Row {
  const status = refund.status === 'PENDING' ? 'P' : refund.status === 'FAILED' ? 'D' : 'S';
  return {
    timeMs: Date.parse(refund.createTime),
    info: {
      transaction_id: refund.id,
      paypal_reference_id: capture.id,
      paypal_reference_id_type: 'TXN',
      // T1107: a refund to the payer; T1106: a payment reversal PayPal made (a dispute it decided for
      // the buyer); T1201: a card issuer's chargeback.
      transaction_event_code: refund.chargeback ? 'T1201' : refund.reversal ? 'T1106' : 'T1107',
      transaction_initiation_date: refund.createTime,
      transaction_updated_date: refund.updateTime ?? refund.createTime,
      transaction_amount: negative(refund.amount),
      transaction_status: status,
      ...(refund.customId ? { custom_field: refund.customId } : {}),
    },
  };
}

/** A chargeback the seller won: PayPal gives the money back (T1202, positive), naming the capture. */
function chargebackReversalRow(capture: EmulatorCapture, refund: EmulatorRefund): Row | null {
  if (!refund.returnedId || refund.returnedAtMs === undefined) return null;
  const time = searchTime(refund.returnedAtMs);
  return {
    timeMs: refund.returnedAtMs,
    info: {
      transaction_id: refund.returnedId,
      paypal_reference_id: capture.id,
      paypal_reference_id_type: 'TXN',
      transaction_event_code: 'T1202',
      transaction_initiation_date: time,
      transaction_updated_date: time,
      transaction_amount: refund.amount,
      transaction_status: 'S',
    },
  };
}

/**
 * A hold on the seller's balance for a capture (T1110, money set aside: negative) or its end (T1111,
 * given back: positive), naming the capture as its reference.
 */
function holdRow(
  kind: 'hold' | 'release',
  id: string,
  captureId: string,
  amount: PayPalAmount,
  timeMs: number,
): Row {
  const time = new Date(timeMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return {
    timeMs,
    info: {
      transaction_id: id,
      paypal_reference_id: captureId,
      paypal_reference_id_type: 'TXN',
      transaction_event_code: kind === 'hold' ? 'T1110' : 'T1111',
      transaction_initiation_date: time,
      transaction_updated_date: time,
      transaction_amount: kind === 'hold' ? negative(amount) : amount,
      transaction_status: 'S',
    },
  };
}

/** Every hold and release of the emulator's disputes and held captures. */
function holdRows(state: EmulatorState): Row[] {
  const rows: Row[] = [];
  for (const dispute of Object.values(state.disputes)) {
    if (!dispute.holdId || dispute.openedAtMs === undefined) continue;
    rows.push(holdRow('hold', dispute.holdId, dispute.captureId, dispute.amount, dispute.openedAtMs));
    if (dispute.releaseId && dispute.resolvedAtMs !== undefined) {
      rows.push(
        holdRow('release', dispute.releaseId, dispute.captureId, dispute.amount, dispute.resolvedAtMs),
      );
    }
  }
  for (const order of Object.values(state.orders)) {
    const capture = order.capture;
    for (const hold of capture?.holds ?? []) {
      rows.push(holdRow('hold', hold.holdId, capture!.id, hold.amount, hold.heldAtMs));
      if (hold.releaseId && hold.releasedAtMs !== undefined) {
        rows.push(holdRow('release', hold.releaseId, capture!.id, hold.amount, hold.releasedAtMs));
      }
    }
  }
  return rows;
}

/** A transaction put on the account by the test-only call, as Transaction Search lists it. */
function accountRow(transaction: EmulatorTransaction): Row {
  const time = searchTime(transaction.timeMs);
  return {
    timeMs: transaction.timeMs,
    info: {
      transaction_id: transaction.id,
      ...(transaction.referenceId
        ? { paypal_reference_id: transaction.referenceId, paypal_reference_id_type: 'TXN' }
        : {}),
      transaction_event_code: transaction.eventCode,
      transaction_initiation_date: time,
      transaction_updated_date: time,
      transaction_amount: transaction.amount,
      transaction_status: 'S',
      ...(transaction.invoiceId ? { invoice_id: transaction.invoiceId } : {}),
      ...(transaction.customField ? { custom_field: transaction.customField } : {}),
    },
  };
}

const searchTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Test-only: a transaction on the account the emulator's orders did not make. */
export function addAccountTransaction(
  state: EmulatorState,
  input: Omit<EmulatorTransaction, 'id' | 'timeMs'>,
  nowMs: number,
): EmulatorTransaction {
  const transaction: EmulatorTransaction = { ...input, id: randomCode(17), timeMs: nowMs };
  state.transactions[transaction.id] = transaction;
  return transaction;
}

function wholeNumber(value: string | undefined, fallback: number, min: number, max: number) {
  if (value === undefined) return fallback;
  const parsed = /^[0-9]{1,10}$/.test(value) ? Number(value) : Number.NaN;
  return parsed >= min && parsed <= max ? parsed : undefined;
}

/** PayPal's answer to a search: one page of every transaction that began inside the window. */
export function searchTransactions(
  state: EmulatorState,
  query: SearchQuery,
  base: string,
  nowMs: number,
): EmulatorAnswer {
  const { start_date: start, end_date: end } = query;
  if (!start || !dateTimePattern.test(start)) return invalid('start_date', start, 'INVALID_PARAMETER_SYNTAX');
  if (!end || !dateTimePattern.test(end)) return invalid('end_date', end, 'INVALID_PARAMETER_SYNTAX');
  const fromMs = Date.parse(start);
  const toMs = Date.parse(end);
  if (toMs < fromMs) return invalid('end_date', end, 'End date should be after start date.');
  if (toMs - fromMs > maxWindowMs) return invalid('end_date', end, 'Date range is greater than 31 days');
  const pageSize = wholeNumber(query.page_size, 100, 1, 500);
  if (pageSize === undefined) return invalid('page_size', query.page_size, 'INVALID_PARAMETER_VALUE');
  const page = wholeNumber(query.page, 1, 1, 2_147_483_647);
  if (page === undefined) return invalid('page', query.page, 'INVALID_PARAMETER_VALUE');
  // PayPal's data is complete up to three hours ago (whole seconds); nothing later is listed yet.
  const refreshedMs = Math.floor((nowMs - reportingLagMs) / 1000) * 1000;
  if (fromMs > refreshedMs) {
    return invalid('start_date', start, 'Data for the given start date is not available.');
  }
  const untilMs = Math.min(toMs, refreshedMs);

  const rows: Row[] = [];
  for (const order of Object.values(state.orders)) {
    const capture = order.capture;
    if (!capture) continue;
    rows.push(captureRow(order, capture));
    for (const refund of capture.refunds) {
      rows.push(refundRow(capture, refund));
      const returned = chargebackReversalRow(capture, refund);
      if (returned) rows.push(returned);
    }
  }
  rows.push(...holdRows(state));
  rows.push(...Object.values(state.transactions).map(accountRow));
  const inWindow = rows
    .filter((row) => row.timeMs >= fromMs && row.timeMs <= untilMs)
    .sort((a, b) => a.timeMs - b.timeMs);
  const totalPages = Math.ceil(inWindow.length / pageSize);
  const shown = inWindow.slice((page - 1) * pageSize, page * pageSize);
  const self = `${base}/v1/reporting/transactions?start_date=${encodeURIComponent(start)}&end_date=${encodeURIComponent(end)}&page_size=${pageSize}`;
  return {
    status: 200,
    body: {
      transaction_details: shown.map((row) => ({ transaction_info: row.info })),
      account_number: 'EMULATORMERCHANT',
      start_date: start,
      end_date: untilMs < toMs ? searchTime(untilMs) : end,
      last_refreshed_datetime: searchTime(refreshedMs).replace(/Z$/, '+0000'),
      page,
      total_items: inWindow.length,
      total_pages: totalPages,
      links: [
        { href: `${self}&page=${page}`, rel: 'self', method: 'GET' },
        ...(page < totalPages ? [{ href: `${self}&page=${page + 1}`, rel: 'next', method: 'GET' }] : []),
      ],
    },
  };
}
