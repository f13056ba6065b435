import type { Kysely } from 'kysely';
import type { Cents } from '../../domain/money';
import type { Database } from '../db';

// Milestones of the total raised are announced once each (docs/decisions/072-milestones-announced-once.md).
// The change that crosses one marks it reached with its revision, in its own transaction: the revision row
// it holds until commit serialises every change of the totals on every instance, and the update only takes
// milestones still unmarked, so exactly one change announces each, and a rolled-back change announces
// nothing. Marked, a milestone is never announced again: not after a restart, nor when a refund took the
// total below it and a later donation crosses it again.

/** Marks the milestones at or below `totalCents` that were never reached; answers them, lowest first. */
export async function markMilestonesReached(
  trx: Kysely<Database>,
  totalCents: Cents,
  revision: number,
): Promise<Cents[]> {
  const rows = await trx
    .updateTable('milestones')
    .set({ reached_revision: revision })
    .where('reached_revision', 'is', null)
    .where('amount_cents', '<=', totalCents)
    .returning('amount_cents')
    .execute();
  return rows.map((row) => Number(row.amount_cents)).sort((a, b) => a - b);
}
