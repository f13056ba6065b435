// Wire shapes of ticket sales and the stream link (docs/product/tickets.md, "When sales close";
// docs/product/organisers.md, "Ticket sales and the stream link").
import { z } from 'zod';
import { MAX_STREAM_URL_LENGTH, streamUrlProblem } from '../domain/tickets/ticket-sales';
import { passBodySchema } from './organiser';

/**
 * GET /api/tickets/sales: whether both ticket pages show their form. Read again by the pages after a
 * 'ticket-sales-changed' event (organisers closed or reopened sales) or a 'ticket' event (places sold).
 */
export const ticketSalesSchema = z.object({
  open: z.boolean(),
  /** When sales end by themselves (content/tickets.ts); null: no closing time. */
  closesAt: z.iso.datetime().nullable(),
  /** In-person tickets that can still be bought (sold and held ones taken off); null: no limit. */
  inPersonLeft: z.number().int().min(0).nullable(),
});
export type TicketSalesState = z.infer<typeof ticketSalesSchema>;

/** In-person places as organisers see them, when content sets a capacity. */
const placesSchema = z.object({
  capacity: z.number().int().min(0),
  /** Badges of paid orders not refunded in full. */
  sold: z.number().int().min(0),
  /** Tickets of orders being paid right now (created, approved, pending or declined). */
  held: z.number().int().min(0),
});
export type Places = z.infer<typeof placesSchema>;

/**
 * Answer of POST /api/organiser/event-settings {pass}, /api/organiser/ticket-sales and
 * /api/organiser/stream-link: the sales state, the places and the stream link (private).
 */
export const eventSettingsSchema = z.object({
  sales: ticketSalesSchema.extend({ closedByOrganisers: z.boolean() }),
  places: placesSchema.nullable(),
  streamUrl: z.string().nullable(),
});
export type EventSettings = z.infer<typeof eventSettingsSchema>;

/** POST /api/organiser/ticket-sales: close (true) or reopen (false) ticket sales. */
export const ticketSalesEditSchema = passBodySchema.extend({ closed: z.boolean() });

/** POST /api/organiser/stream-link: an https address, or '' (or null) to clear it. */
export const streamLinkEditSchema = passBodySchema.extend({
  url: z
    .string()
    .trim()
    .max(MAX_STREAM_URL_LENGTH + 100)
    .nullable()
    .transform((url) => (url ? url : null))
    .superRefine((url, ctx) => {
      const problem = url === null ? null : streamUrlProblem(url);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
