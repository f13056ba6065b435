// Wire shapes of the desk's work on one ticket order (docs/product/organisers.md, "Orders"): correcting
// a badge's name or a viewer's address, and sending the order's emails again.
import { z } from 'zod';
import { passBodySchema } from './organiser';

/**
 * Body of POST /api/organiser/orders/{orderID}/holder: the badge's (or viewer's) code and its new
 * holder, the name on the badge or the viewer's address. The buyer's page's rules check it.
 */
export const deskChangeSchema = passBodySchema.extend({
  code: z.string().trim().toUpperCase().min(1).max(16),
  holder: z.string().trim().max(500),
});

/** 200 answer of a desk change: what changed, in the order history's sentences (none: nothing did). */
export const deskChangeAnswerSchema = z.object({ changed: z.array(z.string()) });

/** 202 answer of POST /api/organiser/orders/{orderID}/emails. */
export const deskEmailsAnswerSchema = z.object({ message: z.string() });

/**
 * Body of POST /api/organiser/orders/{orderID}/transfer: the badge's (or viewer's) code and its new
 * holder's name and address, checked by the same rules as the buyer's page (domain/tickets/transfer.ts).
 */
export const deskTransferSchema = passBodySchema.extend({
  code: z.string().trim().toUpperCase().min(1).max(16),
  name: z.string().max(4000),
  email: z.string().max(4000),
});

/** 200 answer of a desk transfer: the order history's sentence. */
export const deskTransferAnswerSchema = z.object({ transferred: z.string() });
