// Wire shapes of the desk's work on one ticket order (docs/product/organisers.md, "Orders"): correcting
// a badge's name or a viewer's address, and sending the order's emails again.
import * as z from 'zod/mini';
import { passBodySchema } from './organiser';

/**
 * Body of POST /api/organiser/orders/{orderID}/holder: the badge's (or viewer's) code and its new
 * holder, the name on the badge or the viewer's address. The buyer's page's rules check it.
 */
export const deskChangeSchema = z.extend(passBodySchema, {
  code: z.string().check(z.trim(), z.toUpperCase(), z.minLength(1), z.maxLength(16)),
  holder: z.string().check(z.trim(), z.maxLength(500)),
});

/** 200 answer of a desk change: what changed, in the order history's sentences (none: nothing did). */
export const deskChangeAnswerSchema = z.object({ changed: z.array(z.string()) });

/** 202 answer of POST /api/organiser/orders/{orderID}/emails. */
export const deskEmailsAnswerSchema = z.object({ message: z.string() });

/**
 * Body of POST /api/organiser/orders/{orderID}/transfer: the badge's (or viewer's) code and its new
 * holder's name and address, checked by the same rules as the buyer's page (domain/tickets/transfer.ts).
 */
export const deskTransferSchema = z.extend(passBodySchema, {
  code: z.string().check(z.trim(), z.toUpperCase(), z.minLength(1), z.maxLength(16)),
  name: z.string().check(z.maxLength(4000)),
  email: z.string().check(z.maxLength(4000)),
});

/** 200 answer of a desk transfer: the order history's sentence. */
export const deskTransferAnswerSchema = z.object({ transferred: z.string() });
