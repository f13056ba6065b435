import type { Kysely } from 'kysely';
import { publicDonorName } from '../../domain/incentives/donation-rules';
import type { ProgressSummary } from '../../domain/progress';
import { nameAndMessageShown } from '../../domain/screening/screening';
import { currentEditionId, type Database } from '../db';
import { readTotals } from './progress-totals';

// The overlay's numbers: the running totals (two rows) with their revision, and the last donation (one
// row by primary key), so the answer and its cost stay the same however many donations there are. Every
// purchase is recorded at the time it is paid, long after the history date, so the totals are those since
// it. Read after the totals, the last donation is never older than the revision it is sent with.

export async function progressSummary(db: Kysely<Database>): Promise<ProgressSummary> {
  const totals = await readTotals(db);
  const lastDonationId = totals.donations.lastId;
  const last = lastDonationId === null ? undefined : await lastShownDonation(db, lastDonationId);
  return {
    lastDonation: last
      ? {
          id: Number(last.id),
          // A held or denied donation is "Anonymous" here (docs/product/screening.md).
          name: publicDonorName(nameAndMessageShown(last.screening) ? last.name : ''),
          amountCents: Number(last.amount_cents) - Number(last.refunded_cents),
        }
      : null,
    ticketsSold: totals.tickets.count,
    totalRaisedCents: totals.donations.cents + totals.tickets.cents,
    revision: totals.revision,
    milestonesReached: [],
  };
}

/**
 * The newest donation still standing: the last counted one by primary key, or when a refund took all of
 * it, the newest before it that has something left (refunds are rare, so the walk back is short).
 */
async function lastShownDonation(db: Kysely<Database>, lastId: number) {
  const columns = ['id', 'name', 'amount_cents', 'refunded_cents', 'screening'] as const;
  const last = await db.selectFrom('donations').select(columns).where('id', '=', lastId).executeTakeFirst();
  if (!last || Number(last.refunded_cents) < Number(last.amount_cents)) return last;
  return db
    .selectFrom('donations')
    .select(columns)
    .where('id', '<', lastId)
    .where('edition_id', '=', currentEditionId(db))
    .where((eb) => eb('refunded_cents', '<', eb.ref('amount_cents')))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
