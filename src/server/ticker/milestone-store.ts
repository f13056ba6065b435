import type { Kysely } from 'kysely';
import { type Cents, formatUsd } from '../../domain/money';
import { type Database, isUniqueViolation, recordAudit } from '../db';
import { progressSummary } from '../progress';

// The milestones organisers set (docs/product/donations-and-incentives.md, "Milestones"). Which change of
// the totals announces one is progress/milestones-reached.ts; here they are listed, added and removed.

export interface MilestoneRow {
  id: number;
  amountCents: Cents;
  reached: boolean;
}

export async function listMilestones(db: Kysely<Database>): Promise<MilestoneRow[]> {
  const rows = await db
    .selectFrom('milestones')
    .select(['id', 'amount_cents', 'reached_revision'])
    .orderBy('amount_cents')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    amountCents: Number(row.amount_cents),
    reached: row.reached_revision !== null,
  }));
}

export type AddMilestoneResult = { kind: 'added'; milestone: MilestoneRow } | { kind: 'exists' };

/**
 * Adds a milestone. One the total has already passed counts as reached at once and is never announced: the
 * moment it celebrates is gone, and announcing it on some later donation would be wrong
 * (docs/decisions/072-milestones-announced-once.md). The revision row is locked first, as every change of
 * the totals does, so no donation commits between the total read here and the insert.
 */
export async function addMilestone(
  db: Kysely<Database>,
  amountCents: Cents,
  by: string,
  nowMs: number,
): Promise<AddMilestoneResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('progress_revision')
        .set((eb) => ({ revision: eb.ref('revision') }))
        .where('id', '=', 1)
        .execute();
      const { totalRaisedCents, revision } = await progressSummary(trx);
      const reached = totalRaisedCents >= amountCents;
      const inserted = await trx
        .insertInto('milestones')
        .values({ amount_cents: amountCents, created_ms: nowMs, reached_revision: reached ? revision : null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(
        trx,
        `Added the milestone ${formatUsd(amountCents)}${reached ? ' (already reached)' : ''}`,
        by,
        nowMs,
      );
      return { kind: 'added' as const, milestone: { id: Number(inserted.id), amountCents, reached } };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'exists' };
    throw error;
  }
}

/** Removes a milestone; answers how many were removed (0 for an unknown id). */
export async function removeMilestone(
  db: Kysely<Database>,
  id: number,
  by: string,
  nowMs: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('milestones')
      .where('id', '=', id)
      .returning('amount_cents')
      .executeTakeFirst();
    if (!removed) return 0;
    await recordAudit(trx, `Removed the milestone ${formatUsd(Number(removed.amount_cents))}`, by, nowMs);
    return 1;
  });
}
