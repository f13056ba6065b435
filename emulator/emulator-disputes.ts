import { z } from 'zod';
import { type FoundCapture, findCapture, refundCapture } from './emulator-captures';
import { debugId, type EmulatorAnswer, invalidRequest } from './emulator-errors';
import type { EmulatorDispute, EmulatorRefund, EmulatorState, PayPalAmount } from './emulator-records';
import { own } from './emulator-records';
import { refundedCents } from './emulator-representations';
import { centsOf, checkAmount, dollarsOf, paypalTime, randomCode } from './emulator-values';

// Disputes v1 as the emulator keeps them, field by field as openapi/customer_disputes_v1.json in PayPal's
// paypal-rest-api-specifications defines them: a buyer opens one on a capture (a test-only call), it is
// escalated to a PayPal claim (POST .../escalate: stage INQUIRY to CHARGEBACK, status UNDER_REVIEW), and
// PayPal's sandbox-only POST .../adjudicate settles it for the buyer or the seller, which needs the status
// UNDER_REVIEW. GET /v1/customer/disputes/{id} shows it as PayPal does. A win for the buyer takes the
// disputed money back from the seller as a reversal, as PayPal does (docs/product/payments.md, "Disputes").

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
    /**
     * EXTERNAL: the buyer paid by card and asked the card issuer, whose chargeback PayPal passes on
     * (Disputes v1 dispute_channel); INTERNAL (the default): opened with PayPal.
     */
    channel: z.enum(['INTERNAL', 'EXTERNAL']).optional(),
  })
  .strict();

/** Disputes v1 `adjudicate`: the sandbox's settlement, as a PayPal agent would decide. */
export const adjudicateBodySchema = z.object({
  adjudication_outcome: z.enum(['BUYER_FAVOR', 'SELLER_FAVOR']),
});

/** Disputes v1 `escalate`: `note` is required. */
export const escalateBodySchema = z.object({
  note: z.string().min(1).max(2000),
  buyer_escalation_reason: z.string().max(255).optional(),
});

/** What adjudication_outcome becomes in the dispute's dispute_outcome.outcome_code. */
const outcomeCodes = {
  BUYER_FAVOR: 'RESOLVED_BUYER_FAVOUR',
  SELLER_FAVOR: 'RESOLVED_SELLER_FAVOUR',
} as const;
const buyerWins = (outcome: string | undefined) => outcome === outcomeCodes.BUYER_FAVOR;

/** Disputes v1's `error`: name, message, debug_id, information_link and details. */
function disputeProblem(status: number, name: string, issue: string, description: string): EmulatorAnswer {
  return {
    status,
    body: {
      name,
      message: description,
      debug_id: debugId(),
      information_link: 'https://developer.paypal.com/docs/api/customer-disputes/v1/',
      details: [{ issue, description }],
    },
  };
}

/**
 * A call the dispute's status or stage does not allow. PayPal's definitions give the rule ("the dispute
 * status must be UNDER_REVIEW", "the stage ... must be INQUIRY") and the error's shape, not its issue
 * code, so the emulator names its own (docs/decisions/043-disputes-holds-and-books-as-paypal-has-them.md).
 */
const notAllowedNow = (description: string) =>
  disputeProblem(422, 'UNPROCESSABLE_ENTITY', 'DISPUTE_ACTION_NOT_ALLOWED', description);

export const disputeNotFound = (id: string) =>
  disputeProblem(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', `No dispute has the id ${id}.`);

/** A dispute's id as PayPal writes them (PP-D-<digits>). */
function newDisputeId(state: EmulatorState): string {
  for (;;) {
    const id = `PP-D-${Math.floor(10_000 + Math.random() * 89_990_000)}`;
    if (own(state.disputes, id) === undefined) return id;
  }
}

/**
 * The buyer opens a dispute. With PayPal (INTERNAL), PayPal holds the disputed money (T1110) while it
 * runs. A card issuer's chargeback (EXTERNAL) takes the money at once, as a reversal of the capture
 * (T1201, PAYMENT.CAPTURE.REVERSED), and starts at stage CHARGEBACK, UNDER_REVIEW: PayPal decides it
 * with the seller's evidence, and a win for the seller gives the money back (T1202).
 */
export function openDispute(
  state: EmulatorState,
  body: z.infer<typeof openDisputeBodySchema>,
  now: Date,
):
  | { opened: EmulatorDispute; chargeback?: FoundCapture & { refund: EmulatorRefund } }
  | { refusal: EmulatorAnswer } {
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
  const time = disputeTime(now);
  if (body.channel === 'EXTERNAL') return openChargeback(state, { ...body, amount }, now);
  const dispute: EmulatorDispute = {
    id: newDisputeId(state),
    captureId: capture.id,
    reason: body.reason,
    amount,
    status: 'WAITING_FOR_SELLER_RESPONSE',
    stage: 'INQUIRY',
    openedAtMs: now.getTime(),
    // PayPal holds the disputed money from the seller's balance while the dispute is open (T1110).
    holdId: randomCode(17),
    createTime: time,
    updateTime: time,
  };
  state.disputes[dispute.id] = dispute;
  return { opened: dispute };
}

/** A card issuer's chargeback of a checked capture: the money leaves the seller's balance at once. */
function openChargeback(
  state: EmulatorState,
  body: { capture_id: string; reason: string; amount: PayPalAmount },
  now: Date,
) {
  const time = disputeTime(now);
  const dispute: EmulatorDispute = {
    id: newDisputeId(state),
    captureId: body.capture_id,
    reason: body.reason,
    amount: body.amount,
    status: 'UNDER_REVIEW',
    stage: 'CHARGEBACK',
    channel: 'EXTERNAL',
    openedAtMs: now.getTime(),
    createTime: time,
    updateTime: time,
  };
  state.disputes[dispute.id] = dispute;
  const decision = refundCapture(
    state,
    { captureId: body.capture_id, body: { amount: body.amount }, requestId: undefined, now, reversal: true },
    () => null,
  );
  const chargeback = decision.refundedNow;
  if (!chargeback) return { opened: dispute };
  chargeback.refund.chargeback = true;
  dispute.chargebackRefundId = chargeback.refund.id;
  return { opened: dispute, chargeback };
}

/** The chargeback's reversal of an EXTERNAL dispute, while the capture still has it. */
function chargebackOf(state: EmulatorState, dispute: EmulatorDispute) {
  if (!dispute.chargebackRefundId) return undefined;
  return findCapture(state, dispute.captureId)?.capture.refunds.find(
    (refund) => refund.id === dispute.chargebackRefundId,
  );
}

/** Disputes v1 writes its times with milliseconds: 2019-04-11T04:18:00.000Z. */
const disputeTime = (now: Date) => now.toISOString();

/** The merchant (or the buyer) escalates an inquiry to a PayPal claim: PayPal now reviews it. */
export function escalateDispute(
  state: EmulatorState,
  id: string,
  now: Date,
): { escalated: EmulatorDispute } | { refusal: EmulatorAnswer } {
  const dispute = own(state.disputes, id);
  if (!dispute) return { refusal: disputeNotFound(id) };
  if (dispute.status === 'RESOLVED' || (dispute.stage ?? 'INQUIRY') !== 'INQUIRY') {
    return {
      refusal: notAllowedNow(
        `Dispute ${id} is ${dispute.status} at stage ${dispute.stage ?? 'INQUIRY'}: only an inquiry can be escalated.`,
      ),
    };
  }
  dispute.stage = 'CHARGEBACK';
  dispute.status = 'UNDER_REVIEW';
  dispute.updateTime = disputeTime(now);
  return { escalated: dispute };
}

/**
 * PayPal's sandbox settles the dispute (adjudicate), which needs the status UNDER_REVIEW. For the buyer,
 * the disputed money goes back to the buyer as a reversal of the capture (what is left of it, if the
 * seller refunded some meanwhile), so later reads of the capture agree: PAYMENT.CAPTURE.REVERSED follows
 * the RESOLVED event. Either way the hold on the seller's balance ends (T1111).
 */
export function adjudicateDispute(
  state: EmulatorState,
  id: string,
  outcome: z.infer<typeof adjudicateBodySchema>['adjudication_outcome'],
  now: Date,
):
  | { resolved: EmulatorDispute; reversal?: FoundCapture & { refund: EmulatorRefund } }
  | { refusal: EmulatorAnswer } {
  const dispute = own(state.disputes, id);
  if (!dispute) return { refusal: disputeNotFound(id) };
  if (dispute.status !== 'UNDER_REVIEW') {
    return {
      refusal: notAllowedNow(
        `Dispute ${id} is ${dispute.status}: only a dispute UNDER_REVIEW can be adjudicated.`,
      ),
    };
  }
  dispute.status = 'RESOLVED';
  dispute.outcome = outcomeCodes[outcome];
  dispute.resolvedAtMs = now.getTime();
  dispute.updateTime = disputeTime(now);
  // A chargeback took the money when it came: the buyer keeps it, or the seller gets it back (T1202).
  const chargeback = chargebackOf(state, dispute);
  if (dispute.channel === 'EXTERNAL') {
    const found = findCapture(state, dispute.captureId);
    if (chargeback && found && !buyerWins(dispute.outcome)) {
      chargeback.returnedId = randomCode(17);
      chargeback.returnedAtMs = now.getTime();
      // The capture reads as its other refunds leave it.
      found.capture.status = refundedCents(found.capture) === 0 ? 'COMPLETED' : 'PARTIALLY_REFUNDED';
      found.capture.updateTime = found.order.updateTime = paypalTime(now);
    }
    return { resolved: dispute };
  }
  dispute.releaseId = randomCode(17);
  if (!buyerWins(dispute.outcome)) return { resolved: dispute };
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

/** Disputes v1 `transaction_info.transaction_status` of the disputed capture as it stands. */
function transactionStatus(found: FoundCapture): string {
  const { capture } = found;
  const reversed = (refund: EmulatorRefund) =>
    refund.reversal && refund.status !== 'FAILED' && refund.returnedAtMs === undefined;
  if (capture.refunds.some(reversed)) return 'REVERSED';
  return capture.status;
}

/** A dispute as Disputes v1 shows it (GET /v1/customer/disputes/{id}, and webhook resources). */
export function disputeRepresentation(state: EmulatorState, dispute: EmulatorDispute, base: string) {
  const found = findCapture(state, dispute.captureId);
  const stage = dispute.stage ?? 'INQUIRY';
  const self = `${base}/v1/customer/disputes/${dispute.id}`;
  const resolvedAt =
    dispute.resolvedAtMs === undefined ? undefined : new Date(dispute.resolvedAtMs).toISOString();
  const won = buyerWins(dispute.outcome);
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
              transaction_status: transactionStatus(found),
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
            ...(won ? { amount_refunded: dispute.amount } : {}),
          },
        }
      : {}),
    ...(resolvedAt
      ? {
          adjudications: [
            {
              type: won ? 'RECOVER_FROM_SELLER' : 'DENY_BUYER',
              adjudication_time: resolvedAt,
              dispute_life_cycle_stage: stage,
            },
          ],
        }
      : {}),
    ...moneyMovements(state, dispute, won),
    dispute_life_cycle_stage: stage,
    dispute_channel: dispute.channel ?? 'INTERNAL',
    ...(dispute.status === 'WAITING_FOR_SELLER_RESPONSE' && dispute.openedAtMs !== undefined
      ? { seller_response_due_date: new Date(dispute.openedAtMs + sellerResponseMs).toISOString() }
      : {}),
    // HATEOAS links: the calls the dispute allows now (adjudicate only while UNDER_REVIEW, as PayPal says).
    links: [
      { href: self, rel: 'self', method: 'GET' },
      ...(dispute.status !== 'RESOLVED' && stage === 'INQUIRY'
        ? [{ href: `${self}/escalate`, rel: 'escalate', method: 'POST' }]
        : []),
      ...(dispute.status === 'UNDER_REVIEW'
        ? [{ href: `${self}/adjudicate`, rel: 'adjudicate', method: 'POST' }]
        : []),
    ],
  };
}

/**
 * Disputes v1 money_movements to and from the seller: a chargeback's DEBIT when it came and, once the
 * seller won it, the CREDIT that gave it back; a PayPal dispute's DEBIT when it was decided for the buyer.
 */
function moneyMovements(state: EmulatorState, dispute: EmulatorDispute, won: boolean) {
  const movement = (type: 'DEBIT' | 'CREDIT', amount: PayPalAmount, atMs: number) => ({
    affected_party: 'SELLER',
    amount,
    initiated_time: new Date(atMs).toISOString(),
    type,
    reason: 'DISPUTE_SETTLEMENT',
  });
  const chargeback = chargebackOf(state, dispute);
  if (chargeback) {
    const taken = movement('DEBIT', chargeback.amount, Date.parse(chargeback.createTime));
    const given =
      chargeback.returnedAtMs === undefined
        ? []
        : [movement('CREDIT', chargeback.amount, chargeback.returnedAtMs)];
    return { money_movements: [taken, ...given] };
  }
  if (dispute.resolvedAtMs === undefined || !won) return {};
  return { money_movements: [movement('DEBIT', dispute.amount, dispute.resolvedAtMs)] };
}

/** How long the seller has to answer a new inquiry (PayPal gives a few days; ten here). */
const sellerResponseMs = 10 * 24 * 60 * 60 * 1000;
