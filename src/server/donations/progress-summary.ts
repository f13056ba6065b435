import type { Kysely } from 'kysely';
import type { ProgressSummary } from '../../contracts/progress';
import { publicDonorName } from '../../domain/incentives/donation-rules';
import { centsToDollars } from '../../domain/money';
import type { Database } from '../db/schema';
import { readTotals } from '../progress/progress-totals';

// The overlay's first load: the running totals (two rows) and the last donation (one row by primary
// key), so the answer and its cost stay the same however many donations there are. Every purchase is
// recorded at the time it is paid, long after the history date, so the totals are those since it.

export async function progressSummary(db: Kysely<Database>): Promise<ProgressSummary> {
  const totals = await readTotals(db);
  const lastDonationId = totals.donations.lastId;
  const last =
    lastDonationId === null
      ? undefined
      : await db
          .selectFrom('donations')
          .select(['id', 'name', 'amount_cents'])
          .where('id', '=', lastDonationId)
          .executeTakeFirst();
  return {
    lastDonation: last
      ? {
          id: Number(last.id),
          name: publicDonorName(last.name),
          amount: centsToDollars(Number(last.amount_cents)),
        }
      : null,
    ticketsSold: totals.tickets.count,
    totalRaised: centsToDollars(totals.donations.cents + totals.tickets.cents),
    lastDonationId,
    lastTicketId: totals.tickets.lastId,
  };
}
