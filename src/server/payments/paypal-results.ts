import type { Cents } from '../../domain/money';
import type { Payer } from './paypal-types';

// What our PayPal client answers: PayPal's orders, captures and refunds as the rest of the server reads
// them (money in cents, PayPal's statuses as PayPal spells them). paypal-client.ts makes them.

export interface CreateOrderInput {
  amountCents: Cents;
  description?: string;
  /** Ours, echoed by PayPal on the capture and in webhooks (at most 127 characters). */
  customId?: string;
  /** Ours and unique per order: PayPal refuses to capture an invoice already paid (at most 127). */
  invoiceId?: string;
}

export interface CaptureSummary {
  id: string;
  /** COMPLETED, PENDING, DECLINED, PARTIALLY_REFUNDED, REFUNDED, FAILED. */
  status: string;
  /** Why a capture is PENDING (ECHECK, PENDING_REVIEW...) or DECLINED, when PayPal says. */
  statusReason: string | null;
  amountCents: Cents;
  currency: string;
}

/** GET /v2/payments/captures/{id}. */
export interface CaptureDetails extends CaptureSummary {
  /** The order the capture belongs to (PayPal's supplementary_data), when PayPal says. */
  orderId: string | null;
  customId: string | null;
  invoiceId: string | null;
}

export interface RefundResult {
  id: string;
  /** COMPLETED, PENDING, FAILED, CANCELLED. */
  status: string;
  amountCents: Cents;
  currency: string;
  /** The capture it gives money back from (PayPal's link 'up'), when PayPal names it. */
  captureId: string | null;
  /** Ours, given with the refund call: the refund request's Idempotency-Key. */
  customId: string | null;
}

export interface PayPalOrder {
  id: string;
  /** CREATED, PAYER_ACTION_REQUIRED, APPROVED, COMPLETED, VOIDED. */
  status: string;
  amountCents: Cents | null;
  currency: string | null;
  customId: string | null;
  /** The first capture, once there is one. */
  capture: CaptureSummary | null;
  /** Every refund of the order's captures PayPal holds (purchase_units[].payments.refunds). */
  refunds: RefundResult[];
  payer: Payer | null;
}

export interface CaptureResult {
  orderId: string;
  /** The order's status; COMPLETED once captured. */
  status: string;
  captureId: string;
  /** Only COMPLETED means the money arrived (PENDING and DECLINED exist too). */
  captureStatus: string;
  captureStatusReason: string | null;
  amountCents: Cents;
  currency: string;
  customId: string | null;
  payer: Payer;
}
