// The dashboard's overview (docs/product/organisers.md, "The dashboard"): the money and the tickets at a glance,
// what needs an organiser, and the numbers its charts draw. Money is dollars on the wire.
import * as z from 'zod/mini';
import { booksStatusSchema } from './books';
import { heldMoneySchema } from './disputes';
import { passBodySchema } from './organiser';

const dollars = z.number().check(z.minimum(0));
const count = z.int().check(z.minimum(0));

/** POST /api/organiser/show-overview: nothing but the token. */
export const showOverviewBodySchema = passBodySchema;

const raisedBarSchema = z.object({
  bucket: z.enum(['day', 'hour']),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  /** Raised in this bar, net of what was refunded of it since. */
  amount: dollars,
  /** Raised up to the end of this bar. */
  running: dollars,
});
export type RaisedBar = z.infer<typeof raisedBarSchema>;

const ticketDaySchema = z.object({
  /** The day's first instant in the edition's time zone. */
  day: z.iso.datetime(),
  inPerson: count,
  livestream: count,
});
export type TicketDay = z.infer<typeof ticketDaySchema>;

export const showOverviewSchema = z.object({
  /** Net of refunds and reversals; disputed money still counts until PayPal decides. */
  raised: z.object({ total: dollars, tickets: dollars, cards: dollars, bits: dollars, refunded: dollars }),
  /** Tickets of orders not refunded in full; capacity null when in-person places are not limited. */
  tickets: z.object({ inPerson: count, livestream: count, capacity: z.nullable(count) }),
  /** Captures PayPal holds as PENDING (eCheck, review): not raised until PayPal completes them. */
  pending: z.object({ tickets: dollars, donations: dollars, orders: count }),
  disputed: heldMoneySchema,
  attention: z.object({
    /** Donations whose names and messages wait for a moderator. */
    heldDonations: count,
    /** Mails the outbox could not send yet (it keeps trying). */
    failedMails: count,
    books: booksStatusSchema,
  }),
  charts: z.object({
    stream: z.object({ start: z.iso.datetime(), end: z.iso.datetime() }),
    raised: z.array(raisedBarSchema),
    ticketSales: z.array(ticketDaySchema),
  }),
});
export type ShowOverview = z.infer<typeof showOverviewSchema>;
