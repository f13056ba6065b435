import { z } from 'zod';
import { type FoundCapture, findCapture } from './emulator-captures';
import { captureNotFound, debugId, type EmulatorAnswer } from './emulator-errors';
import type { EmulatorState } from './emulator-records';
import { refundedCents } from './emulator-representations';
import { centsOf, dollarsOf, paypalTime, randomCode } from './emulator-values';

// Holds on a completed capture, as PayPal puts them for a buyer's complaint or a card chargeback: the
// capture reads PENDING with status_details.reason BUYER_COMPLAINT or CHARGEBACK (Payments v2
// capture_status_details) and PayPal sends PAYMENT.CAPTURE.PENDING; once released it reads as before and
// PAYMENT.CAPTURE.COMPLETED follows. Test-only calls stand for PayPal deciding either; Transaction Search
// lists the hold (T1110) and its end (T1111).

export const holdBodySchema = z.object({ reason: z.enum(['BUYER_COMPLAINT', 'CHARGEBACK']) }).strict();

function holdProblem(issue: string, description: string): EmulatorAnswer {
  return {
    status: 422,
    body: {
      name: 'UNPROCESSABLE_ENTITY',
      message: description,
      details: [{ issue, description }],
      debug_id: debugId(),
    },
  };
}

/** The status a capture reads without a hold: what its refunds left of it. */
function unheldStatus(found: FoundCapture): 'COMPLETED' | 'PARTIALLY_REFUNDED' | 'REFUNDED' {
  const refunded = refundedCents(found.capture);
  if (refunded === 0) return 'COMPLETED';
  return refunded >= centsOf(found.order.amount.value) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}

/** PayPal holds a completed (or partly refunded) capture. */
export function holdCapture(
  state: EmulatorState,
  captureId: string,
  reason: z.infer<typeof holdBodySchema>['reason'],
  now: Date,
): { held: FoundCapture } | { refusal: EmulatorAnswer } {
  const found = findCapture(state, captureId);
  if (!found) return { refusal: captureNotFound(captureId) };
  const { capture, order } = found;
  if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') {
    return {
      refusal: holdProblem(
        'CAPTURE_NOT_HOLDABLE',
        `Capture ${capture.id} is ${capture.status}: nothing of it can be held.`,
      ),
    };
  }
  capture.holds = [
    ...(capture.holds ?? []),
    {
      reason,
      amount: {
        currency_code: order.amount.currency_code,
        value: dollarsOf(centsOf(order.amount.value) - refundedCents(capture)),
      },
      holdId: randomCode(17),
      heldAtMs: now.getTime(),
      statusBefore: capture.status,
    },
  ];
  capture.status = 'PENDING';
  capture.reason = reason;
  capture.updateTime = paypalTime(now);
  order.updateTime = capture.updateTime;
  return { held: found };
}

/** PayPal releases the capture's open hold: it reads as its refunds left it. */
export function releaseHold(
  state: EmulatorState,
  captureId: string,
  now: Date,
): { released: FoundCapture } | { refusal: EmulatorAnswer } {
  const found = findCapture(state, captureId);
  if (!found) return { refusal: captureNotFound(captureId) };
  const { capture, order } = found;
  const hold = capture.holds?.at(-1);
  if (!hold || hold.releasedAtMs !== undefined || capture.status !== 'PENDING') {
    return { refusal: holdProblem('CAPTURE_NOT_HELD', `Capture ${capture.id} is not on hold.`) };
  }
  hold.releasedAtMs = now.getTime();
  hold.releaseId = randomCode(17);
  capture.status = unheldStatus(found);
  delete capture.reason;
  capture.updateTime = paypalTime(now);
  order.updateTime = capture.updateTime;
  return { released: found };
}
