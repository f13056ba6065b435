import { z } from 'zod';
import { type FoundCapture, findCapture, refundCapture } from './emulator-captures';
import { debugId, type EmulatorAnswer, invalidRequest } from './emulator-errors';
import type { EmulatorDispute, EmulatorRefund, EmulatorState } from './emulator-records';
import { own } from './emulator-records';
import { refundedCents } from './emulator-representations';
import { centsOf, checkAmount, dollarsOf, paypalTime } from './emulator-values';

// Disputes v1 as the emulator keeps them: a buyer opens one on a capture and PayPal resolves it (both
// test-only calls), and GET /v1/customer/disputes/{id} shows it as PayPal does. A win for the buyer takes
// the disputed money back from the seller as a reversal, as PayPal does (docs/product/payments.md,
// "Disputes").

/** Disputes v1 `reason` values a buyer can give. */
const disputeReasons = [
  'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
  'MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED',
  'UNAUTHORISED',
  'CREDIT_NOT_PROCESSED',
  'DUPLICATE_TRANSACTION',
  'INCORRECT_AMOUNT',
  'PAYMENT_BY_OTHER_MEANS',
  'CANCELED_RECURRING_BILLING',
  'PROBLEM_WITH_REMITTANCE',
  'OTHER',
] as const;

export const openDisputeBodySchema = z
  .object({
    capture_id: z.string().min(1).max(64),
    reason: z.enum(disputeReasons),
    /** What the buyer disputes; the capture's amount not yet refunded when left out. */
    amount: z.unknown().optional(),
  })
  .strict();

export const resolveDisputeBodySchema = z
  .object({ outcome: z.enum(['RESOLVED_BUYER_FAVOUR', 'RESOLVED_SELLER_FAVOUR']) })
  .strict();

function disputeProblem(status: number, name: string, issue: string, description: string): EmulatorAnswer {
  return {
    status,
    body: { name, message: description, details: [{ issue, description }], debug_id: debugId() },
  };
}

export const disputeNotFound = (id: string) =>
  disputeProblem(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', `No dispute has the id ${id}.`);

/** A dispute's id as PayPal writes them (PP-D-<digits>). */
function newDisputeId(state: EmulatorState): string {
  for (;;) {
    const id = `PP-D-${Math.floor(10_000 + Math.random() * 89_990_000)}`;
    if (own(state.disputes, id) === undefined) return id;
  }
}

export function openDispute(
  state: EmulatorState,
  body: z.infer<typeof openDisputeBodySchema>,
  now: Date,
): { opened: EmulatorDispute } | { refusal: EmulatorAnswer } {
  const found = findCapture(state, body.capture_id);
  if (!found) {
    return {
      refusal: invalidRequest([
        { field: '/capture_id', issue: 'INVALID_RESOURCE_ID', description: 'No capture has this id.' },
      ]),
    };
  }
  const { capture, order } = found;
  const leftCents = centsOf(order.amount.value) - refundedCents(capture);
  if (
    capture.status === 'PENDING' ||
    capture.status === 'DECLINED' ||
    capture.status === 'FAILED' ||
    leftCents <= 0
  ) {
    return {
      refusal: disputeProblem(
        422,
        'UNPROCESSABLE_ENTITY',
        'TRANSACTION_NOT_DISPUTABLE',
        `Capture ${capture.id} is ${capture.status}: nothing of it can be disputed.`,
      ),
    };
  }
  let amount = { currency_code: order.amount.currency_code, value: dollarsOf(leftCents) };
  if (body.amount !== undefined) {
    const checked = checkAmount(body.amount, '/amount', 'payments');
    if ('refusal' in checked) return { refusal: checked.refusal };
    if (checked.cents > leftCents || checked.amount.currency_code !== order.amount.currency_code) {
      return {
        refusal: invalidRequest([
          {
            field: '/amount',
            issue: 'INVALID_PARAMETER_VALUE',
            description: 'The disputed amount is more than is left of the capture.',
          },
        ]),
      };
    }
    amount = checked.amount;
  }
  const time = paypalTime(now);
  const dispute: EmulatorDispute = {
    id: newDisputeId(state),
    captureId: capture.id,
    reason: body.reason,
    amount,
    status: 'WAITING_FOR_SELLER_RESPONSE',
    createTime: time,
    updateTime: time,
  };
  state.disputes[dispute.id] = dispute;
  return { opened: dispute };
}

/**
 * PayPal decides the dispute. For the buyer, the disputed money goes back to the buyer as a reversal
 * of the capture (what is left of it, if the seller refunded some meanwhile), so later reads of the
 * capture agree: PAYMENT.CAPTURE.REVERSED follows the RESOLVED event.
 */
export function resolveDispute(
  state: EmulatorState,
  id: string,
  outcome: z.infer<typeof resolveDisputeBodySchema>['outcome'],
  now: Date,
):
  | { resolved: EmulatorDispute; reversal?: FoundCapture & { refund: EmulatorRefund } }
  | { refusal: EmulatorAnswer } {
  const dispute = own(state.disputes, id);
  if (!dispute) return { refusal: disputeNotFound(id) };
  if (dispute.status === 'RESOLVED') {
    return {
      refusal: disputeProblem(
        422,
        'UNPROCESSABLE_ENTITY',
        'DISPUTE_ALREADY_RESOLVED',
        `Dispute ${id} is resolved already.`,
      ),
    };
  }
  const time = paypalTime(now);
  dispute.status = 'RESOLVED';
  dispute.outcome = outcome;
  dispute.updateTime = time;
  if (outcome !== 'RESOLVED_BUYER_FAVOUR') return { resolved: dispute };
  const found = findCapture(state, dispute.captureId);
  const left = found ? centsOf(found.order.amount.value) - refundedCents(found.capture) : 0;
  if (!found || left <= 0) return { resolved: dispute };
  const decision = refundCapture(
    state,
    {
      captureId: dispute.captureId,
      body: { amount: left < centsOf(dispute.amount.value) ? undefined : dispute.amount },
      requestId: undefined,
      now,
      reversal: true,
    },
    () => null,
  );
  return decision.refundedNow ? { resolved: dispute, reversal: decision.refundedNow } : { resolved: dispute };
}

/** A dispute as Disputes v1 shows it (GET /v1/customer/disputes/{id}, and webhook resources). */
export function disputeRepresentation(state: EmulatorState, dispute: EmulatorDispute, base: string) {
  const found = findCapture(state, dispute.captureId);
  return {
    dispute_id: dispute.id,
    create_time: dispute.createTime,
    update_time: dispute.updateTime,
    disputed_transactions: [
      {
        seller_transaction_id: dispute.captureId,
        ...(found
          ? {
              create_time: found.capture.createTime,
              transaction_status: 'COMPLETED',
              gross_amount: found.order.amount,
              ...(found.order.invoiceId ? { invoice_number: found.order.invoiceId } : {}),
              ...(found.order.customId ? { custom: found.order.customId } : {}),
            }
          : {}),
      },
    ],
    reason: dispute.reason,
    status: dispute.status,
    dispute_amount: dispute.amount,
    ...(dispute.outcome
      ? {
          dispute_outcome: {
            outcome_code: dispute.outcome,
            ...(dispute.outcome === 'RESOLVED_BUYER_FAVOUR' ? { amount_refunded: dispute.amount } : {}),
          },
        }
      : {}),
    dispute_life_cycle_stage: 'INQUIRY',
    dispute_channel: 'INTERNAL',
    links: [{ href: `${base}/v1/customer/disputes/${dispute.id}`, rel: 'self', method: 'GET' }],
  };
}
