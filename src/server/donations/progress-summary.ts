import type { Kysely } from 'kysely';
import type { ProgressSummary } from '../../contracts/progress';
import { publicDonorName } from '../../domain/incentives/donation-rules';
import { centsToDollars } from '../../domain/money';
import type { Database } from '../db/schema';

// The overlay's first load. Aggregates in SQL (SUM and MAX over the time_ms index, then one row by
// primary key), so the answer and its cost do not grow with the number of donations sent to the page.

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export async function progressSummary(db: Kysely<Database>, afterMs: number): Promise<ProgressSummary> {
  const donations = await db
    .selectFrom('donations')
    .select((eb) => [
      eb.fn.sum<number | string | null>('amount_cents').as('cents'),
      eb.fn.max('id').as('last_id'),
    ])
    .where('time_ms', '>', afterMs)
    .executeTakeFirstOrThrow();
  const tickets = await db
    .selectFrom('tickets')
    .select((eb) => [
      eb.fn.sum<number | string | null>('count').as('sold'),
      eb.fn.sum<number | string | null>('amount_cents').as('cents'),
      eb.fn.max('id').as('last_id'),
    ])
    .where('time_ms', '>', afterMs)
    .executeTakeFirstOrThrow();

  const lastDonationId = num(donations.last_id);
  const last =
    lastDonationId === null
      ? undefined
      : await db
          .selectFrom('donations')
          .select(['id', 'name', 'amount_cents'])
          .where('id', '=', lastDonationId)
          .executeTakeFirst();
  const totalCents = (num(donations.cents) ?? 0) + (num(tickets.cents) ?? 0);
  return {
    lastDonation: last
      ? {
          id: Number(last.id),
          name: publicDonorName(last.name),
          amount: centsToDollars(Number(last.amount_cents)),
        }
      : null,
    ticketsSold: num(tickets.sold) ?? 0,
    totalRaised: centsToDollars(totalCents),
    lastDonationId,
    lastTicketId: num(tickets.last_id),
  };
}
