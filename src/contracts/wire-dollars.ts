import { type Cents, centsToDollars } from '../domain/money';

// Dollars on our JSON wire without zod, for money.ts's schema and for what a form page converts before its
// schemas have loaded: one definition of what an amount on the wire may be.

/** Far above any ticket order (50 adult tickets are $7,000) or plausible donation; keeps cents exact. */
export const MAX_WIRE_DOLLARS = 1_000_000;

// 0.1 + 0.2 style binary noise must not count as a third decimal, so compare with a small tolerance.
export const hasAtMostTwoDecimals = (dollars: number) =>
  Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

/** The other way, for answers: cents to the dollars number of the wire. */
export function centsToWireDollars(cents: Cents): number {
  return centsToDollars(cents);
}
