import { formatUsd } from '../../domain/money';
import type { DiscountClaim } from './discount-uses';

// What a buyer is told when a code exists but can no longer be used. The same reasons serve the
// page's question (POST /api/tickets/discount) and order creation. (The capture's refusal, when the
// last use went between creation and payment, is worded in orders/capture-answers.ts.)

export type DiscountRefusal = Exclude<DiscountClaim, 'none' | 'claimed'>;

const why: Record<DiscountRefusal, (code: string) => string> = {
  disabled: (code) => `${code} can no longer be used`,
  ended: (code) => `${code} has ended`,
  'cap-reached': (code) => `${code} has been used as often as it may be`,
};

/** Under the code field: 'SPONSOR has ended; no discount is applied.' */
export function lookupRefusal(code: string, reason: DiscountRefusal): string {
  return `${why[reason](code)}; no discount is applied.`;
}

/** Order creation, when the page still priced the order with the code. */
export function createRefusal(code: string, reason: DiscountRefusal, fullPriceCents: number): string {
  return `${why[reason](code)}. Remove the code to pay the full price of ${formatUsd(fullPriceCents)}, or reload the page.`;
}
