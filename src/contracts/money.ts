// Dollars on our JSON wire, for every contract: written with zod/mini, so a public page that reads amounts
// with it loads no classic zod (docs/decisions/070-one-validator-per-wire-shape.md). The pages with a
// form read amounts with wire-dollars.ts, which takes no zod (docs/decisions/044-public-pages-without-zod.md).
import * as z from 'zod/mini';
import { type Cents, dollarsToCents } from '../domain/money';
import { hasAtMostTwoDecimals, MAX_WIRE_DOLLARS } from './wire-dollars';

export { centsToWireDollars, MAX_WIRE_DOLLARS } from './wire-dollars';

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
