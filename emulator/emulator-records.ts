// The records the emulator keeps, shaped after PayPal's resources (Orders v2, Payments v2, Disputes v1),
// and the state one emulator call sees: emulator-store.ts keeps them in SQLite.

export interface PayPalAmount {
  currency_code: string;
  value: string;
}

/** An answer kept under its PayPal-Request-Id, and when it was given (absent in records kept before). */
interface KeptAnswer {
  status: number;
  body: unknown;
  atMs?: number;
}

/** How long PayPal keeps a request id (its idempotency guide): orders 6 hours, refunds 45 days. */
export const orderRequestIdKeptMs = 6 * 3_600_000;
export const refundRequestIdKeptMs = 45 * 86_400_000;

/** What the test-only approve call chose for the next capture (PayPal decides this from the payer's funding). */
export type CaptureOutcome = 'COMPLETED' | 'PENDING' | 'DECLINED';

export interface EmulatorRefund {
  id: string;
  amount: PayPalAmount;
  /** A refund PayPal made itself (a chargeback): PAYMENT.CAPTURE.REVERSED instead of REFUNDED. */
  reversal: boolean;
  /** A card chargeback's reversal (Transaction Search's T1201 rather than T1106). */
  chargeback?: boolean;
  /**
   * The chargeback the seller won: PayPal gave the money back (T1202, this id, at this time), so it no
   * longer counts against the capture.
   */
  returnedId?: string;
  returnedAtMs?: number;
  noteToPayer?: string;
  /** PENDING until the test-only refund settle call; absent means COMPLETED. */
  status?: 'PENDING' | 'COMPLETED' | 'FAILED';
  /** refund_request.custom_id, answered back on the refund. */
  customId?: string;
  createTime: string;
  updateTime?: string;
}

/** A hold PayPal put on a completed capture for a buyer's complaint or a chargeback, and its release. */
interface EmulatorHold {
  reason: 'BUYER_COMPLAINT' | 'CHARGEBACK';
  /** What PayPal holds: what was left of the capture when it was held. */
  amount: PayPalAmount;
  /** Transaction Search ids and times of the hold (T1110) and of its release (T1111). */
  holdId: string;
  heldAtMs: number;
  releaseId?: string;
  releasedAtMs?: number;
  /** The capture's status before the hold, which the release gives back. */
  statusBefore: 'COMPLETED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
}

export interface EmulatorCapture {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'FAILED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  /** Payments v2 status_details.reason: why PENDING (ECHECK, PENDING_REVIEW...) or DECLINED. */
  reason?: string;
  createTime: string;
  updateTime: string;
  refunds: EmulatorRefund[];
  /** Refund answers by PayPal-Request-Id, so a retried refund is the same refund (for 45 days). */
  refundAnswers: Record<string, KeptAnswer>;
  /** Holds put on it after it completed (test-only hold and release calls), the last one possibly open. */
  holds?: EmulatorHold[];
}

export interface EmulatorOrder {
  id: string;
  /** VOIDED: PayPal cancelled the order after its approval lapsed uncaptured (emulator-approval-lapse.ts). */
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  createTime: string;
  updateTime: string;
  amount: PayPalAmount;
  customId?: string;
  /** purchase_units[0].invoice_id: PayPal captures one payment per invoice (DUPLICATE_INVOICE_ID). */
  invoiceId?: string;
  description?: string;
  /** Set when the order was created with payment_source.paypal (PayPal then answers it back). */
  paypalSource?: boolean;
  payer?: { givenName: string; surname: string; email: string; payerId: string };
  /** Chosen by the test-only approve call. */
  captureOutcome?: CaptureOutcome;
  /** Chosen by the test-only approve call: the 422 issue the next capture is refused with (DECLINED is
   * INSTRUMENT_DECLINED). */
  captureIssue?: string;
  /** Epoch ms of the payer's (latest) approval: an approval not captured in time lapses. */
  approvedAtMs?: number;
  pendingReason?: string;
  capture?: EmulatorCapture;
  /** Capture answers by PayPal-Request-Id (successes, and the declines PayPal replays too), for 6 hours. */
  captureAnswers: Record<string, KeptAnswer>;
  /** Epoch ms until which a capture of this order is still being processed (captureLatencyMs). */
  captureInFlightUntil?: number;
}

/** A dispute a buyer opened on a capture (Disputes v1): opened by a test-only call, decided by PayPal's
 * sandbox calls escalate and adjudicate (emulator-disputes.ts). */
export interface EmulatorDispute {
  id: string;
  captureId: string;
  reason: string;
  amount: PayPalAmount;
  status: 'OPEN' | 'WAITING_FOR_BUYER_RESPONSE' | 'WAITING_FOR_SELLER_RESPONSE' | 'UNDER_REVIEW' | 'RESOLVED';
  /** dispute_life_cycle_stage: INQUIRY until escalated to a PayPal claim (CHARGEBACK); absent means INQUIRY. */
  stage?: 'INQUIRY' | 'CHARGEBACK';
  /** dispute_channel: INTERNAL (opened with PayPal), EXTERNAL (the card issuer's chargeback); absent: INTERNAL. */
  channel?: 'INTERNAL' | 'EXTERNAL';
  /** An EXTERNAL dispute's reversal, made when it opened: the capture's refund with this id. */
  chargebackRefundId?: string;
  /** dispute_outcome.outcome_code once RESOLVED. */
  outcome?: string;
  /** Epoch ms the dispute opened and was resolved: Transaction Search lists its hold and the hold's end. */
  openedAtMs?: number;
  resolvedAtMs?: number;
  /** The transaction ids of its hold (T1110) and of the hold's cancellation (T1111). */
  holdId?: string;
  releaseId?: string;
  createTime: string;
  updateTime: string;
}

/**
 * A transaction on the merchant's account that is not one of the emulator's orders (test-only POST
 * /v1/reporting/transactions): a payment the site did not make, a chargeback and its reversal.
 */
export interface EmulatorTransaction {
  id: string;
  eventCode: string;
  /** Signed as Transaction Search shows it. */
  amount: PayPalAmount;
  timeMs: number;
  referenceId?: string;
  invoiceId?: string;
  customField?: string;
}

export interface EmulatorState {
  orders: Record<string, EmulatorOrder>;
  /** Capture id -> order id. */
  captures: Record<string, string>;
  /** Invoice id -> the order whose capture was paid with it. */
  invoices: Record<string, string>;
  disputes: Record<string, EmulatorDispute>;
  /** Access token -> expiry (epoch ms). */
  tokens: Record<string, number>;
  transactions: Record<string, EmulatorTransaction>;
}

/** Reads an own property only: ids come from URLs, and '__proto__' must not find Object.prototype. */
export function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
