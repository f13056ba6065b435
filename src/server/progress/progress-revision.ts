import type { Kysely } from 'kysely';
import type { ProgressSummary } from '../../domain/progress';
import type { Database } from '../db';
import { markMilestonesReached } from './milestones-reached';
import { progressSummary } from './progress-summary';

// Every change that moves a total (a purchase, a refund or reversal, a screening decision that shows or
// hides the last donor's name) raises the revision and reads the summary at it, inside its transaction;
// the summary then goes to every page as the 'progress' event after commit. The revision row is locked
// from the raise to the commit, so revisions follow commit order and the summary read at a revision holds
// every change before it: a page that keeps the highest revision it has seen never shows older totals,
// whatever order events reach it in, from whichever instance (docs/decisions/069-totals-with-a-revision.md).

/**
 * Raises the revision and answers the summary at it, with the milestones its total crossed, which it marks
 * reached (milestones-reached.ts). Call it last in the transaction: a transaction that holds the revision
 * row takes no other lock (the milestones' rows are only ever locked after it), so two that both change
 * totals cannot deadlock.
 */
export async function progressChanged(trx: Kysely<Database>): Promise<ProgressSummary> {
  await trx
    .updateTable('progress_revision')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('id', '=', 1)
    .execute();
  const summary = await progressSummary(trx);
  const milestonesReached = await markMilestonesReached(trx, summary.totalRaisedCents, summary.revision);
  return { ...summary, milestonesReached };
}
