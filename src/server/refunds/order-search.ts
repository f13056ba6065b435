import { type ExpressionBuilder, sql } from 'kysely';
import { normaliseBadgeCode } from '../../domain/tickets/badge-lookup';
import type { Database } from '../db';

// The Orders section's search (docs/product/organisers.md, "Orders"): one box for a badge name, an
// address (the buyer's, a viewer's, the PayPal payer's), the payer's name, a badge or viewer code, or
// PayPal's order id. Names and addresses match on any part, in any case, on both engines (lower() on
// both sides and LIKE, whose wildcards in the typed text are escaped); codes and ids match whole.

type OrderRow = ExpressionBuilder<Database, 'tickets' | 'orders'>;

/** '50%_off' searched for as typed: LIKE's own wildcards (and the escape character) taken literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** The where-clause of the search for `typed` (already trimmed, not empty). */
export function orderMatches(typed: string) {
  const pattern = likePattern(typed);
  const code = normaliseBadgeCode(typed);
  const contains = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '!'`;
  return (eb: OrderRow) =>
    eb.or([
      sql<boolean>`upper(${sql.ref('orders.id')}) = ${typed.toUpperCase()}`,
      contains('tickets.buyer_email'),
      contains('orders.payer_email'),
      contains('orders.payer_name'),
      eb.exists(
        eb
          .selectFrom('badges')
          .select('badges.id')
          .whereRef('badges.order_id', '=', 'orders.id')
          .where((inner) => inner.or([inner('badges.code', '=', code), contains('badges.name')])),
      ),
      eb.exists(
        eb
          .selectFrom('livestream_access')
          .select('livestream_access.token')
          .whereRef('livestream_access.order_id', '=', 'orders.id')
          .where((inner) =>
            inner.or([inner('livestream_access.code', '=', code), contains('livestream_access.email')]),
          ),
      ),
    ]);
}
