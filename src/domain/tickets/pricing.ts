// Ticket prices and discount codes (docs/product/tickets.md, "Price"). The prices live in content/tickets.ts
// and the codes in the server's database; this file knows what a code can do, given the code's rule as data.
// The page shows this quote while the buyer edits, and the server computes it again from the same counts and
// code and refuses an order whose amount differs.
import type { Cents } from '../money';
import { totalTickets } from './counts';

export type DiscountEffect =
  /** 50 takes half off. */
  | { kind: 'percent-off'; percent: number }
  /** 4000 takes $40 off. */
  | { kind: 'amount-off'; cents: Cents };

export interface DiscountCode<T extends string = string> {
  /** Upper case; buyers may type it in any case. */
  code: string;
  effect: DiscountEffect;
  /** The code cannot be used for more tickets than this. */
  maxTickets?: number;
  /** The code only gives its discount when the order holds a ticket of this type (e.g. adult). */
  requiresTicketType?: T;
}

export interface TicketPricing<T extends string> {
  /** Price of one ticket of each type. */
  prices: Readonly<Record<T, Cents>>;
  /** Codes to price with (the one the server described); the livestream has none. */
  discountCodes: readonly DiscountCode<T>[];
}

export type DiscountStatus =
  /** No code typed. */
  | 'none'
  | 'applied'
  /** The buyer typed something that is not a code: shown as such, no discount. */
  | 'unrecognised'
  /** The order has more tickets than the code allows: no discount, and a validation error. */
  | 'too-many-tickets'
  /** The order lacks the code's required ticket type: no discount (not an error). */
  | 'missing-required-ticket';

export interface TicketQuote {
  ticketCount: number;
  subtotalCents: Cents;
  discountCents: Cents;
  /** What the buyer pays: never below 0. */
  totalCents: Cents;
  /** The code the buyer typed, when it is one of the page's codes. */
  discount: DiscountCode | null;
  discountStatus: DiscountStatus;
}

/** Codes are case-insensitive and surrounding spaces are not part of them. */
export function normaliseDiscountCode(typed: string): string {
  return typed.trim().toUpperCase();
}

/** The page's code the buyer typed, whatever its case and surrounding spaces. */
function findDiscountCode<T extends string>(
  typed: string,
  codes: readonly DiscountCode<T>[],
): DiscountCode<T> | undefined {
  const wanted = normaliseDiscountCode(typed);
  return codes.find((code) => normaliseDiscountCode(code.code) === wanted);
}

export function discountStatus<T extends string>(
  counts: Readonly<Record<T, number>>,
  typed: string,
  codes: readonly DiscountCode<T>[],
): { discount: DiscountCode<T> | null; status: DiscountStatus } {
  if (normaliseDiscountCode(typed) === '') return { discount: null, status: 'none' };
  const discount = findDiscountCode(typed, codes);
  if (!discount) return { discount: null, status: 'unrecognised' };
  if (discount.maxTickets !== undefined && totalTickets(counts) > discount.maxTickets)
    return { discount, status: 'too-many-tickets' };
  if (discount.requiresTicketType !== undefined && !(counts[discount.requiresTicketType] > 0))
    return { discount, status: 'missing-required-ticket' };
  return { discount, status: 'applied' };
}

function discountCents(effect: DiscountEffect, subtotal: Cents): Cents {
  // A percentage rounds down to whole cents, so an odd subtotal halves to the higher cent (the buyer
  // pays half, rounded half up). With this edition's whole-dollar prices no rounding ever happens.
  const off = effect.kind === 'percent-off' ? Math.floor((subtotal * effect.percent) / 100) : effect.cents;
  return Math.min(subtotal, Math.max(0, off));
}

export function quoteTickets<T extends string>(
  counts: Readonly<Record<T, number>>,
  typedCode: string,
  pricing: TicketPricing<T>,
): TicketQuote {
  let subtotalCents = 0;
  for (const type of Object.keys(pricing.prices) as T[])
    subtotalCents += (counts[type] ?? 0) * pricing.prices[type];
  const { discount, status } = discountStatus(counts, typedCode, pricing.discountCodes);
  const off = discount && status === 'applied' ? discountCents(discount.effect, subtotalCents) : 0;
  return {
    ticketCount: totalTickets(counts),
    subtotalCents,
    discountCents: off,
    totalCents: subtotalCents - off,
    discount,
    discountStatus: status,
  };
}
