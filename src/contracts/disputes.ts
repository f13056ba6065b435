// Wire shapes of disputes and holds as organisers see them (docs/product/payments.md, "Disputes"). Money is
// dollars on the wire.
import { z } from 'zod';

/** 'dispute': a buyer opened one at PayPal; 'hold': PayPal holds the payment for a complaint or chargeback. */
const disputeKinds = ['dispute', 'hold'] as const;

/** One open dispute or hold on an order. */
export const orderDisputeSchema = z.object({
  /** PayPal's dispute id (to find it in PayPal's dashboard), or HOLD-<capture id> for a hold. */
  id: z.string(),
  kind: z.enum(disputeKinds),
  /** What PayPal holds: the disputed amount, at most the order's. */
  amount: z.number().min(0),
  /** PayPal's reason, e.g. MERCHANDISE_OR_SERVICE_NOT_RECEIVED or CHARGEBACK. */
  reason: z.string(),
  /** PayPal's status, e.g. WAITING_FOR_SELLER_RESPONSE. */
  status: z.string(),
});
export type OrderDispute = z.infer<typeof orderDisputeSchema>;

/** Money PayPal holds for open disputes and holds, on the dashboard: still counted until PayPal decides. */
export const heldMoneySchema = z.object({
  amount: z.number().min(0),
  disputes: z.number().int().min(0),
  holds: z.number().int().min(0),
});
export type HeldMoney = z.infer<typeof heldMoneySchema>;
