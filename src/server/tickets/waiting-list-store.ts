import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OrganiserWaitingList } from '../../contracts/organiser-waiting-list';
import type { WaitingListJoin } from '../../contracts/waiting-list';
import { waitingListKey } from '../../domain/tickets/waiting-list';
import { currentEditionId, type Database } from '../db';
import { holdingStatuses } from './ticket-places';

// The waiting list's rows (docs/product/tickets.md, "The waiting list"; migrations 040 and 044). One row
// per address and edition; its id is its place in line. Only the current edition's rows are joined, held,
// listed and offered (docs/decisions/081-codes-and-waiting-list-per-edition.md). Only the SHA-256 of a
// hold link's secret is kept, so a database reader cannot buy through anyone's hold.

type Db = Kysely<Database>;

export const holdTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Adds the address to the end of the current edition's line, or changes how many places its entry asks
 * for: one entry per address and edition, keeping its place in line (the unique key makes two joins at the
 * same moment one row). A hold already offered keeps its places.
 */
export async function joinWaitingList(db: Db, join: WaitingListJoin, nowMs: number): Promise<void> {
  await db
    .insertInto('waiting_list')
    .values({
      edition_id: currentEditionId(db),
      email: join.email,
      email_key: waitingListKey(join.email),
      places: join.count,
      joined_ms: nowMs,
    })
    .onConflict((conflict) =>
      conflict.columns(['edition_id', 'email_key']).doUpdateSet((eb) => ({
        places: eb.ref('excluded.places'),
        email: eb.ref('excluded.email'),
      })),
    )
    .execute();
}

/** The entry a link's secret holds places for, while its hold lasts and its edition is the current one. */
export function findActiveHold(db: Db, token: string, nowMs: number) {
  return db
    .selectFrom('waiting_list')
    .select(['id', 'held_places', 'held_until_ms'])
    .where('edition_id', '=', currentEditionId(db))
    .where('hold_token_hash', '=', holdTokenHash(token))
    .where('held_until_ms', '>', nowMs)
    .executeTakeFirst();
}

/** The order made through a hold: while it is being paid, its own tickets hold the places. */
export async function tieHoldToOrder(db: Db, entryId: number, orderId: string): Promise<void> {
  await db.updateTable('waiting_list').set({ order_id: orderId }).where('id', '=', entryId).execute();
}

/**
 * A paid in-person order ends the entry it was made through, and the entry of the address it was bought
 * with on its own edition's list: that person has their tickets (inside the recording transaction).
 */
export async function leaveOnPurchase(db: Db, orderId: string, buyerEmail: string): Promise<void> {
  await db
    .deleteFrom('waiting_list')
    .where((eb) =>
      eb.or([
        eb('order_id', '=', orderId),
        eb.and([
          eb('email_key', '=', waitingListKey(buyerEmail)),
          eb('edition_id', '=', eb.selectFrom('orders').select('edition_id').where('id', '=', orderId)),
        ]),
      ]),
    )
    .execute();
}

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/**
 * Everyone waiting for the current edition, first in line first, with each hold (docs/product/organisers.md,
 * "The waiting list"). A hold that ended while its order is still being paid shows until that order ends.
 */
export async function waitingListEntries(db: Db, nowMs: number): Promise<OrganiserWaitingList['entries']> {
  const rows = await db
    .selectFrom('waiting_list')
    .leftJoin('orders', 'orders.id', 'waiting_list.order_id')
    .select([
      'waiting_list.email',
      'waiting_list.places',
      'waiting_list.joined_ms',
      'waiting_list.held_places',
      'waiting_list.held_until_ms',
      'waiting_list.offered_ms',
      'orders.status',
    ])
    .where('waiting_list.edition_id', '=', currentEditionId(db))
    .orderBy('waiting_list.id')
    .execute();
  return rows.map((row, index) => {
    const paying = row.status !== null && holdingStatuses.includes(row.status);
    const held = row.held_until_ms !== null && (Number(row.held_until_ms) > nowMs || paying);
    return {
      position: index + 1,
      email: row.email,
      places: Number(row.places),
      joinedAt: iso(row.joined_ms),
      hold: held
        ? {
            places: Number(row.held_places),
            offeredAt: iso(row.offered_ms ?? row.joined_ms),
            until: iso(row.held_until_ms ?? row.joined_ms),
            paying,
          }
        : null,
    };
  });
}
