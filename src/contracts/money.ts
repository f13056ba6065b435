import { z } from 'zod';
import { type Cents, centsToDollars, dollarsToCents } from '../domain/money';

/** Far above any ticket order (50 adult tickets are $7,000) or plausible donation; keeps cents exact. */
export const MAX_WIRE_DOLLARS = 1_000_000;

// 0.1 + 0.2 style binary noise must not count as a third decimal, so compare with a small tolerance.
const hasAtMostTwoDecimals = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

/**
 * An `amount` on our JSON wire: dollars as a number with at most 2 decimals (docs/product/limits.md), read
 * into integer cents. NaN, Infinity and strings are refused by z.number() itself.
 */
export const dollarsSchema = z
  .number()
  .min(0)
  .max(MAX_WIRE_DOLLARS)
  .refine(hasAtMostTwoDecimals, { message: 'An amount must have at most 2 decimals.' })
  .transform((dollars): Cents => dollarsToCents(dollars));

/** The other way, for answers: cents to the dollars number of the wire. */
export function centsToWireDollars(cents: Cents): number {
  return centsToDollars(cents);
}
