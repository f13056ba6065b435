import * as z from 'zod/mini';

/** The declined-instrument issue PayPal documents as recoverable with actions.restart(). */
export const instrumentDeclined = 'INSTRUMENT_DECLINED';

// The answers of the payment calls, in zod/mini like every shape a public page reads
// (docs/decisions/070-one-validator-per-wire-shape.md). Create (POST /api/tickets/create,
// POST /api/orders/create) answers 201 with the PayPal order id. Capture (POST /api/tickets/{orderID}/capture,
// POST /api/orders/{orderID}/capture), per docs/product: 201 hands a body back to the payment widget; 202
// says PayPal holds the payment as PENDING (an eCheck, a payment review): the purchase is recorded, and
// mailed, when PayPal completes it, so the page shows a pending screen and never an error that invites
// paying again. Anything else answers { message }; with `issue: 'INSTRUMENT_DECLINED'` the payer's card or
// account was declined and the page lets PayPal's window offer another way to pay on the same order
// (actions.restart()).

/** 201 answer of both create calls: the PayPal order id. Failures answer apiErrorSchema. */
export const createdOrderSchema = z.object({ id: z.string().check(z.minLength(1)) });

export const captureResponseSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  /** A donation's: screening holds its name and message until a moderator reads them. */
  held: z.optional(z.boolean()),
});

/** 202: PayPal took the payment but has not completed it. */
export const capturePendingSchema = z.object({
  id: z.string(),
  status: z.literal('PENDING'),
  message: z.string(),
});
export type CapturePending = z.infer<typeof capturePendingSchema>;

export const captureErrorSchema = z.object({
  message: z.string(),
  issue: z.optional(z.literal(instrumentDeclined)),
});
export type CaptureError = z.infer<typeof captureErrorSchema>;
