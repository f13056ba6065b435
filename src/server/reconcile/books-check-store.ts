import type { Kysely, Selectable } from 'kysely';
import type { Database, ReconciliationTable } from '../db';

// The one row every instance shares (migrations/022-reconciliation.ts). Claims are conditional
// updates: of two instances asking at once, only one sees its update change the row.

const row = 1;

export type BooksOutcome =
  /** comparedToMs: where PayPal's lagging data ended, so what the run could compare. */
  | { outcome: 'match' | 'differences'; differences: string[]; comparedToMs: number }
  | { outcome: 'failed'; reason: string };

/** The daily run: only once `due_ms` has passed; while it runs, `due_ms` is the lease's end. */
export async function claimDueRun(db: Kysely<Database>, nowMs: number, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable('reconciliation')
    .set({ started_ms: nowMs, due_ms: nowMs + leaseMs })
    .where('id', '=', row)
    .where('due_ms', '<=', nowMs)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * An organiser's "Compare now": at most one start per `spacingMs`, and never beside a run that is
 * still under way (started, not finished, its lease not over).
 */
export async function claimRunNow(
  db: Kysely<Database>,
  nowMs: number,
  leaseMs: number,
  spacingMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('reconciliation')
    .set({ started_ms: nowMs, due_ms: nowMs + leaseMs })
    .where('id', '=', row)
    .where((eb) => eb.or([eb('started_ms', 'is', null), eb('started_ms', '<=', nowMs - spacingMs)]))
    .where((eb) =>
      eb.or([
        eb('started_ms', 'is', null),
        eb('finished_ms', '>=', eb.ref('started_ms')),
        eb('due_ms', '<=', nowMs),
      ]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function finishRun(
  db: Kysely<Database>,
  run: { startedMs: number; finishedMs: number; dueMs: number },
  found: BooksOutcome,
) {
  await db
    .updateTable('reconciliation')
    .set({
      finished_ms: run.finishedMs,
      due_ms: run.dueMs,
      outcome: found.outcome,
      ...(found.outcome === 'failed'
        ? { reason: found.reason }
        : {
            reason: null,
            differences: JSON.stringify(found.differences),
            compared_to_ms: found.comparedToMs,
          }),
    })
    .where('id', '=', row)
    // A later run (an organiser's, or another instance's after the lease) has the last word.
    .where('started_ms', '=', run.startedMs)
    .execute();
}

export async function readBooksRow(
  db: Kysely<Database>,
): Promise<Selectable<ReconciliationTable> | undefined> {
  return db.selectFrom('reconciliation').selectAll().where('id', '=', row).executeTakeFirst();
}
