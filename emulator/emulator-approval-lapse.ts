import type { EmulatorOrder } from './emulator-records';
import { paypalTime } from './emulator-values';
import { envelope } from './emulator-webhooks';

// Approvals that lapse, as PayPal's "Handle uncaptured payments" describes them: an order the payer
// approved and nobody captured within the capture window (3 hours unless the merchant's account says
// otherwise) loses its approval. PayPal sends CHECKOUT.PAYMENT-APPROVAL.REVERSED, cancels the order (Orders
// v2 status VOIDED) and gives the buyer back whatever it had set aside. A capture afterwards is refused
// with 422 ORDER_NOT_APPROVED: of the capture errors Orders v2 publishes, it is the one that fits (its
// ORDER_EXPIRED is listed for authorising only). docs/decisions/042-approvals-that-lapse.md

/** PayPal's default capture window after approval (Orders v2, order `links`: "3 hours"). */
export const defaultApprovalLapseMs = 3 * 60 * 60 * 1000;

/** Whether the order's approval is still there, and past its time at `nowMs`. */
function approvalDue(order: EmulatorOrder, nowMs: number, lapseMs: number): boolean {
  return order.status === 'APPROVED' && (order.approvedAtMs ?? nowMs) + lapseMs <= nowMs;
}

/** The approval lapses now: the order is cancelled, as PayPal cancels it. */
export function lapseApproval(order: EmulatorOrder, now: Date): void {
  order.status = 'VOIDED';
  order.updateTime = paypalTime(now);
  delete order.captureOutcome;
  delete order.pendingReason;
}

/**
 * The approval lapses if its time has come; true when it did now (the caller announces it). Every call
 * that reads or captures an order asks this first, so a lapse is seen even after a restart lost its timer.
 */
export function lapseIfDue(order: EmulatorOrder | undefined, nowMs: number, lapseMs: number): boolean {
  if (!order || !approvalDue(order, nowMs, lapseMs)) return false;
  lapseApproval(order, new Date(nowMs));
  return true;
}

/**
 * CHECKOUT.PAYMENT-APPROVAL.REVERSED as PayPal's sample shows it: the resource names the order
 * (`order_id`, not `id`), its purchase unit's references, and how the payer had chosen to pay.
 */
export function approvalReversedEvent(order: EmulatorOrder, base: string) {
  const payer = order.payer;
  return envelope(
    'CHECKOUT.PAYMENT-APPROVAL.REVERSED',
    'checkout-order',
    'A payment has been reversed after approval.',
    {
      order_id: order.id,
      purchase_units: [
        {
          reference_id: 'default',
          ...(order.customId ? { custom_id: order.customId } : {}),
          ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
        },
      ],
      payment_source: {
        paypal: payer
          ? {
              email_address: payer.email,
              account_id: payer.payerId,
              name: { given_name: payer.givenName, surname: payer.surname },
            }
          : {},
      },
    },
    base,
  );
}
