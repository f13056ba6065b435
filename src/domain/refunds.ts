import { type Cents, formatUsd } from './money';

// How much of a paid order may be refunded: the dashboard checks it as the organiser types, and the
// server checks it again before asking PayPal (docs/product/payments.md, "Refunds and chargebacks").

export const refundMustBePositive = 'The amount to refund must be more than $0.00.';

/** Why `cents` cannot be refunded when `leftCents` is what is left of the payment; null when it can. */
export function refundAmountProblem(cents: Cents, leftCents: Cents): string | null {
  if (cents <= 0) return refundMustBePositive;
  if (cents > leftCents) return `At most ${formatUsd(leftCents)} can still be refunded.`;
  return null;
}
