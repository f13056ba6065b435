import type { Kysely } from 'kysely';
import { centsToWireDollars } from '../../contracts/money';
import type { HeldDonation } from '../../contracts/screening';
import { formatUsd } from '../../domain/money';
import type { ScreeningState } from '../../domain/screening/screening';
import type { Database } from '../db';
import { recordAudit } from '../db';
import { conflict, notFound } from '../plugins';

// The moderators' queue (docs/product/screening.md, "The queue"): held donations, oldest first, and
// the one decision each gets. Several moderators work the queue at once; the decision is a conditional
// update, so of two that press at the same moment one decides and the other is told.

/** How many held donations one answer lists; the count says how many wait in all. */
const heldPageSize = 100;

const reasons = new Set(['word', 'link', 'screen']);
const heldReason = (value: string | null): HeldDonation['reason'] =>
  value !== null && reasons.has(value) ? (value as HeldDonation['reason']) : 'screen';

export async function heldDonations(db: Kysely<Database>): Promise<{ held: HeldDonation[]; count: number }> {
  const rows = await db
    .selectFrom('donations')
    .leftJoin('incentives', 'incentives.id', 'donations.incentive_id')
    .select([
      'donations.id',
      'donations.name',
      'donations.message',
      'donations.amount_cents',
      'donations.time_ms',
      'donations.bits',
      'donations.held_reason',
      'incentives.title as incentive_title',
    ])
    .where('donations.screening', '=', 'held')
    .orderBy('donations.id', 'asc')
    .limit(heldPageSize)
    .execute();
  const counted = await db
    .selectFrom('donations')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('screening', '=', 'held')
    .executeTakeFirstOrThrow();
  return {
    count: Number(counted.count),
    held: rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      message: row.message,
      amount: centsToWireDollars(Number(row.amount_cents)),
      incentiveTitle: row.incentive_title,
      time: new Date(Number(row.time_ms)).toISOString(),
      bits: row.bits === null ? null : Number(row.bits),
      reason: heldReason(row.held_reason),
    })),
  };
}

export type ScreeningDecision = 'approve' | 'deny';

const decidedState = { approve: 'approved', deny: 'denied' } as const satisfies Record<
  ScreeningDecision,
  ScreeningState
>;

const alreadyDecided: Record<ScreeningState, string> = {
  published: 'This donation was never held: its name and message are already shown.',
  held: '',
  approved: 'Another moderator already approved this donation.',
  denied: 'Another moderator already denied this donation.',
};

/**
 * Approves (name and message shown from now on) or denies (the money stays; "Anonymous", no message) a
 * held donation, with a line in the change log, in one transaction.
 */
export async function decideDonation(
  db: Kysely<Database>,
  id: number,
  decision: ScreeningDecision,
  by: string,
  nowMs: number,
): Promise<ScreeningState> {
  const state = decidedState[decision];
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('donations')
      .set({ screening: state, decided_by: by, decided_ms: nowMs })
      .where('id', '=', id)
      .where('screening', '=', 'held')
      .returning(['amount_cents'])
      .executeTakeFirst();
    if (updated === undefined) {
      const found = await trx
        .selectFrom('donations')
        .select('screening')
        .where('id', '=', id)
        .executeTakeFirst();
      if (found === undefined) throw notFound(`There is no donation ${id}.`);
      throw conflict(alreadyDecided[found.screening]);
    }
    const verb = decision === 'approve' ? 'Approved' : 'Denied';
    // The amount and not the name: a denied name is never shown, and the change log outlives it.
    await recordAudit(
      trx,
      `${verb} held donation ${id} (${formatUsd(Number(updated.amount_cents))})`,
      by,
      nowMs,
    );
    return state;
  });
}
