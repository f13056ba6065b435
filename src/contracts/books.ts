// Books that match PayPal on the dashboard (docs/product/payments.md, "Books that match PayPal"). In
// zod/mini, as every shape the browser reads (docs/decisions/070-one-validator-per-wire-shape.md).
import * as z from 'zod/mini';

/** The last comparison with PayPal, as the overview says it. */
export const booksStatusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('never') }),
  /**
   * `at`: when the run ended; `comparedTo`: up to when it compared, where PayPal's data ended (its
   * reporting lags up to three hours, so anything later is compared on a later run).
   */
  z.object({ state: z.literal('match'), at: z.iso.datetime(), comparedTo: z.iso.datetime() }),
  /** Each difference is compare-books' own sentence, with PayPal's ids. */
  z.object({
    state: z.literal('differences'),
    at: z.iso.datetime(),
    comparedTo: z.iso.datetime(),
    differences: z.array(z.string()),
  }),
  /** PayPal could not be asked; the sweep tries again after a back-off. */
  z.object({ state: z.literal('failed'), at: z.iso.datetime(), reason: z.string() }),
]);
export type BooksStatus = z.infer<typeof booksStatusSchema>;

/** Answer of POST /api/organiser/books/compare: what the comparison it ran found. */
export const compareNowResponseSchema = z.object({ books: booksStatusSchema });
