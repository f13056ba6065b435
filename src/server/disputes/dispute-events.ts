import { z } from 'zod';
import type { Cents } from '../../domain/money';
import { findOrder, findOrderByCapture, type OrderRow } from '../orders';
import type { CaptureDetails } from '../payments';
import { fromPayPalValue } from '../payments';
import {
  disputeReversalId,
  type RefundDeps,
  recordDisputeReturn,
  recordRefund,
  reversedSince,
} from '../refunds';
import { findDispute, holdId, noteDispute, resolveDispute } from './dispute-store';

// CUSTOMER.DISPUTE.CREATED / UPDATED / RESOLVED (Webhooks v1, resource: a Disputes v1 dispute), and holds
// PayPal puts on a capture we recorded (docs/product/payments.md, "Disputes"). The webhook route has
// verified the event's signature over the bytes PayPal sent.

const moneySchema = z.object({
  currency_code: z.string().length(3),
  value: z.string().regex(/^\d{1,15}(\.\d{1,2})?$/),
});

const disputeEventSchema = z.object({
  event_type: z.string(),
  resource: z.object({
    dispute_id: z.string().regex(/^[A-Za-z0-9-]{1,255}$/),
    reason: z.string().max(100).optional(),
    status: z.string().max(100).optional(),
    dispute_amount: moneySchema,
    disputed_transactions: z
      .array(
        z.object({
          seller_transaction_id: z
            .string()
            .regex(/^[A-Za-z0-9-]{1,64}$/)
            .optional(),
        }),
      )
      .min(1)
      .max(1000),
    dispute_outcome: z
      .object({ outcome_code: z.string().max(100), amount_refunded: moneySchema.optional() })
      .optional(),
    /** When PayPal opened it: a chargeback's money may have been taken before our record of it. */
    create_time: z.iso.datetime({ offset: true }).optional(),
    /** Money PayPal moved for the dispute: a chargeback's DEBIT, and a CREDIT when the seller won. */
    money_movements: z
      .array(
        z.object({
          affected_party: z.string().max(100).optional(),
          type: z.string().max(100).optional(),
          reason: z.string().max(100).optional(),
          amount: moneySchema.optional(),
        }),
      )
      .max(100)
      .optional(),
  }),
});

type MoneyMovements = z.infer<typeof disputeEventSchema>['resource']['money_movements'];

/**
 * What PayPal took from the seller for the dispute and gave back (money_movements to the SELLER, in the
 * dispute's currency). Fees (DISPUTE_FEE, CHARGEBACK_FEE, DISPUTE_SETTLEMENT_FEE) are PayPal's charges,
 * not the buyer's payment, and stay out of the books as PayPal's other fees do.
 */
function sellerMoney(movements: MoneyMovements, currency: string) {
  let debitedCents = 0;
  let creditedCents = 0;
  for (const movement of movements ?? []) {
    if (movement.affected_party !== 'SELLER' || !movement.amount) continue;
    if (movement.amount.currency_code !== currency || /FEE/.test(movement.reason ?? '')) continue;
    const cents = fromPayPalValue(movement.amount.value);
    if (movement.type === 'DEBIT') debitedCents += cents;
    if (movement.type === 'CREDIT') creditedCents += cents;
  }
  return { debitedCents, creditedCents };
}

export interface DisputeEventResult {
  redeliver: boolean;
  outcome:
    | 'noted'
    | 'resolved-for-buyer'
    | 'resolved'
    | 'duplicate'
    | 'unreadable'
    | 'unknown-order'
    | 'not-captured-yet';
}

const inFlight: ReadonlySet<string> = new Set(['created', 'approved', 'pending', 'declined']);
/**
 * Disputes v1 outcome codes that take the money from us: PayPal decided for the buyer, or we accepted the
 * claim (accept-claim: "PayPal automatically refunds money to the customer from the merchant's account").
 * The others (RESOLVED_SELLER_FAVOUR, RESOLVED_WITH_PAYOUT, paid by PayPal itself, CANCELED_BY_BUYER,
 * DENIED, NONE) leave the payment ours.
 */
const buyerWonCodes: ReadonlySet<string> = new Set(['RESOLVED_BUYER_FAVOUR', 'ACCEPTED']);
/** Why PayPal holds a capture after it was paid: a buyer's complaint or a card chargeback (Payments v2). */
const disputeHoldReasons: ReadonlySet<string> = new Set(['BUYER_COMPLAINT', 'CHARGEBACK']);
const releasedStatuses: ReadonlySet<string> = new Set(['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED']);

export async function handleDisputeEvent(deps: RefundDeps, event: unknown): Promise<DisputeEventResult> {
  const parsed = disputeEventSchema.safeParse(event);
  if (!parsed.success) return { redeliver: false, outcome: 'unreadable' };
  const { resource, event_type: type } = parsed.data;
  const amountCents = fromPayPalValue(resource.dispute_amount.value);
  const captureIds = resource.disputed_transactions.flatMap((transaction) =>
    transaction.seller_transaction_id ? [transaction.seller_transaction_id] : [],
  );
  if (captureIds.length === 0 || amountCents <= 0) return { redeliver: false, outcome: 'unreadable' };
  // A dispute may name many transactions (Disputes v1 allows up to 1,000): the first that is ours is the
  // payment it is about.
  const found = await firstOurs(deps.db, captureIds);
  if (!found) return { redeliver: false, outcome: 'unknown-order' };
  const { order, captureId } = found;
  // Disputed before the capture reached us: PayPal's next delivery finds the purchase recorded.
  if (inFlight.has(order.status)) return { redeliver: true, outcome: 'not-captured-yet' };
  const nowMs = deps.now();
  const facts = {
    id: resource.dispute_id,
    orderId: order.id,
    captureId,
    status: resource.status ?? (type === 'CUSTOMER.DISPUTE.RESOLVED' ? 'RESOLVED' : 'OPEN'),
    reason: resource.reason ?? 'OTHER',
    amountCents: Math.min(amountCents, Number(order.amount_cents)),
    currency: resource.dispute_amount.currency_code,
  };
  // Noted first, so a RESOLVED heard before its CREATED still has its row to close.
  await noteDispute(deps.db, facts, nowMs);
  if (type !== 'CUSTOMER.DISPUTE.RESOLVED') return { redeliver: false, outcome: 'noted' };
  const code = resource.dispute_outcome?.outcome_code ?? 'NONE';
  const paypalOpenedMs = resource.create_time ? Date.parse(resource.create_time) : null;
  const money = sellerMoney(resource.money_movements, facts.currency);
  // A chargeback the seller won: PayPal gives back what it took (T1202).
  if (!buyerWonCodes.has(code) && money.creditedCents > 0) {
    return resolveForSeller(deps, { ...facts, ...money, paypalOpenedMs }, code, nowMs);
  }
  if (!buyerWonCodes.has(code)) {
    const closed = await resolveDispute(
      deps.db,
      facts.id,
      { status: facts.status, code, takenCents: 0 },
      nowMs,
    );
    return { redeliver: false, outcome: closed ? 'resolved' : 'duplicate' };
  }
  // What PayPal gave the buyer back (dispute_outcome.amount_refunded), when it says; else what was disputed.
  const refunded = resource.dispute_outcome?.amount_refunded;
  const takenCents = refunded
    ? Math.min(fromPayPalValue(refunded.value), facts.amountCents)
    : facts.amountCents;
  return resolveForBuyer(deps, order, { ...facts, amountCents: takenCents, paypalOpenedMs }, code, nowMs);
}

/** From when money reversed of this capture was this dispute's: our record's opening, or PayPal's if earlier. */
function disputeSince(opened: { created_ms: number }, paypalOpenedMs: number | null) {
  const ours = Number(opened.created_ms);
  return paypalOpenedMs !== null && Number.isFinite(paypalOpenedMs) ? Math.min(ours, paypalOpenedMs) : ours;
}

/** What the books still count as paid of an order: PayPal can never take back more than that. */
async function stillPaidCents(db: RefundDeps['db'], orderId: string): Promise<number> {
  const order = await findOrder(db, orderId);
  return order ? Number(order.amount_cents) - Number(order.refunded_cents) : 0;
}

async function firstOurs(db: RefundDeps['db'], captureIds: readonly string[]) {
  for (const captureId of captureIds) {
    const order = await findOrderByCapture(db, captureId);
    if (order) return { order, captureId };
  }
  return undefined;
}

/**
 * The dispute, while it is still open, with what of its money is out already: what PayPal reversed of the
 * capture since the dispute opened (that same money), and what the books still count as paid of the order.
 * Undefined once it is resolved (a repeated event) or when it was never recorded.
 */
async function stillOpen(
  deps: RefundDeps,
  facts: { id: string; captureId: string; paypalOpenedMs: number | null },
  orderId: string,
) {
  const opened = await findDispute(deps.db, facts.id);
  if (!opened || opened.resolved_ms !== null) return undefined;
  const already = await reversedSince(deps.db, facts.captureId, disputeSince(opened, facts.paypalOpenedMs));
  return { opened, already, leftCents: await stillPaidCents(deps.db, orderId) };
}

/**
 * Takes `cents` of the dispute's money out of every total, once, through the refunds' own path: a reversal
 * named after the dispute, unless PayPal's own reversal of it is in the books already (linked to it).
 */
async function takeOut(
  deps: RefundDeps,
  open: { opened: { reversal_id: string | null } },
  facts: { id: string; captureId: string; currency: string },
  orderId: string,
  cents: Cents,
) {
  if (cents <= 0 || open.opened.reversal_id !== null) return;
  await recordRefund(deps, {
    refundId: disputeReversalId(facts.id),
    captureId: facts.captureId,
    orderId,
    amountCents: cents,
    currency: facts.currency,
    kind: 'reversal',
    source: 'paypal',
    by: null,
    status: 'COMPLETED',
  });
}

/**
 * The buyer won: the disputed money leaves every total once, through the refunds' own path, as a
 * reversal named after the dispute. What PayPal already reversed of this capture since the dispute
 * opened was that same money and is not taken again (refunds/refund-store.ts, adoptDisputeReversal, links
 * the other way round).
 */
async function resolveForBuyer(
  deps: RefundDeps,
  order: OrderRow,
  facts: {
    id: string;
    captureId: string;
    status: string;
    amountCents: Cents;
    currency: string;
    paypalOpenedMs: number | null;
  },
  code: string,
  nowMs: number,
): Promise<DisputeEventResult> {
  const open = await stillOpen(deps, facts, order.id);
  if (!open) return { redeliver: false, outcome: 'duplicate' };
  // PayPal takes back what is left of the payment: never more than the books still count as paid (a
  // refund made before or during the dispute went back already), less what PayPal already reversed of
  // this capture since the dispute opened (a chargeback's money, taken when it opened), which was this
  // same money.
  const { already } = open;
  const takenCents = Math.max(0, Math.min(facts.amountCents - already, open.leftCents));
  // Recorded before the dispute is closed, so a crash between them leaves PayPal's next delivery of the
  // event to close it; the record's own id keeps it once.
  await takeOut(deps, open, facts, order.id, takenCents);
  const closed = await resolveDispute(
    deps.db,
    facts.id,
    { status: facts.status, code, takenCents: takenCents + already },
    nowMs,
  );
  return { redeliver: false, outcome: closed ? 'resolved-for-buyer' : 'duplicate' };
}

/**
 * A chargeback the seller won: PayPal gives back (CREDIT to the seller) what it took when the chargeback
 * came (DEBIT). What PayPal took is in the books first (under the dispute's name when its REVERSED event
 * was not heard yet, renamed to PayPal's id when it is: adoptDisputeReversal), then what it gave back
 * counts as paid again, once, under the dispute's name. Each step is kept by its record's own id, and the
 * dispute is closed last, so a crash between them leaves PayPal's next delivery to finish.
 */
async function resolveForSeller(
  deps: RefundDeps,
  facts: {
    id: string;
    orderId: string;
    captureId: string;
    status: string;
    amountCents: Cents;
    currency: string;
    debitedCents: Cents;
    creditedCents: Cents;
    paypalOpenedMs: number | null;
  },
  code: string,
  nowMs: number,
): Promise<DisputeEventResult> {
  const open = await stillOpen(deps, facts, facts.orderId);
  if (!open) return { redeliver: false, outcome: 'duplicate' };
  // Never more than the books still count as paid: PayPal cannot take back what went back already.
  const missingCents = Math.min(
    Math.min(facts.debitedCents, facts.amountCents) - open.already,
    open.leftCents,
  );
  await takeOut(deps, open, facts, facts.orderId, missingCents);
  await recordDisputeReturn(
    deps,
    {
      disputeId: facts.id,
      captureId: facts.captureId,
      orderId: facts.orderId,
      amountCents: facts.creditedCents,
      currency: facts.currency,
    },
    nowMs,
  );
  const takenCents = Math.max(0, facts.debitedCents - facts.creditedCents);
  const closed = await resolveDispute(deps.db, facts.id, { status: facts.status, code, takenCents }, nowMs);
  return { redeliver: false, outcome: closed ? 'resolved' : 'duplicate' };
}

/**
 * PayPal's own record of a capture we recorded: held for a buyer's complaint or a chargeback marks the
 * order disputed (the whole capture held); released (COMPLETED again, or as refunds left it) clears it.
 */
export async function noteCaptureHold(
  deps: Pick<RefundDeps, 'db' | 'now'>,
  order: OrderRow,
  capture: CaptureDetails,
): Promise<'held' | 'released' | 'unchanged'> {
  const nowMs = deps.now();
  if (capture.status === 'PENDING' && capture.statusReason && disputeHoldReasons.has(capture.statusReason)) {
    const facts = {
      id: holdId(capture.id),
      orderId: order.id,
      captureId: capture.id,
      status: capture.status,
      reason: capture.statusReason,
      amountCents: capture.amountCents,
      currency: capture.currency,
    };
    await noteDispute(deps.db, facts, nowMs);
    return 'held';
  }
  // Released, the capture reads as its refunds left it.
  if (!releasedStatuses.has(capture.status)) return 'unchanged';
  const released = await resolveDispute(
    deps.db,
    holdId(capture.id),
    { status: capture.status, code: 'RELEASED', takenCents: 0 },
    nowMs,
  );
  return released ? 'released' : 'unchanged';
}

/**
 * Whether a capture event about a capture we recorded is worth asking PayPal about: PENDING may be a
 * dispute's hold; COMPLETED only matters while a hold is open (every purchase's own COMPLETED event
 * arrives after its capture was recorded, and must not cost a second call to PayPal).
 */
export async function mayBeHeld(
  db: RefundDeps['db'],
  captureId: string,
  eventType: string,
): Promise<boolean> {
  if (eventType === 'PAYMENT.CAPTURE.PENDING') return true;
  if (eventType !== 'PAYMENT.CAPTURE.COMPLETED') return false;
  const hold = await findDispute(db, holdId(captureId));
  return hold !== undefined && hold.resolved_ms === null;
}
