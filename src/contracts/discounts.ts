// Wire shapes of discount codes as /tickets uses them (docs/product/payments.md): the page asks what a
// typed code does and prices the order with the rule it is told. The codes themselves never ship in the
// page. In zod/mini, the form of the contracts public pages read (docs/decisions/070-one-validator-per-wire-shape.md); the
// organisers' list, new code and disable/enable are discount-codes.ts. Amounts are dollars on the wire and
// cents once parsed, like every amount of our API.
import * as z from 'zod/mini';
import { isTooLong, tooLongMessage } from '../domain/form-problems';
import type { Cents } from '../domain/money';
import {
  type InPersonTicketType,
  inPersonTicketTypes,
  MAX_TICKETS_PER_ORDER,
} from '../domain/tickets/counts';
import { MAX_DISCOUNT_LENGTH, ticketFieldNames } from '../domain/tickets/limits';
import type { DiscountCode } from '../domain/tickets/pricing';
import { centsToWireDollars, dollarsSchema } from './money';

/** Body of POST /api/tickets/discount: the code as the buyer typed it (any case). */
export const discountLookupSchema = z.strictObject({
  code: z.string().check(
    z.trim(),
    z.minLength(1),
    z.refine((code) => !isTooLong(code, MAX_DISCOUNT_LENGTH), {
      message: tooLongMessage(ticketFieldNames.discount, MAX_DISCOUNT_LENGTH),
    }),
  ),
});

/** What a code does; the organisers' shapes (discount-codes.ts) carry the same fields. */
export const ruleFields = {
  /** Upper case in answers. */
  code: z.string(),
  /** 50: half off. Exactly one of percentOff and amountOff is set. */
  percentOff: z.nullable(z.int().check(z.minimum(1), z.maximum(100))),
  /** Dollars off the order (40: $40). */
  amountOff: z.nullable(
    dollarsSchema.check(z.refine((cents) => cents > 0, { message: 'amountOff must be more than 0.' })),
  ),
  /** The code gives nothing to an order with more tickets than this. */
  maxTickets: z.nullable(z.int().check(z.minimum(1), z.maximum(MAX_TICKETS_PER_ORDER))),
  /** The code gives its discount only to an order with a ticket of this type. */
  requiresTicketType: z.nullable(z.enum(inPersonTicketTypes)),
};

export const oneEffect = (rule: { percentOff: number | null; amountOff: number | null }) =>
  (rule.percentOff === null) !== (rule.amountOff === null);
export const oneEffectMessage =
  'A code takes off either a percentage (percentOff, 1 to 100) or an amount (amountOff, dollars): give exactly one.';

/**
 * 200 answer of POST /api/tickets/discount: what the code does. 404 { error } for a code that does not
 * exist; 410 { error } for one that existed but can no longer be used (disabled, ended or used up).
 */
export const discountRuleSchema = z
  .object(ruleFields)
  .check(z.refine(oneEffect, { message: oneEffectMessage, path: ['percentOff'] }));
export type DiscountRuleWire = z.input<typeof discountRuleSchema>;
export function ruleToWire(rule: DiscountCode<InPersonTicketType>): DiscountRuleWire {
  return {
    code: rule.code,
    percentOff: rule.effect.kind === 'percent-off' ? rule.effect.percent : null,
    amountOff: rule.effect.kind === 'amount-off' ? centsToWireDollars(rule.effect.cents as Cents) : null,
    maxTickets: rule.maxTickets ?? null,
    requiresTicketType: rule.requiresTicketType ?? null,
  };
}

/**
 * The domain's rule, from a parsed wire rule (amountOff already in cents).
 */
function ruleFromWire(rule: z.output<typeof discountRuleSchema>): DiscountCode<InPersonTicketType> {
  const code: DiscountCode<InPersonTicketType> = {
    code: rule.code.trim().toUpperCase(),
    effect:
      rule.percentOff !== null
        ? { kind: 'percent-off', percent: rule.percentOff }
        : { kind: 'amount-off', cents: rule.amountOff ?? 0 },
  };
  if (rule.maxTickets !== null) code.maxTickets = rule.maxTickets;
  if (rule.requiresTicketType !== null) code.requiresTicketType = rule.requiresTicketType;
  return code;
}

/** The answer as /tickets prices with it: the domain's rule. */
export const discountCodeSchema = z.pipe(discountRuleSchema, z.transform(ruleFromWire));
