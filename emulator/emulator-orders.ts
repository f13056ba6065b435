import { z } from 'zod';
import { lapseIfDue } from './emulator-approval-lapse';
import {
  debugId,
  type EmulatorAnswer,
  type InvalidField,
  isKnownIssue,
  orderNotFound,
  type UnprocessableIssue,
  unprocessable,
} from './emulator-errors';
import type { CaptureOutcome, EmulatorOrder, EmulatorState } from './emulator-records';
import { orderRequestIdKeptMs, own } from './emulator-records';
import { checkAmount, payerIdAlphabet, paypalTime, randomCode } from './emulator-values';

// Orders v2 as the emulator keeps it: create, (test-only) approve, capture. Each step is a
// synchronous change of the state, so the store can run it atomically.

// The amount is checked by checkAmount, which answers as PayPal does (400 or 422 with PayPal's issue).
export const createOrderBodySchema = z.object({
  intent: z.literal('CAPTURE', { message: 'Only intent CAPTURE is emulated.' }),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().max(256).optional(),
        amount: z.unknown(),
        custom_id: z.string().max(127).optional(),
        invoice_id: z.string().max(127).optional(),
        description: z.string().max(127).optional(),
      }),
    )
    .length(1, 'The emulator takes exactly one purchase unit.'),
  payment_source: z
    .object({ paypal: z.object({}).passthrough().optional() })
    .passthrough()
    .optional(),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** PayPal's capture_status_details reasons for a PENDING capture (Payments v2). */
const pendingReasons = [
  'ECHECK',
  'PENDING_REVIEW',
  'INTERNATIONAL_WITHDRAWAL',
  'OTHER',
  'RECEIVING_PREFERENCE_MANDATES_MANUAL_ACTION',
  'UNILATERAL',
  'VERIFICATION_REQUIRED',
] as const;

/**
 * Refusals of a capture that Orders v2 lists among its 422 issues and that depend on the payer's funding,
 * which the test-only approve may choose for the next capture (nothing is captured, the order stays
 * APPROVED, and the payer may choose again).
 */
const captureIssues = [
  'INSTRUMENT_DECLINED',
  'PAYER_ACTION_REQUIRED',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
  'TRANSACTION_REFUSED',
  'PAYER_CANNOT_PAY',
  'PAYER_ACCOUNT_LOCKED_OR_CLOSED',
  'PAYEE_BLOCKED_TRANSACTION',
  'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
] as const satisfies readonly UnprocessableIssue[];

export const approveBodySchema = z
  .object({
    payer: z
      .object({ name: z.string().max(300).optional(), email: z.string().max(254).optional() })
      .optional(),
    /** What the next capture does: COMPLETED (default), PENDING (eCheck...) or DECLINED (422 INSTRUMENT_DECLINED). */
    capture_status: z.enum(['COMPLETED', 'PENDING', 'DECLINED']).optional(),
    pending_reason: z.enum(pendingReasons).optional(),
    /** Older name for capture_status DECLINED. */
    decline: z.boolean().optional(),
    /** The next capture is refused with this 422 issue (capture_status DECLINED is INSTRUMENT_DECLINED). */
    capture_issue: z.enum(captureIssues).optional(),
  })
  .optional();
export type ApproveBody = z.infer<typeof approveBodySchema>;

export function schemaProblems(error: z.ZodError): InvalidField[] {
  return error.issues.map((issue) => ({
    field: `/${issue.path.join('/')}`,
    issue: issue.code === 'invalid_type' ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_VALUE',
    description: issue.message,
  }));
}

export function createOrder(
  state: EmulatorState,
  body: CreateOrderBody,
  now: Date,
): { order: EmulatorOrder } | { refusal: EmulatorAnswer } {
  const unit = body.purchase_units[0]!;
  const checked = checkAmount(unit.amount, "/purchase_units/@reference_id=='default'/amount", 'orders');
  if ('refusal' in checked) return checked;
  const id = randomCode(17);
  const time = paypalTime(now);
  const order: EmulatorOrder = {
    id,
    // With payment_source.paypal PayPal answers PAYER_ACTION_REQUIRED, otherwise CREATED.
    status: body.payment_source?.paypal ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
    createTime: time,
    updateTime: time,
    amount: checked.amount,
    ...(body.payment_source?.paypal ? { paypalSource: true } : {}),
    ...(unit.custom_id ? { customId: unit.custom_id } : {}),
    ...(unit.invoice_id ? { invoiceId: unit.invoice_id } : {}),
    ...(unit.description ? { description: unit.description } : {}),
    captureAnswers: {},
  };
  state.orders[id] = order;
  return { order };
}

export function approveOrder(
  state: EmulatorState,
  orderId: string,
  body: ApproveBody,
  now: Date,
): { order: EmulatorOrder } | { refusal: EmulatorAnswer } {
  const order = own(state.orders, orderId);
  if (!order) return { refusal: orderNotFound(orderId) };
  if (order.status === 'COMPLETED') return { refusal: unprocessable('ORDER_ALREADY_CAPTURED') };
  // A cancelled order cannot be approved again: the buyer starts a new one.
  if (order.status === 'VOIDED') return { refusal: orderVoided(orderId) };
  // Approving again (after a decline, the buyer picks another way to pay) keeps the payer's id.
  const [givenName = 'Test', ...rest] = (body?.payer?.name?.trim() || 'Test Buyer').split(/\s+/);
  order.payer = {
    givenName,
    surname: rest.join(' '),
    email: body?.payer?.email?.trim() || 'buyer@example.com',
    payerId: order.payer?.payerId ?? randomCode(13, payerIdAlphabet),
  };
  const issue = body?.capture_issue;
  const outcome: CaptureOutcome = issue
    ? 'DECLINED'
    : (body?.capture_status ?? (body?.decline ? 'DECLINED' : 'COMPLETED'));
  order.captureOutcome = outcome;
  if (outcome === 'DECLINED') order.captureIssue = issue ?? 'INSTRUMENT_DECLINED';
  else delete order.captureIssue;
  if (outcome === 'PENDING') order.pendingReason = body?.pending_reason ?? 'ECHECK';
  else delete order.pendingReason;
  order.status = 'APPROVED';
  order.approvedAtMs = now.getTime();
  order.updateTime = paypalTime(now);
  return { order };
}

/** The test-only approve and lapse calls about an order PayPal cancelled (not an answer of PayPal's API). */
export function orderVoided(orderId: string): EmulatorAnswer {
  return {
    status: 422,
    body: {
      name: 'UNPROCESSABLE_ENTITY',
      message: 'The order was cancelled: its approval lapsed before it was captured.',
      details: [{ issue: 'ORDER_VOIDED', description: `Order ${orderId} is VOIDED.` }],
      debug_id: debugId(),
    },
  };
}

export interface CaptureDecision {
  answer: EmulatorAnswer;
  /** The order when this call captured it (the caller announces it by webhook). */
  capturedNow: EmulatorOrder | null;
  /** The order when its approval lapsed at this call (the caller announces that too). */
  lapsedNow?: EmulatorOrder;
  /** While > now, the answer is held back: the capture is "still being processed" at PayPal. */
  answerAtMs: number;
}

/**
 * Decides a capture. `render` turns the captured order into PayPal's 201 body (it needs the URL base
 * and the caller's Prefer header). With `latencyMs`, the capture happens now but its answer leaves only
 * after that time; meanwhile another capture of the order is refused as PayPal may refuse it.
 */
export function captureOrder(
  state: EmulatorState,
  input: {
    orderId: string;
    requestId: string | undefined;
    nowMs: number;
    latencyMs: number;
    /** How long an approval lasts uncaptured (emulator-approval-lapse.ts); forever when unset. */
    lapseMs?: number | undefined;
    /** PayPal-Mock-Response's answer: the sandbox answers it (for an order it knows) and captures nothing. */
    mocked?: EmulatorAnswer | undefined;
    /** PayPal-Mock-Response's CAPTURE_DECLINED or CAPTURE_FAILED: a 201 whose capture took no money. */
    capturedAs?: 'DECLINED' | 'FAILED' | undefined;
  },
  render: (order: EmulatorOrder) => unknown,
): CaptureDecision {
  const { orderId, requestId, nowMs, latencyMs } = input;
  const refuse = (answer: EmulatorAnswer): CaptureDecision => ({
    answer,
    capturedNow: null,
    answerAtMs: nowMs,
  });
  const order = own(state.orders, orderId);
  if (!order) return refuse(orderNotFound(orderId));
  if (input.mocked) return refuse(input.mocked);
  if (input.lapseMs !== undefined && lapseIfDue(order, nowMs, input.lapseMs)) {
    return { ...refuse(unprocessable('ORDER_NOT_APPROVED')), lapsedNow: order };
  }
  // Same PayPal-Request-Id: the first answer again (200 for a repeated success), nothing happens twice;
  // while the first is still being processed, this answer waits for it. Orders v2 lists no 409 for a
  // capture: another request id meanwhile finds the order captured (ORDER_ALREADY_CAPTURED, below).
  const kept = requestId === undefined ? undefined : own(order.captureAnswers, requestId);
  const earlier = kept && nowMs - (kept.atMs ?? nowMs) < orderRequestIdKeptMs ? kept : undefined;
  if (earlier) {
    return {
      answer: { status: earlier.status === 201 ? 200 : earlier.status, body: earlier.body },
      capturedNow: null,
      answerAtMs: Math.max(nowMs, order.captureInFlightUntil ?? 0),
    };
  }
  if (order.status === 'COMPLETED') return refuse(unprocessable('ORDER_ALREADY_CAPTURED'));
  // Never approved, or its approval lapsed (VOIDED): PayPal's capture errors name both this way.
  if (order.status !== 'APPROVED') return refuse(unprocessable('ORDER_NOT_APPROVED'));
  if (order.captureOutcome === 'DECLINED') {
    // PayPal keeps this answer under the request id too: a retry under the same id is declined again,
    // so a new attempt after the buyer chose another way to pay needs a new id.
    const issue = order.captureIssue;
    const answer = unprocessable(issue && isKnownIssue(issue) ? issue : 'INSTRUMENT_DECLINED');
    if (requestId !== undefined) order.captureAnswers[requestId] = { ...answer, atMs: nowMs };
    return refuse(answer);
  }

  // PayPal accepts the order and refuses its capture: an invoice is paid once (Orders v2 capture errors).
  const paidWith = order.invoiceId === undefined ? undefined : own(state.invoices, order.invoiceId);
  if (paidWith !== undefined && paidWith !== order.id) return refuse(unprocessable('DUPLICATE_INVOICE_ID'));

  const time = paypalTime(new Date(nowMs));
  const pending = order.captureOutcome === 'PENDING';
  order.status = 'COMPLETED';
  order.updateTime = time;
  order.capture = {
    id: randomCode(17),
    status: input.capturedAs ?? (pending ? 'PENDING' : 'COMPLETED'),
    ...(pending ? { reason: order.pendingReason ?? 'ECHECK' } : {}),
    createTime: time,
    updateTime: time,
    refunds: [],
    refundAnswers: {},
  };
  state.captures[order.capture.id] = order.id;
  // A capture that took no money leaves the invoice unpaid.
  if (order.invoiceId !== undefined && !input.capturedAs) state.invoices[order.invoiceId] = order.id;
  const answer = { status: 201, body: render(order) };
  if (requestId !== undefined) order.captureAnswers[requestId] = { ...answer, atMs: nowMs };
  if (latencyMs > 0) order.captureInFlightUntil = nowMs + latencyMs;
  return { answer, capturedNow: order, answerAtMs: nowMs + latencyMs };
}
