import { z } from 'zod';
import { instrumentDeclined } from './answers-wire';

export { instrumentDeclined } from './answers-wire';

// The capture calls (POST /api/tickets/{orderID}/capture, POST /api/orders/{orderID}/capture).
// docs/product: 201 hands a body back to the payment widget; 202 says PayPal holds the payment as
// PENDING (an eCheck, a payment review): the purchase is recorded, and mailed, when PayPal completes it,
// so the page shows a pending screen and never an error that invites paying again. Anything else answers
// { message }; with `issue: 'INSTRUMENT_DECLINED'` the payer's card or account was declined and the page
// lets PayPal's window offer another way to pay on the same order (actions.restart()).

export const captureResponseSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  /** A donation's: screening holds its name and message until a moderator reads them. */
  held: z.boolean().optional(),
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
  issue: z.literal(instrumentDeclined).optional(),
});
export type CaptureError = z.infer<typeof captureErrorSchema>;
