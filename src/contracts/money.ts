// Dollars on our JSON wire, for every contract and the pages alike: written with zod/mini, so the small
// public pages read amounts with the very schema the server parses them with
// (docs/decisions/070-one-validator-per-wire-shape.md).
import * as z from 'zod/mini';
import { type Cents, centsToDollars, dollarsToCents } from '../domain/money';

/** Far above any ticket order (50 adult tickets are $7,000) or plausible donation; keeps cents exact. */
export const MAX_WIRE_DOLLARS = 1_000_000;

// 0.1 + 0.2 style binary noise must not count as a third decimal, so compare with a small tolerance.
const hasAtMostTwoDecimals = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

/**
 * An `amount` on our JSON wire: dollars as a number with at most 2 decimals (docs/product/limits.md), read
 * into integer cents. NaN, Infinity and strings are refused by z.number() itself. A classic schema wraps
 * it with the classic functions (`z.nullable(dollarsSchema)`) and adds rules with `.check(z.refine(...))`.
 */
export const dollarsSchema = z.pipe(
  z
    .number()
    .check(
      z.minimum(0),
      z.maximum(MAX_WIRE_DOLLARS),
      z.refine(hasAtMostTwoDecimals, { message: 'An amount must have at most 2 decimals.' }),
    ),
  z.transform((dollars: number): Cents => dollarsToCents(dollars)),
);

/** The other way, for answers: cents to the dollars number of the wire. */
export function centsToWireDollars(cents: Cents): number {
  return centsToDollars(cents);
}
