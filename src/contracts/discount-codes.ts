// Wire shapes of discount codes as organisers list, add and disable them (docs/product/payments.md); every
// call carries `pass`. The rule's fields are discounts.ts's, the buyer's side.
import { z } from 'zod';
import { oneEffect, oneEffectMessage, ruleFields } from './discounts';
import { passBodySchema } from './organiser';

const MAX_DISCOUNT_NOTE_LENGTH = 200;
const MAX_DISCOUNT_USES = 1_000_000;

/** POST /api/organiser/discount-codes: a new code. 201 the stored code; 409 when the code exists. */
export const discountCodeCreateSchema = z.object({
  ...passBodySchema.shape,
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
      percentOff: z._default(ruleFields.percentOff, null),
      amountOff: z._default(ruleFields.amountOff, null),
      maxTickets: z._default(ruleFields.maxTickets, null),
      requiresTicketType: z._default(ruleFields.requiresTicketType, null),
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
export const discountCodeDisableSchema = z.object({ ...passBodySchema.shape, disabled: z.boolean() });

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
