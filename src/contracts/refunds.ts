// Wire shapes of refunds (docs/product/payments.md, "Refunds and chargebacks"): the organiser's refund
// call, its answer, and the dashboard's list of ticket orders and refunds. Money is dollars on the wire.
import * as z from 'zod/mini';
import { refundMustBePositive } from '../domain/refunds';
import { normaliseBadgeCode } from '../domain/tickets/badge-lookup';
import { MAX_TICKETS_PER_ORDER } from '../domain/tickets/counts';
import { orderDisputeSchema } from './disputes';
import { dollarsSchema } from './money';
import { passBodySchema } from './organiser';

/** 'returned': money PayPal gave back after a reversal (a chargeback the seller won). */
const refundKinds = ['refund', 'reversal', 'returned'] as const;
export type RefundKind = (typeof refundKinds)[number];
/** 'organiser': made on the dashboard; 'paypal': reported by PayPal (its dashboard, a chargeback). */
const refundSources = ['organiser', 'paypal'] as const;
export type RefundSource = (typeof refundSources)[number];

/**
 * Body of POST /api/organiser/orders/{orderID}/refund: `amount` in dollars (at most 2 decimals), or
 * `badges`, the codes of the badges (or livestream viewers) to refund, whose share the server computes
 * (src/domain/tickets/badge-shares.ts); neither: whatever is left of the payment.
 */
export const refundRequestSchema = z
  .extend(passBodySchema, {
    amount: z.pipe(
      z.nullish(dollarsSchema.check(z.refine((cents) => cents > 0, { message: refundMustBePositive }))),
      z.transform((cents) => cents ?? null),
    ),
    badges: z.pipe(
      z.nullish(
        z
          .array(z.string().check(z.maxLength(16)))
          .check(
            z.minLength(1, { message: 'Choose at least one badge to refund.' }),
            z.maxLength(MAX_TICKETS_PER_ORDER),
          ),
      ),
      z.transform((codes) => (codes ? [...new Set(codes.map(normaliseBadgeCode))] : null)),
    ),
  })
  .check(
    z.refine((body) => body.amount === null || body.badges === null, {
      message: 'Send either an amount or the badges to refund, not both.',
    }),
  );

/**
 * The refund call's `Idempotency-Key` header: chosen when the refund form opens (a UUID), the same key
 * is the same refund however often it is sent (docs/decisions/036-refunds-without-gaps.md).
 */
export const idempotencyKeyHeader = 'idempotency-key';
const idempotencyKeySchema = z.string().check(
  // A refinement, not z.regex(): its sentence reaches the caller as written (contracts/errors.ts).
  z.refine((key) => /^[A-Za-z0-9_-]{16,64}$/.test(key), {
    message: 'The Idempotency-Key header must be 16 to 64 letters, digits, - or _ (a UUID fits).',
  }),
);
export const refundHeadersSchema = z.object({ [idempotencyKeyHeader]: z.optional(idempotencyKeySchema) });

/** One refund or reversal as the dashboard lists it. */
const refundRecordSchema = z.object({
  /** PayPal's refund id. */
  id: z.string(),
  orderId: z.string(),
  orderKind: z.enum(['ticket', 'donation']),
  kind: z.enum(refundKinds),
  source: z.enum(refundSources),
  /** PayPal's status: only COMPLETED moved money; PENDING is counted once PayPal completes it. */
  status: z.string(),
  amount: z.number().check(z.minimum(0)),
  currency: z.string(),
  time: z.iso.datetime(),
});
export type RefundRecord = z.infer<typeof refundRecordSchema>;

/** Where a paid order stands after its refunds. */
const orderRefundStateSchema = z.object({
  id: z.string(),
  kind: z.enum(['ticket', 'donation']),
  /** What the buyer paid. */
  amount: z.number().check(z.minimum(0)),
  /** Refunded so far (completed refunds and reversals). */
  refunded: z.number().check(z.minimum(0)),
  /** What can still be refunded (a pending refund already holds its part). */
  refundable: z.number().check(z.minimum(0)),
  fullyRefunded: z.boolean(),
});
export type OrderRefundState = z.infer<typeof orderRefundStateSchema>;

/** 200 answer of the refund call. */
export const refundResponseSchema = z.object({
  refund: refundRecordSchema,
  order: orderRefundStateSchema,
});
export type RefundResponse = z.infer<typeof refundResponseSchema>;

/** One badge of an order on the dashboard, or one livestream viewer (their code names their place). */
const orderBadgeSchema = z.object({
  code: z.string(),
  /** The name on the badge, or the viewer's address. */
  holder: z.string(),
  refunded: z.boolean(),
  /** Its share of what was paid (src/domain/tickets/badge-shares.ts): what refunding it alone takes. */
  share: z.number().check(z.minimum(0)),
});

/** One paid ticket order on the dashboard, with what can still be refunded. */
const organiserTicketOrderSchema = z.extend(z.omit(orderRefundStateSchema, { kind: true }), {
  time: z.iso.datetime(),
  stream: z.boolean(),
  tickets: z.int().check(z.minimum(0)),
  /** The buyer's address (in-person) or the PayPal payer's (livestream). */
  buyer: z.string(),
  /** The PayPal payer's name, when PayPal gave one. */
  payer: z.nullable(z.string()),
  badges: z.array(orderBadgeSchema),
  /** What changed on the order (the buyer's page, the desk, refunds of badges), oldest first. */
  history: z.array(z.object({ time: z.iso.datetime(), what: z.string() })),
  /** Open disputes and holds: while there is one, the order's badges do not admit anyone. */
  disputes: z.array(orderDisputeSchema),
});
export type OrganiserTicketOrder = z.infer<typeof organiserTicketOrderSchema>;

/** Answer of POST /api/organiser/orders {pass}: newest first, at most 500 ticket orders and 200 refunds. */
export const organiserOrdersSchema = z.object({
  ticketOrders: z.array(organiserTicketOrderSchema),
  refunds: z.array(refundRecordSchema),
});
export type OrganiserOrders = z.infer<typeof organiserOrdersSchema>;
