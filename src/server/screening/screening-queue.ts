import type { Kysely } from 'kysely';
import { centsToWireDollars } from '../../contracts/money';
import type { HeldDonation } from '../../contracts/screening';
import { formatUsd } from '../../domain/money';
import type { ScreeningState } from '../../domain/screening/screening';
import type { Database } from '../db';
import { recordAudit } from '../db';
import { conflict, notFound } from '../plugins';
import { approveDueSuggestions, denySuggestionOf, suggestionsOf } from './suggested-options';

// The moderators' queue (docs/product/screening.md, "The queue"): held donations, oldest first, and
// the one decision each gets. Several moderators work the queue at once; the decision is a conditional
// update, so of two that press at the same moment one decides and the other is told.

/** How many held donations one answer lists; the count says how many wait in all. */
const heldPageSize = 100;

const reasons = new Set(['word', 'link', 'screen', 'suggestion']);
const heldReason = (value: string | null): HeldDonation['reason'] =>
  value !== null && reasons.has(value) ? (value as HeldDonation['reason']) : 'screen';

/**
 * What the card names as the donation's incentive: an option with its bid war, "Killer sudoku (Which
 * puzzle genre ends the stream?)", as /donations says it; a suggested option only its bid war, since the
 * card names the suggestion on a line of its own and a moderator must not take it for a listed option.
 */
function cardIncentiveTitle(row: {
  incentive_title: string | null;
  parent_title: string | null;
  suggestion: string | null;
}): string | null {
  if (row.incentive_title === null || row.parent_title === null) return row.incentive_title;
  return row.suggestion === null ? `${row.incentive_title} (${row.parent_title})` : row.parent_title;
}

export async function heldDonations(db: Kysely<Database>): Promise<{ held: HeldDonation[]; count: number }> {
  const rows = await db
    .selectFrom('donations')
    .leftJoin('incentives', 'incentives.id', 'donations.incentive_id')
    .leftJoin('incentives as parents', 'parents.id', 'incentives.parent_id')
    .select([
      'donations.id',
      'donations.name',
      'donations.message',
      'donations.amount_cents',
      'donations.time_ms',
      'donations.bits',
      'donations.held_reason',
      'donations.order_id',
      'incentives.title as incentive_title',
      'incentives.suggestion',
      'parents.title as parent_title',
    ])
    .where('donations.screening', '=', 'held')
    .orderBy('donations.id', 'asc')
    .limit(heldPageSize)
    .execute();
  const suggested = await suggestionsOf(
    db,
    rows.flatMap((row) => (row.order_id === null ? [] : [row.order_id])),
  );
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
      incentiveTitle: cardIncentiveTitle(row),
      time: new Date(Number(row.time_ms)).toISOString(),
      bits: row.bits === null ? null : Number(row.bits),
      reason: heldReason(row.held_reason),
      suggestedOption: row.order_id === null ? null : (suggested.get(row.order_id) ?? null),
    })),
  };
}

export type ScreeningDecision = 'approve' | 'deny' | 'approve-name';

const decidedState = {
  approve: 'approved',
  deny: 'denied',
  'approve-name': 'approved',
} as const satisfies Record<ScreeningDecision, ScreeningState>;

const alreadyDecided: Record<ScreeningState, string> = {
  published: 'This donation was never held: its name and message are already shown.',
  held: '',
  approving: 'Another moderator already approved this donation.',
  approved: 'Another moderator already approved this donation.',
  denied: 'Another moderator already denied this donation.',
};

export interface Decided {
  state: ScreeningState;
  /** An approval inside its undo window: until when Undo returns it to the queue. */
  undoUntilMs: number | null;
  /** A bid war's options changed: an option this donation suggested was shown or denied. */
  optionsChanged: boolean;
}

/**
 * Approves or denies a held donation, with a line in the change log, in one transaction. A denial is
 * final at once ("Anonymous", no message, the money stays). An approval with an undo window waits as
 * 'approving', shown nowhere, until publishDueApprovals makes it 'approved' when the window has ended
 * (docs/decisions/065-approval-held-on-the-server.md); without a window it is shown at once.
 */
export async function decideDonation(
  db: Kysely<Database>,
  id: number,
  decision: ScreeningDecision,
  by: string,
  nowMs: number,
  undoMs: number,
): Promise<Decided> {
  const state: ScreeningState = decision !== 'deny' && undoMs > 0 ? 'approving' : decidedState[decision];
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('donations')
      .set({ screening: state, decided_by: by, decided_ms: nowMs })
      .where('id', '=', id)
      .where('screening', '=', 'held')
      .returning(['amount_cents', 'order_id'])
      .executeTakeFirst();
    if (updated === undefined) throw await unchangedBecause(trx, id, alreadyDecided);
    // The option the donation suggested goes with the decision (docs/decisions/074-suggested-options.md),
    // unless the moderator approves the name alone: then the option is denied at once, as every denial is.
    if (decision === 'approve-name' && !(await denySuggestionOf(trx, updated.order_id, nowMs)))
      throw conflict(
        'This donation suggests no option waiting for a decision: approve or deny it as a whole.',
      );
    const optionsChanged =
      decision === 'approve-name' ||
      (state === 'denied'
        ? await denySuggestionOf(trx, updated.order_id, nowMs)
        : state === 'approved' && (await approveDueSuggestions(trx)) > 0);
    const verb = decision === 'deny' ? 'Denied' : 'Approved';
    // The amount and not the name: a denied name is never shown, and the change log outlives it.
    await recordAudit(
      trx,
      `${verb} held donation ${id} (${formatUsd(Number(updated.amount_cents))})${decision === 'approve-name' ? ' and denied the option it suggested' : ''}`,
      by,
      nowMs,
    );
    return { state, undoUntilMs: state === 'approving' ? nowMs + undoMs : null, optionsChanged };
  });
}

/** Why a guarded update changed no row: the donation is missing (404), or its state says why (409). */
async function unchangedBecause(
  trx: Kysely<Database>,
  id: number,
  reasons: Record<ScreeningState, string>,
): Promise<Error> {
  const found = await trx.selectFrom('donations').select('screening').where('id', '=', id).executeTakeFirst();
  return found === undefined ? notFound(`There is no donation ${id}.`) : conflict(reasons[found.screening]);
}

const notUndoable: Record<ScreeningState, string> = {
  published: 'This donation was never held: its name and message are already shown.',
  held: 'This approval was already undone: the donation waits in the queue again.',
  approving: 'Too late to undo: the name and message of this donation are being shown.',
  approved: 'Too late to undo: the name and message of this donation are already shown.',
  denied: 'Another moderator already denied this donation.',
};

/**
 * Takes back an approval inside its undo window: the donation waits in the queue again, as if never
 * decided, and nothing of it was shown. Refused once the window has ended.
 */
export async function undoApproval(
  db: Kysely<Database>,
  id: number,
  by: string,
  nowMs: number,
  undoMs: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('donations')
      .set({ screening: 'held', decided_by: null, decided_ms: null })
      .where('id', '=', id)
      .where('screening', '=', 'approving')
      .where('decided_ms', '>', nowMs - undoMs)
      .returning(['amount_cents'])
      .executeTakeFirst();
    if (updated === undefined) throw await unchangedBecause(trx, id, notUndoable);
    await recordAudit(
      trx,
      `Undid the approval of held donation ${id} (${formatUsd(Number(updated.amount_cents))})`,
      by,
      nowMs,
    );
  });
}

/**
 * Shows every approval whose undo window has ended; answers how many. A conditional update, so two
 * instances (or a timer and a late undo) never both act on one donation.
 */
export async function publishDueApprovals(
  db: Kysely<Database>,
  nowMs: number,
  undoMs: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const published = await trx
      .updateTable('donations')
      .set({ screening: 'approved' })
      .where('screening', '=', 'approving')
      .where('decided_ms', '<=', nowMs - undoMs)
      .executeTakeFirst();
    // The options those donations suggested are shown with them.
    await approveDueSuggestions(trx);
    return Number(published.numUpdatedRows);
  });
}

/** When the earliest approval still inside its window ends, or null when none waits. */
export async function nextApprovalDueMs(db: Kysely<Database>, undoMs: number): Promise<number | null> {
  const row = await db
    .selectFrom('donations')
    .select((eb) => eb.fn.min('decided_ms').as('earliest'))
    .where('screening', '=', 'approving')
    .executeTakeFirst();
  return row?.earliest == null ? null : Number(row.earliest) + undoMs;
}
