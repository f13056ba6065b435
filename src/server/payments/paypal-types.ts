import { z } from 'zod';
import { type Cents, dollarsToCents, formatCents } from '../../domain/money';

// The parts of PayPal's REST answers that we read, and nothing more: PayPal adds fields often, so
// every object stays open (zod drops unknown keys). Orders v2: developer.paypal.com/docs/api/orders/v2/

/** PayPal's `value`: a decimal string with at most two decimals for USD ('12.34'). */
const moneyValue = z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, 'not a USD amount');

const moneySchema = z.object({ currency_code: z.string(), value: moneyValue });
export type PayPalMoney = z.infer<typeof moneySchema>;

export function toPayPalMoney(cents: Cents): PayPalMoney {
  return { currency_code: 'USD', value: formatCents(cents) };
}

/** '12.34' -> 1234, after moneyValue has checked the format (so Number() is exact to the cent). */
export function fromPayPalValue(value: string): Cents {
  return dollarsToCents(Number(value));
}

export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().int().positive(),
});

const nameSchema = z.object({ given_name: z.string().optional(), surname: z.string().optional() });

const payPalAccountSchema = z.object({
  name: nameSchema.optional(),
  email_address: z.string().optional(),
  account_id: z.string().optional(),
});

export const captureSchema = z.object({
  id: z.string(),
  status: z.string(),
  status_details: z.object({ reason: z.string().optional() }).optional(),
  amount: moneySchema,
  custom_id: z.string().optional(),
  invoice_id: z.string().optional(),
  // Payments v2 names the capture's order here (GET capture and webhook events).
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
    .optional(),
});

/** Payments v2 refund, as answered with `Prefer: return=representation` and by GET refund. */
export const refundSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: moneySchema,
  custom_id: z.string().optional(),
  // PayPal's refund names its capture only by the link 'up'.
  links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
});

export const orderSchema = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        amount: moneySchema.optional(),
        custom_id: z.string().optional(),
        invoice_id: z.string().optional(),
        description: z.string().optional(),
        payments: z
          .object({ captures: z.array(captureSchema).optional(), refunds: z.array(refundSchema).optional() })
          .optional(),
      }),
    )
    .optional(),
  payment_source: z.object({ paypal: payPalAccountSchema.optional() }).optional(),
  payer: z
    .object({
      name: nameSchema.optional(),
      email_address: z.string().optional(),
      payer_id: z.string().optional(),
    })
    .optional(),
});
export type PayPalOrderBody = z.infer<typeof orderSchema>;

export const createdOrderSchema = z.object({ id: z.string().min(1), status: z.string() });

/**
 * Both error shapes PayPal uses: the REST one ({ name, message, debug_id, details[] }) and the OAuth
 * one of the token endpoint ({ error, error_description }).
 */
export const errorBodySchema = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  debug_id: z.string().optional(),
  details: z.array(z.object({ issue: z.string().optional(), description: z.string().optional() })).optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

/** The payer as we keep it: one display name and an email, either possibly empty. */
export interface Payer {
  name: string;
  email: string;
}

export function payerOf(order: PayPalOrderBody): Payer {
  const account = order.payment_source?.paypal;
  const name = account?.name ?? order.payer?.name;
  return {
    name: [name?.given_name, name?.surname].filter(Boolean).join(' '),
    email: account?.email_address ?? order.payer?.email_address ?? '',
  };
}
