import { type Kysely, sql, type UpdateQueryBuilder } from 'kysely';
import { currentEditionId, type Database } from '../db';

// The running totals are the current edition's
// (docs/decisions/080-incentives-totals-and-retention-per-edition.md): a purchase, refund or give-back
// moves them only when its order belongs to the current edition, and making another edition current
// sets them to that edition's (countEditionTotals).

export type TotalName = 'donations' | 'tickets';

/**
 * Only when the purchase's order is the current edition's; null for a Twitch cheer, which has no order and
 * always belongs to the current edition.
 */
function ofCurrentEdition<O>(
  trx: Kysely<Database>,
  query: UpdateQueryBuilder<Database, 'progress_totals', 'progress_totals', O>,
  orderId: string | null,
) {
  if (orderId === null) return query;
  return query.where(({ exists, selectFrom }) =>
    exists(
      selectFrom('orders')
        .select('orders.id')
        .where('orders.id', '=', orderId)
        .where('orders.edition_id', '=', currentEditionId(trx)),
    ),
  );
}

/**
 * Adds a purchase to its running total. Call it in the recording transaction BEFORE inserting the
 * purchase's row: the row lock taken here orders the inserts, so ids are handed out in commit order and
 * the last counted id (setLastCounted) is always the newest purchase, the one the overlay names.
 */
export async function addToTotals(
  trx: Kysely<Database>,
  name: TotalName,
  count: number,
  cents: number,
  /** The purchase's order; null for a Twitch cheer. */
  orderId: string | null,
) {
  await trx
    .updateTable('progress_totals')
    .set({ count: sql`count + ${count}`, cents: sql`cents + ${cents}` })
    .where('name', '=', name)
    .$call((query) => ofCurrentEdition(trx, query, orderId))
    .execute();
}

/**
 * A refund takes its amount out of the running total (and the purchase's count, once nothing of it is
 * left). The last counted id stays: the newest donation is still the newest, and the overlay's summary
 * walks back past one refunded in full.
 */
export async function removeFromTotals(
  trx: Kysely<Database>,
  name: TotalName,
  count: number,
  cents: number,
  orderId: string,
) {
  await trx
    .updateTable('progress_totals')
    .set({ count: sql`count - ${count}`, cents: sql`cents - ${cents}` })
    .where('name', '=', name)
    .$call((query) => ofCurrentEdition(trx, query, orderId))
    .execute();
}

/** After the insert, in the same transaction: the newest id counted in the total. */
export async function setLastCounted(
  trx: Kysely<Database>,
  name: TotalName,
  id: number,
  orderId: string | null,
) {
  await trx
    .updateTable('progress_totals')
    .set({ last_id: id })
    .where('name', '=', name)
    .$call((query) => ofCurrentEdition(trx, query, orderId))
    .execute();
}

const current = sql`(select current_edition_id from event_settings where id = 1)`;
const ticketsOfCurrent = sql`(select id from orders where edition_id = ${current})`;

/**
 * Inside the transaction that made an edition current: the running totals become that edition's, counted
 * as the running totals count them (a purchase refunded in full leaves the donations' count; a ticket
 * refunded on its own leaves the tickets'), the last counted ids its newest.
 */
export async function countEditionTotals(trx: Kysely<Database>) {
  await trx
    .updateTable('progress_totals')
    .set({
      count: sql`(select count(*) from donations where edition_id = ${current} and refunded_cents < amount_cents)`,
      cents: sql`(select coalesce(sum(amount_cents - refunded_cents), 0) from donations where edition_id = ${current})`,
      last_id: sql`(select max(id) from donations where edition_id = ${current})`,
    })
    .where('name', '=', 'donations')
    .execute();
  await trx
    .updateTable('progress_totals')
    .set({
      count: sql`(select coalesce(sum(count - refunded_count), 0) from tickets where order_id in ${ticketsOfCurrent})`,
      cents: sql`(select coalesce(sum(amount_cents - refunded_cents), 0) from tickets where order_id in ${ticketsOfCurrent})`,
      last_id: sql`(select max(id) from tickets where order_id in ${ticketsOfCurrent})`,
    })
    .where('name', '=', 'tickets')
    .execute();
}

/**
 * The running totals and the revision they are at, read in one statement, so that (on PostgreSQL, where
 * each statement sees its own moment) the revision is never older than the totals beside it.
 */
export async function readTotals(db: Kysely<Database>) {
  const rows = await db
    .selectFrom(['progress_totals', 'progress_revision'])
    .select([
      'progress_totals.name',
      'progress_totals.count',
      'progress_totals.cents',
      'progress_totals.last_id',
      'progress_revision.revision',
    ])
    .execute();
  const of = (name: TotalName) => {
    const row = rows.find((r) => r.name === name);
    return {
      count: Number(row?.count ?? 0),
      cents: Number(row?.cents ?? 0),
      lastId: row?.last_id === null || row?.last_id === undefined ? null : Number(row.last_id),
    };
  };
  return { donations: of('donations'), tickets: of('tickets'), revision: Number(rows[0]?.revision ?? 0) };
}
