// Wire shapes of discount codes (docs/product/payments.md): the page asking what a typed code does, and
// the organisers' list, new code and disable/enable. The codes themselves never ship in the page.
// Amounts are dollars on the wire and cents once parsed, like every amount of our API.
import { z } from 'zod';
import { isTooLong, tooLongMessage } from '../domain/form-problems';
import type { Cents } from '../domain/money';
import {
  type InPersonTicketType,
  inPersonTicketTypes,
  MAX_TICKETS_PER_ORDER,
} from '../domain/tickets/counts';
import { MAX_DISCOUNT_LENGTH, ticketFieldNames } from '../domain/tickets/limits';
import type { DiscountCode } from '../domain/tickets/pricing';
import type { DiscountRule } from './discounts-wire';
import { centsToWireDollars, dollarsSchema } from './money';
import { passBodySchema } from './organiser';

/** Body of POST /api/tickets/discount: the code as the buyer typed it (any case). */
export const discountLookupSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1)
    .refine((code) => !isTooLong(code, MAX_DISCOUNT_LENGTH), {
      message: tooLongMessage(ticketFieldNames.discount, MAX_DISCOUNT_LENGTH),
    }),
});

const ruleFields = {
  /** Upper case in answers. */
  code: z.string(),
  /** 50: half off. Exactly one of percentOff and amountOff is set. */
  percentOff: z.number().int().min(1).max(100).nullable(),
  /** Dollars off the order (40: $40). */
  amountOff: dollarsSchema
    .refine((cents) => cents > 0, { message: 'amountOff must be more than 0.' })
    .nullable(),
  /** The code gives nothing to an order with more tickets than this. */
  maxTickets: z.number().int().min(1).max(MAX_TICKETS_PER_ORDER).nullable(),
  /** The code gives its discount only to an order with a ticket of this type. */
  requiresTicketType: z.enum(inPersonTicketTypes).nullable(),
};

const oneEffect = (rule: { percentOff: number | null; amountOff: number | null }) =>
  (rule.percentOff === null) !== (rule.amountOff === null);
const oneEffectMessage =
  'A code takes off either a percentage (percentOff, 1 to 100) or an amount (amountOff, dollars): give exactly one.';

/**
 * 200 answer of POST /api/tickets/discount: what the code does. 404 { error } for a code that does not
 * exist; 410 { error } for one that existed but can no longer be used (disabled, ended or used up).
 */
export const discountRuleSchema = z
  .object(ruleFields)
  .refine(oneEffect, { message: oneEffectMessage, path: ['percentOff'] });
export type DiscountRuleWire = z.input<typeof discountRuleSchema>;

// Written out as a type in discounts-wire.ts, which takes no zod; it must be the schema's own.
type SchemaRule = z.output<typeof discountRuleSchema>;
true satisfies [SchemaRule, DiscountRule] extends [DiscountRule, SchemaRule] ? true : never;

export function ruleToWire(rule: DiscountCode<InPersonTicketType>): DiscountRuleWire {
  return {
    code: rule.code,
    percentOff: rule.effect.kind === 'percent-off' ? rule.effect.percent : null,
    amountOff: rule.effect.kind === 'amount-off' ? centsToWireDollars(rule.effect.cents as Cents) : null,
    maxTickets: rule.maxTickets ?? null,
    requiresTicketType: rule.requiresTicketType ?? null,
  };
}

// ---- Organisers (every call carries `pass`) ----

const MAX_DISCOUNT_NOTE_LENGTH = 200;
const MAX_DISCOUNT_USES = 1_000_000;

/** POST /api/organiser/discount-codes: a new code. 201 the stored code; 409 when the code exists. */
export const discountCodeCreateSchema = passBodySchema.extend({
  code: z
    .strictObject({
      ...ruleFields,
      code: z
        .string()
        .trim()
        .refine((code) => /^[A-Za-z0-9-]{3,32}$/.test(code), {
          message: 'A code is 3 to 32 letters, digits and dashes.',
        })
        .transform((code) => code.toUpperCase()),
      percentOff: ruleFields.percentOff.default(null),
      amountOff: ruleFields.amountOff.default(null),
      maxTickets: ruleFields.maxTickets.default(null),
      requiresTicketType: ruleFields.requiresTicketType.default(null),
      /** Orders that may use the code in all; null: no cap. */
      maxUses: z.number().int().min(1).max(MAX_DISCOUNT_USES).nullable().default(null),
      /** ISO 8601 with offset; null: no end. */
      ends: z.iso
        .datetime({ offset: true })
        .nullable()
        .default(null)
        .transform((iso) => (iso === null ? null : Date.parse(iso))),
      note: z.string().trim().max(MAX_DISCOUNT_NOTE_LENGTH).default(''),
    })
    .refine(oneEffect, { message: oneEffectMessage }),
});
export type DiscountCodeCreateBody = z.input<typeof discountCodeCreateSchema>;
export type DiscountCodeCreate = z.output<typeof discountCodeCreateSchema>['code'];

/** POST /api/organiser/discount-codes/:code: disable or enable. 200 the stored code; 404 for an unknown code. */
export const discountCodeDisableSchema = passBodySchema.extend({ disabled: z.boolean() });

/** One code as organisers see it; POST /api/organiser/discount-code-list {pass} answers them all. */
export const organiserDiscountCodeSchema = z.object({
  ...ruleFields,
  maxUses: z.number().int().nullable(),
  /** Orders holding a use: paid, or being paid right now. */
  uses: z.number().int().min(0),
  ends: z.iso.datetime().nullable(),
  disabled: z.boolean(),
  note: z.string(),
  created: z.iso.datetime(),
});
export type OrganiserDiscountCode = z.output<typeof organiserDiscountCodeSchema>;
export type OrganiserDiscountCodeWire = z.input<typeof organiserDiscountCodeSchema>;
export const organiserDiscountCodesSchema = z.array(organiserDiscountCodeSchema);
