import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OrganiserWaitingList } from '../../contracts/organiser-waiting-list';
import type { WaitingListJoin } from '../../contracts/waiting-list';
import { waitingListKey } from '../../domain/tickets/waiting-list';
import type { Database } from '../db';

// The waiting list's rows (docs/product/tickets.md, "The waiting list"; migration 040). One row per
// address; its id is its place in line. Only the SHA-256 of a hold link's secret is kept, so a database
// reader cannot buy through anyone's hold.

type Db = Kysely<Database>;

export const holdTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Adds the address to the end of the line, or changes how many places its entry asks for: one entry per
 * address, keeping its place in line (the unique key makes two joins at the same moment one row). A hold
 * already offered keeps its places.
 */
export async function joinWaitingList(db: Db, join: WaitingListJoin, nowMs: number): Promise<void> {
  await db
    .insertInto('waiting_list')
    .values({
      email: join.email,
      email_key: waitingListKey(join.email),
      places: join.count,
      joined_ms: nowMs,
    })
    .onConflict((conflict) =>
      conflict.column('email_key').doUpdateSet((eb) => ({
        places: eb.ref('excluded.places'),
        email: eb.ref('excluded.email'),
      })),
    )
    .execute();
}

/** The entry a link's secret holds places for, while its hold lasts. */
export function findActiveHold(db: Db, token: string, nowMs: number) {
  return db
    .selectFrom('waiting_list')
    .select(['id', 'held_places', 'held_until_ms'])
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
 * with: that person has their tickets (inside the recording transaction).
 */
export async function leaveOnPurchase(db: Db, orderId: string, buyerEmail: string): Promise<void> {
  await db
    .deleteFrom('waiting_list')
    .where((eb) => eb.or([eb('order_id', '=', orderId), eb('email_key', '=', waitingListKey(buyerEmail))]))
    .execute();
}

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/** Everyone waiting, first in line first, with each hold (docs/product/organisers.md, "The waiting list"). */
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
    .orderBy('waiting_list.id')
    .execute();
  return rows.map((row, index) => ({
    position: index + 1,
    email: row.email,
    places: Number(row.places),
    joinedAt: iso(row.joined_ms),
    hold:
      row.held_until_ms !== null && Number(row.held_until_ms) > nowMs
        ? {
            places: Number(row.held_places),
            offeredAt: iso(row.offered_ms ?? row.joined_ms),
            until: iso(row.held_until_ms),
            paying:
              row.status !== null && ['created', 'approved', 'pending', 'declined'].includes(row.status),
          }
        : null,
  }));
}
