// Wire shapes of disputes and holds as organisers see them (docs/product/payments.md, "Disputes"). Money is
// dollars on the wire. In zod/mini, as every shape the browser reads
// (docs/decisions/070-one-validator-per-wire-shape.md).
import * as z from 'zod/mini';

/** 'dispute': a buyer opened one at PayPal; 'hold': PayPal holds the payment for a complaint or chargeback. */
const disputeKinds = ['dispute', 'hold'] as const;

/** One open dispute or hold on an order. */
export const orderDisputeSchema = z.object({
  /** PayPal's dispute id (to find it in PayPal's dashboard), or HOLD-<capture id> for a hold. */
  id: z.string(),
  kind: z.enum(disputeKinds),
  /** What PayPal holds: the disputed amount, at most the order's. */
  amount: z.number().check(z.minimum(0)),
  /** PayPal's reason, e.g. MERCHANDISE_OR_SERVICE_NOT_RECEIVED or CHARGEBACK. */
  reason: z.string(),
  /** PayPal's status, e.g. WAITING_FOR_SELLER_RESPONSE. */
  status: z.string(),
});
export type OrderDispute = z.infer<typeof orderDisputeSchema>;

/** Money PayPal holds for open disputes and holds, on the dashboard: still counted until PayPal decides. */
export const heldMoneySchema = z.object({
  amount: z.number().check(z.minimum(0)),
  disputes: z.int().check(z.minimum(0)),
  holds: z.int().check(z.minimum(0)),
});
export type HeldMoney = z.infer<typeof heldMoneySchema>;
