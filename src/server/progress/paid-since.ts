import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db';

/** The purchases the progress views replay: ticket purchases and donations. */
type PurchaseTable = 'tickets' | 'donations';

/**
 * Narrows a select of purchases to those after a moment that still count (a purchase refunded in full
 * is left out), oldest first: the progress views replay them in time order. Use with `$call`.
 */
export function paidSince(afterMs: number) {
  return <T extends PurchaseTable, O>(query: SelectQueryBuilder<Database, T, O>) =>
    // Both tables have these columns, but Kysely checks a column against one table only.
    (query as unknown as SelectQueryBuilder<Database, 'tickets', O>)
      .where('time_ms', '>', afterMs)
      .where((eb) => eb('refunded_cents', '<', eb.ref('amount_cents')))
      .orderBy('time_ms')
      .orderBy('id') as unknown as SelectQueryBuilder<Database, T, O>;
}
