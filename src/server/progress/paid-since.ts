import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db';

/** The purchases the progress views replay: ticket purchases and donations. */
type PurchaseTable = 'tickets' | 'donations';

const currentEdition = sql`(select current_edition_id from event_settings where id = 1)`;
/**
 * The current edition's purchases, as a condition on the table's own columns: a donation carries its
 * edition, a ticket purchase belongs to its order's.
 */
export const ofCurrentEdition = {
  donations: sql<boolean>`edition_id = ${currentEdition}`,
  tickets: sql<boolean>`order_id in (select id from orders where edition_id = ${currentEdition})`,
};

/**
 * Narrows a select of purchases to the current edition's after a moment that still count (a purchase
 * refunded in full is left out), oldest first: the progress views replay them in time order
 * (docs/decisions/080-incentives-totals-and-retention-per-edition.md). Use with `$call`.
 */
export function paidSince(afterMs: number, table: PurchaseTable) {
  return <T extends PurchaseTable, O>(query: SelectQueryBuilder<Database, T, O>) =>
    // Both tables have these columns, but Kysely checks a column against one table only.
    (query as unknown as SelectQueryBuilder<Database, 'tickets', O>)
      .where(ofCurrentEdition[table])
      .where('time_ms', '>', afterMs)
      .where((eb) => eb('refunded_cents', '<', eb.ref('amount_cents')))
      .orderBy('time_ms')
      .orderBy('id') as unknown as SelectQueryBuilder<Database, T, O>;
}
