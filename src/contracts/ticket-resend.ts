// Wire shapes of POST /api/tickets/resend (docs/product/tickets.md, "Getting the emails again"): a buyer
// asks for their ticket emails again. The answer never says whether the address bought anything.
import { z } from 'zod';
import { isValidEmail, MAX_EMAIL_LENGTH } from '../domain/email';

export const ticketResendSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .max(MAX_EMAIL_LENGTH, { message: 'Must enter a valid email address.' })
    .refine(isValidEmail, { message: 'Must enter a valid email address.' }),
});

/** 202, the same for every valid address: what happens next, in words for the buyer. */
export const ticketResendAnswerSchema = z.object({ message: z.string() });
