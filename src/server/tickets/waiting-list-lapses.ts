import type { Kysely } from 'kysely';
import { type EmailEdition, holdLapsedEmail } from '../../../content/waiting-list-emails';
import { currentEditionId, type Database } from '../db';
import { holdingStatuses } from './ticket-places';
import { enqueueWaitingListMail } from './waiting-list-mail';

// Holds that ran out unused (docs/product/tickets.md, "The waiting list"; docs/decisions/076-waiting-list.md
// and 081-codes-and-waiting-list-per-edition.md): the entry leaves the line, its places pass on in the same
// pass, and its person is told once. A hold whose order is still being paid has not run out: that order
// holds the places, and the entry goes when it is paid, or lapses here once it ends unpaid. Only the
// current edition's list is looked at: an earlier edition's entries lapse quietly.

export interface LapseOptions {
  edition: EmailEdition;
  publicUrl: string;
  nowMs: number;
}

/**
 * Inside the pass's transaction, under the settings-row lock: deletes the lapsed entries and queues their
 * emails with them. The delete's RETURNING names the rows this transaction removed, so a second pass (or a
 * second instance's, which waits for the lock) finds none to tell; the mail's key, one per entry, is the
 * outbox's own guard besides. Resolves with how many lapsed.
 */
export async function lapseEndedHolds(trx: Kysely<Database>, options: LapseOptions): Promise<number> {
  const { nowMs } = options;
  const lapsed = await trx
    .deleteFrom('waiting_list')
    .where('edition_id', '=', currentEditionId(trx))
    .where('held_until_ms', '<=', nowMs)
    .where((eb) =>
      eb.or([
        eb('order_id', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('orders')
              .select('orders.id')
              .whereRef('orders.id', '=', 'waiting_list.order_id')
              .where('orders.status', 'in', holdingStatuses),
          ),
        ),
      ]),
    )
    .returning(['id', 'email', 'held_places', 'held_until_ms'])
    .execute();
  for (const entry of lapsed) {
    await enqueueWaitingListMail(
      trx,
      entry,
      holdLapsedEmail({
        edition: options.edition,
        places: Number(entry.held_places),
        untilMs: Number(entry.held_until_ms),
        ticketsUrl: `${options.publicUrl}/tickets`,
      }),
      `waiting-list-lapsed:${entry.id}`,
      nowMs,
    );
  }
  return lapsed.length;
}
