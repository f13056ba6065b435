// Whether the ticket pages show their form (docs/product/tickets.md, "When sales close"): read by both
// ticket pages, so in zod/mini (docs/decisions/070-one-validator-per-wire-shape.md). What organisers see
// and change of it is event-settings.ts.
import * as z from 'zod/mini';
import { hasAtMostTwoDecimals, MAX_WIRE_DOLLARS } from './wire-dollars';

/**
 * Dollars as money.ts's dollarsSchema takes them, left in dollars: the pages price in dollars from here.
 * The two decimals are also written as `multipleOf` for this schema's JSON Schema form (json-schema-reader.ts).
 */
const price = () =>
  z
    .number()
    .check(z.minimum(0), z.maximum(MAX_WIRE_DOLLARS), z.refine(hasAtMostTwoDecimals))
    .register(z.globalRegistry, { multipleOf: 0.01 });
/** A ticket type's texts as the ticket pages show them beside its counter. */
const typeText = () => z.object({ label: z.string(), ages: z.optional(z.string()), description: z.string() });

/**
 * GET /api/tickets/sales: whether both ticket pages show their form. Read again by the pages after a
 * 'ticket-sales-changed' event (organisers closed or reopened sales) or a 'ticket' event (places sold).
 */
export const ticketSalesSchema = z.object({
  open: z.boolean(),
  /** When sales end by themselves (content/tickets.ts); null: no closing time. */
  closesAt: z.nullable(z.iso.datetime()),
  /** In-person tickets that can still be bought (sold and held ones taken off); null: no limit. */
  inPersonLeft: z.nullable(z.int().check(z.minimum(0))),
  /**
   * The current edition's ticket prices in dollars (docs/decisions/075-editions-as-data.md): the pages
   * price with them once they have them, so a page opened before organisers changed editions sends the
   * amount the server asks.
   */
  prices: z.object({
    inPerson: z.object({ adult: price(), child: price(), student: price(), unwaged: price() }),
    livestream: z.object({ adult: price(), student: price(), unwaged: price() }),
  }),
  /** The current edition's sentence once sales are closed. */
  closedText: z.string(),
  /**
   * The current edition's ticket type texts (its `texts.inPersonTypes` / `texts.livestreamTypes`), so
   * an organiser's edit of them shows on the pages as in the e-mails
   * (docs/decisions/082-the-public-site-follows-the-current-edition.md).
   */
  typeTexts: z.object({
    inPerson: z.object({ adult: typeText(), child: typeText(), student: typeText(), unwaged: typeText() }),
    livestream: z.object({ adult: typeText(), student: typeText(), unwaged: typeText() }),
  }),
});
export type TicketSalesState = z.infer<typeof ticketSalesSchema>;
