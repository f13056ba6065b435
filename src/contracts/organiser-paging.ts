// Keyset paging of the dashboard's long lists (docs/decisions/054-show-overview.md): newest first, and a
// page after the first names the last row it showed, so a donation arriving meanwhile moves nothing and
// the database reads one page whatever the list's length.
import { z } from 'zod';
import { listedEditionSchema } from './editions';
import { passBodySchema } from './organiser';

/** The most rows one page may ask for; the default keeps the answer scripts had before paging. */
const MAX_PAGE_SIZE = 500;
const limit = z.number().int().min(1).max(MAX_PAGE_SIZE).optional();

/** Body of POST /api/organiser/donations: rows older than `before` (time, then id), at most `limit`. */
export const donationPageBodySchema = passBodySchema.extend({
  before: z.object({ time: z.iso.datetime(), id: z.number().int() }).optional(),
  limit,
});

/**
 * Body of POST /api/organiser/orders: ticket orders older than `before` (time, then order id), and with
 * `search`, only those whose badge name, address, payer, badge code or PayPal order id holds it (any case);
 * `edition`: that edition's orders, the current one's when left out.
 */
export const orderPageBodySchema = passBodySchema.extend({
  edition: listedEditionSchema,
  before: z.object({ time: z.iso.datetime(), id: z.string().max(64) }).optional(),
  limit,
  search: z.string().trim().max(200).optional(),
});
