// In zod/mini, like the other contracts (docs/decisions/070-one-validator-per-wire-shape.md).
import * as z from 'zod/mini';

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });
const isDateOrDateTime = (text: string) =>
  isoDate.safeParse(text).success || isoDateTime.safeParse(text).success;

/**
 * Body of the history calls (POST /api/tickets, POST /api/donations): `{ after }`, a date 'YYYY-MM-DD'
 * (read as midnight UTC, as Date.parse does) or an ISO 8601 date-time with its offset. Read into epoch ms.
 */
export const historyRequestSchema = z.strictObject({
  after: z.pipe(
    z.string().check(
      z.maxLength(40),
      z.refine(isDateOrDateTime, {
        message: 'after must be a date (YYYY-MM-DD) or an ISO 8601 date and time.',
      }),
    ),
    z.transform((text: string) => Date.parse(text)),
  ),
});
