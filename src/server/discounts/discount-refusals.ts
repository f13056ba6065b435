import { formatUsd } from '../../domain/money';
import type { DiscountClaim } from '../orders';

// What a buyer is told when a code exists but can no longer be used. The same reasons serve the
// page's question (POST /api/tickets/discount) and order creation. (The capture's refusal, when the
// last use went between creation and payment, is worded in orders/capture-answers.ts.)

export type DiscountRefusal = Exclude<DiscountClaim, 'none' | 'claimed'>;

const why: Record<DiscountRefusal, (code: string) => string> = {
  disabled: (code) => `${code} can no longer be used`,
  ended: (code) => `${code} has ended`,
  'cap-reached': (code) => `${code} has been used as often as it may be`,
};

/**
 * A code of an earlier edition's (docs/decisions/081-codes-and-waiting-list-per-edition.md): codes are not
 * carried into a new edition, so a guest holding last year's email learns why it does nothing.
 */
export interface EarlierEdition {
  earlierYear: number;
}

const because = (code: string, reason: DiscountRefusal | EarlierEdition) =>
  typeof reason === 'object'
    ? `${code} was a code for ${reason.earlierYear} and does not work this year`
    : why[reason](code);

/** Under the code field: 'SPONSOR has ended; no discount is applied.' */
export function lookupRefusal(code: string, reason: DiscountRefusal | EarlierEdition): string {
  return `${because(code, reason)}; no discount is applied.`;
}

/** Order creation, when the page still priced the order with the code. */
export function createRefusal(
  code: string,
  reason: DiscountRefusal | EarlierEdition,
  fullPriceCents: number,
): string {
  return `${because(code, reason)}. Remove the code to pay the full price of ${formatUsd(fullPriceCents)}, or reload the page.`;
}
