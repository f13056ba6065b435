// Wire shapes of ticket sales and the stream link as organisers see and change them
// (docs/product/organisers.md, "Ticket sales and the stream link"); the public side is ticket-sales.ts.
import { z } from 'zod';
import { MAX_STREAM_URL_LENGTH, streamUrlProblem } from '../domain/tickets/ticket-sales';
import { passBodySchema } from './organiser';
import { ticketSalesSchema } from './ticket-sales';

/** In-person places as organisers see them, when content sets a capacity. */
const placesSchema = z.object({
  capacity: z.number().int().min(0),
  /** Badges of paid orders not refunded in full. */
  sold: z.number().int().min(0),
  /** Tickets of orders being paid right now (created, approved, pending or declined). */
  held: z.number().int().min(0),
  /** Held for people on the waiting list, each until their hold ends (docs/product/tickets.md). */
  waitingList: z.number().int().min(0),
});
export type Places = z.infer<typeof placesSchema>;

/**
 * Answer of POST /api/organiser/event-settings {pass}, /api/organiser/ticket-sales and
 * /api/organiser/stream-link: the sales state, the places and the stream link (private).
 */
export const eventSettingsSchema = z.object({
  sales: z.object({ ...ticketSalesSchema.shape, closedByOrganisers: z.boolean() }),
  places: placesSchema.nullable(),
  streamUrl: z.string().nullable(),
});
export type EventSettings = z.infer<typeof eventSettingsSchema>;

/** POST /api/organiser/ticket-sales: close (true) or reopen (false) ticket sales. */
export const ticketSalesEditSchema = z.object({ ...passBodySchema.shape, closed: z.boolean() });

/** POST /api/organiser/stream-link: an https address, or '' (or null) to clear it. */
export const streamLinkEditSchema = z.object({
  ...passBodySchema.shape,
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
