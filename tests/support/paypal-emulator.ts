import type { FastifyInstance } from 'fastify';
import { emulatorPrefix } from '../../src/server/payments/paypal-setup';

// What the buyer (and PayPal's webhooks) do, for integration tests of the app in emulator mode.

export interface ApproveOptions {
  payer?: { name?: string; email?: string };
  /** What the next capture does: COMPLETED (default), PENDING, or DECLINED (422 INSTRUMENT_DECLINED). */
  captureStatus?: 'COMPLETED' | 'PENDING' | 'DECLINED';
  /** Why a PENDING capture is pending (PayPal's status_details.reason); ECHECK by default. */
  pendingReason?: 'ECHECK' | 'PENDING_REVIEW';
  /** The later capture fails with INSTRUMENT_DECLINED (the same as captureStatus DECLINED). */
  decline?: boolean;
}

/** The buyer approves the order in "PayPal's window" (again after a decline: another way to pay). */
export async function approvePayPalOrder(
  server: FastifyInstance,
  orderId: string,
  options: ApproveOptions = {},
) {
  const response = await server.inject({
    method: 'POST',
    url: `${emulatorPrefix}/v2/checkout/orders/${orderId}/approve`,
    payload: {
      ...(options.payer ? { payer: options.payer } : {}),
      ...(options.captureStatus ? { capture_status: options.captureStatus } : {}),
      ...(options.pendingReason ? { pending_reason: options.pendingReason } : {}),
      ...(options.decline ? { decline: true } : {}),
    },
  });
  if (response.statusCode !== 200) {
    throw new Error(`The emulator refused to approve ${orderId}: ${response.statusCode} ${response.body}`);
  }
}

export interface EmulatorDelivery {
  event: { id: string; event_type: string; resource: Record<string, unknown> } & Record<string, unknown>;
  /** The app's answer to the delivery; null when no webhook URL is configured. */
  delivery: { status: number } | null;
}

interface SimulatedEvent {
  event_type:
    | 'PAYMENT.CAPTURE.COMPLETED'
    | 'PAYMENT.CAPTURE.PENDING'
    | 'PAYMENT.CAPTURE.DENIED'
    | 'PAYMENT.CAPTURE.REFUNDED'
    | 'PAYMENT.CAPTURE.REVERSED';
  order_id?: string;
  capture_id?: string;
  /** REFUNDED/REVERSED: the event of this earlier refund again (nothing new is refunded). */
  refund_id?: string;
  /** REFUNDED/REVERSED: refund this much (dollars, e.g. '10.00'); what is left when omitted. */
  amount?: { currency_code: 'USD'; value: string };
  note_to_payer?: string;
}

/**
 * The emulator sends an event about one of its orders to the app's own webhook, signed as PayPal
 * signs, and answers once the app has answered. REFUNDED/REVERSED refund for real at the emulator
 * (as a refund in PayPal's dashboard, or a chargeback, would).
 */
async function simulatePayPalEvent(
  server: FastifyInstance,
  event: SimulatedEvent,
): Promise<EmulatorDelivery> {
  const response = await server.inject({
    method: 'POST',
    url: `${emulatorPrefix}/v1/notifications/simulate-event`,
    payload: event,
  });
  if (response.statusCode !== 202) {
    throw new Error(`The emulator did not send the event: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

/** PAYMENT.CAPTURE.COMPLETED for a captured order, again. */
export function sendCaptureWebhook(server: FastifyInstance, orderId: string): Promise<EmulatorDelivery> {
  return simulatePayPalEvent(server, { event_type: 'PAYMENT.CAPTURE.COMPLETED', order_id: orderId });
}
