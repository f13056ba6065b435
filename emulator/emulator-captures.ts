import { z } from 'zod';
import {
  captureNotFound,
  debugId,
  type EmulatorAnswer,
  refundNotFound,
  unprocessable,
} from './emulator-errors';
import type { EmulatorCapture, EmulatorOrder, EmulatorRefund, EmulatorState } from './emulator-records';
import { own, refundRequestIdKeptMs } from './emulator-records';
import { refundedCents } from './emulator-representations';
import { centsOf, checkAmount, dollarsOf, paypalTime, randomCode } from './emulator-values';

// Payments v2 captures as the emulator keeps them: read, refund (by the merchant, or reversed by
// PayPal for a chargeback), and the test-only settling of a PENDING capture.

export interface FoundCapture {
  order: EmulatorOrder;
  capture: EmulatorCapture;
}

export function findCapture(state: EmulatorState, captureId: string): FoundCapture | undefined {
  const orderId = own(state.captures, captureId);
  const order = orderId === undefined ? undefined : own(state.orders, orderId);
  return order?.capture?.id === captureId ? { order, capture: order.capture } : undefined;
}

export function findRefund(state: EmulatorState, refundId: string) {
  for (const orderId of Object.values(state.captures)) {
    const capture = own(state.orders, orderId)?.capture;
    const refund = capture?.refunds.find((candidate) => candidate.id === refundId);
    if (capture && refund) return { capture, refund };
  }
  return undefined;
}

/** Payments v2 refund_request; the amount is checked by checkAmount, as PayPal checks it. */
export const refundBodySchema = z
  .object({
    amount: z.unknown().optional(),
    note_to_payer: z.string().min(1).max(255).optional(),
    custom_id: z.string().min(1).max(127).optional(),
    invoice_id: z.string().min(1).max(127).optional(),
  })
  .optional();
export type RefundBody = z.infer<typeof refundBodySchema>;

export interface RefundDecision {
  answer: EmulatorAnswer;
  /** Set when this call refunded (the caller announces it by webhook). */
  refundedNow?: FoundCapture & { refund: EmulatorRefund };
}

/**
 * A refund of `amount`, or of what is left when it is omitted. `render` gives the refund's 201 body.
 * PayPal's refusals: PENDING_CAPTURE, REFUND_NOT_ALLOWED (a declined capture), CAPTURE_FULLY_REFUNDED,
 * REFUND_AMOUNT_EXCEEDED (more than is left), and the amount checks of every money object.
 */
export function refundCapture(
  state: EmulatorState,
  input: {
    captureId: string;
    body: RefundBody;
    requestId: string | undefined;
    now: Date;
    reversal?: boolean;
    /** PayPal holds the refund as PENDING (an eCheck refund); it ends with settleRefund. */
    pending?: boolean;
    /**
     * The refund API's rule: no partial refund while a dispute of the capture is open
     * (TRANSACTION_DISPUTED). PayPal's own refunds (its dashboard, a settled case) are not refused.
     */
    refusePartWhileDisputed?: boolean;
  },
  render: (found: FoundCapture, refund: EmulatorRefund) => unknown,
): RefundDecision {
  const { captureId, body, requestId, now } = input;
  const found = findCapture(state, captureId);
  if (!found) return { answer: captureNotFound(captureId) };
  const { capture, order } = found;
  // PayPal keeps a refund's request id for 45 days; after that a repeat is a new request.
  const kept = requestId === undefined ? undefined : own(capture.refundAnswers, requestId);
  const earlier =
    kept && now.getTime() - (kept.atMs ?? now.getTime()) < refundRequestIdKeptMs ? kept : undefined;
  // PayPal answers a repeated request id with the refund as it stands now (a PENDING one may have ended).
  const replayed =
    earlier?.status === 201
      ? capture.refunds.find((refund) => refund.id === (earlier.body as { id?: unknown } | null)?.id)
      : undefined;
  if (replayed) return { answer: { status: 201, body: render(found, replayed) } };
  if (earlier) return { answer: earlier };
  const refusal = (issue: Parameters<typeof unprocessable>[0]) => ({
    answer: unprocessable(issue, { api: 'payments' }),
  });
  if (capture.status === 'PENDING') return refusal('PENDING_CAPTURE');
  if (capture.status === 'DECLINED' || capture.status === 'FAILED') return refusal('REFUND_NOT_ALLOWED');
  const leftCents = centsOf(order.amount.value) - refundedCents(capture);
  if (leftCents <= 0) return refusal('CAPTURE_FULLY_REFUNDED');

  let cents = leftCents;
  if (body?.amount !== undefined) {
    const checked = checkAmount(body.amount, '/amount', 'payments');
    if ('refusal' in checked) return { answer: checked.refusal };
    if (checked.amount.currency_code !== order.amount.currency_code) {
      return refusal('REFUND_CAPTURE_CURRENCY_MISMATCH');
    }
    if (checked.cents > leftCents) return refusal('REFUND_AMOUNT_EXCEEDED');
    cents = checked.cents;
  }
  const disputed = Object.values(state.disputes).some(
    (dispute) => dispute.captureId === captureId && dispute.status !== 'RESOLVED',
  );
  if (input.refusePartWhileDisputed && disputed && cents < leftCents) return refusal('TRANSACTION_DISPUTED');
  const time = paypalTime(now);
  const refund: EmulatorRefund = {
    id: randomCode(17),
    amount: { currency_code: order.amount.currency_code, value: dollarsOf(cents) },
    reversal: input.reversal ?? false,
    ...(body?.note_to_payer ? { noteToPayer: body.note_to_payer } : {}),
    ...(body?.custom_id ? { customId: body.custom_id } : {}),
    ...(input.pending ? { status: 'PENDING' as const } : {}),
    createTime: time,
  };
  capture.refunds.push(refund);
  capture.status = cents === leftCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  capture.updateTime = time;
  order.updateTime = time;
  const answer = { status: 201, body: render(found, refund) };
  if (requestId !== undefined) capture.refundAnswers[requestId] = { ...answer, atMs: now.getTime() };
  return { answer, refundedNow: { ...found, refund } };
}

export const settleBodySchema = z.object({ status: z.enum(['COMPLETED', 'DECLINED']) });

/** Test-only: PayPal finishes a PENDING capture (the eCheck cleared, or the review failed). */
export function settleCapture(
  state: EmulatorState,
  captureId: string,
  status: 'COMPLETED' | 'DECLINED',
  now: Date,
): { settled: FoundCapture } | { refusal: EmulatorAnswer } {
  const found = findCapture(state, captureId);
  if (!found) return { refusal: captureNotFound(captureId) };
  const { capture, order } = found;
  // A capture held after it completed is released (emulator-holds.ts), not settled.
  const held = capture.holds?.some((hold) => hold.releasedAtMs === undefined) ?? false;
  if (capture.status !== 'PENDING' || held) {
    return {
      refusal: {
        status: 422,
        body: {
          name: 'UNPROCESSABLE_ENTITY',
          message: 'Only a PENDING capture can be settled.',
          details: [
            {
              issue: 'CAPTURE_NOT_PENDING',
              description: `Capture ${capture.id} is ${capture.status}, not PENDING.`,
            },
          ],
          debug_id: debugId(),
        },
      },
    };
  }
  capture.status = status;
  delete capture.reason;
  capture.updateTime = paypalTime(now);
  order.updateTime = capture.updateTime;
  return { settled: found };
}

export const settleRefundBodySchema = z.object({
  status: z.enum(['COMPLETED', 'FAILED']),
  /** False: PayPal's PAYMENT.CAPTURE.REFUNDED about the completion never arrives (a lost webhook). */
  deliver: z.boolean().optional(),
});

/**
 * Test-only: PayPal finishes a PENDING refund. A failed one gave nothing back, so its amount can be
 * refunded again and the capture's status no longer counts it.
 */
export function settleRefund(
  state: EmulatorState,
  refundId: string,
  status: 'COMPLETED' | 'FAILED',
  now: Date,
): { settled: FoundCapture & { refund: EmulatorRefund } } | { refusal: EmulatorAnswer } {
  const found = findRefund(state, refundId);
  const order = found ? own(state.orders, own(state.captures, found.capture.id) ?? '') : undefined;
  if (!found || !order) return { refusal: refundNotFound(refundId) };
  const { capture, refund } = found;
  if (refund.status !== 'PENDING') {
    return {
      refusal: {
        status: 422,
        body: {
          name: 'UNPROCESSABLE_ENTITY',
          message: 'Only a PENDING refund can be settled.',
          details: [
            {
              issue: 'REFUND_NOT_PENDING',
              description: `Refund ${refund.id} is ${refund.status ?? 'COMPLETED'}.`,
            },
          ],
          debug_id: debugId(),
        },
      },
    };
  }
  const time = paypalTime(now);
  refund.status = status;
  refund.updateTime = time;
  if (status === 'FAILED') {
    const refunded = refundedCents(capture);
    capture.status =
      refunded === 0
        ? 'COMPLETED'
        : refunded >= centsOf(order.amount.value)
          ? 'REFUNDED'
          : 'PARTIALLY_REFUNDED';
  }
  capture.updateTime = time;
  order.updateTime = time;
  return { settled: { order, capture, refund } };
}
