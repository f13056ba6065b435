import { z } from 'zod';
import { type Cents, dollarsToCents } from '../domain/money';
import { hasAtMostTwoDecimals, MAX_WIRE_DOLLARS } from './wire-dollars';

// The pages that must stay small read amounts with wire-dollars.ts, which takes no zod.
export { centsToWireDollars, MAX_WIRE_DOLLARS } from './wire-dollars';

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
