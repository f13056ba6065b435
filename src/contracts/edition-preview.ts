// GET /api/organiser/editions/:id/preview (or POST with {pass}): what the public pages show of one
// edition, for an organiser's `?edition=` preview (docs/product/organisers.md, "Editions";
// docs/decisions/082-the-public-site-follows-the-current-edition.md). In zod/mini: the public pages load
// the preview's code only when the address asks for one, and it must bring no classic zod with it.
import * as z from 'zod/mini';
import { publicEditionSchema } from './public-edition';
import { ticketSalesSchema } from './ticket-sales';

export const editionPreviewSchema = z.object({
  edition: publicEditionSchema,
  /** Whether it is the current edition already (the preview then shows what everyone sees). */
  current: z.boolean(),
  /** Its ticket prices in dollars, as GET /api/tickets/sales gives the current edition's. */
  prices: ticketSalesSchema.shape.prices,
  /** Its sentence once ticket sales are closed. */
  closedText: z.string(),
  /** Its ticket type texts, as GET /api/tickets/sales gives the current edition's. */
  typeTexts: ticketSalesSchema.shape.typeTexts,
});
export type EditionPreview = z.infer<typeof editionPreviewSchema>;
