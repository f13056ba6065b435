// Keyset paging of the dashboard's long lists (docs/decisions/054-show-overview.md): newest first, and a
// page after the first names the last row it showed, so a donation arriving meanwhile moves nothing and
// the database reads one page whatever the list's length.
import * as z from 'zod/mini';
import { listedEditionSchema } from './editions';
import { passBodySchema } from './organiser';

/** The most rows one page may ask for; the default keeps the answer scripts had before paging. */
const MAX_PAGE_SIZE = 500;
const limit = z.optional(z.int().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE)));

/** Body of POST /api/organiser/donations: rows older than `before` (time, then id), at most `limit`. */
export const donationPageBodySchema = z.extend(passBodySchema, {
  before: z.optional(z.object({ time: z.iso.datetime(), id: z.int() })),
  limit,
});

/**
 * Body of POST /api/organiser/orders: ticket orders older than `before` (time, then order id), and with
 * `search`, only those whose badge name, address, payer, badge code or PayPal order id holds it (any case);
 * `edition`: that edition's orders, the current one's when left out.
 */
export const orderPageBodySchema = z.extend(passBodySchema, {
  edition: listedEditionSchema,
  before: z.optional(z.object({ time: z.iso.datetime(), id: z.string().check(z.maxLength(64)) })),
  limit,
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
