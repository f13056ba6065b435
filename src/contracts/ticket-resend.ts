// Wire shapes of POST /api/tickets/resend (docs/product/tickets.md, "Getting the emails again"): a buyer
// asks for their ticket emails again. The answer never says whether the address bought anything. In
// zod/mini, as /tickets/resend reads the answer (docs/decisions/070-one-validator-per-wire-shape.md).
import * as z from 'zod/mini';
import { isValidEmail, MAX_EMAIL_LENGTH } from '../domain/email';

export const ticketResendSchema = z.strictObject({
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(MAX_EMAIL_LENGTH, { message: 'Must enter a valid email address.' }),
      z.refine(isValidEmail, { message: 'Must enter a valid email address.' }),
    ),
});

/** 202, the same for every valid address: what happens next, in words for the buyer. */
export const ticketResendAnswerSchema = z.object({ message: z.string() });
