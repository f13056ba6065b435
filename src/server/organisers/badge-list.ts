import type { Kysely } from 'kysely';
import type { BadgeRecord } from '../../contracts/organiser';
import type { Database } from '../db';
import { badgeOrderDisputed } from '../disputes';
import type { ListedEdition } from '../editions';

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * One edition's badges (an edition's id, or the current one's as a sub-select), one per in-person ticket,
 * sorted by name then code (the same on both engines).
 */
export async function badgeList(db: Kysely<Database>, edition: ListedEdition): Promise<BadgeRecord[]> {
  const rows = await db
    .selectFrom('badges')
    .innerJoin('orders', 'orders.id', 'badges.order_id')
    .select([
      'badges.code',
      'badges.name',
      'badges.late_registrant',
      'badges.ticket_type',
      'badges.refunded_ms',
    ])
    .where('orders.edition_id', '=', edition)
    // Open disputes and holds, as the door checks them.
    .select(badgeOrderDisputed)
    .execute();
  return rows
    .map((row) => ({
      code: row.code,
      names: row.name,
      lateRegistrant: Boolean(row.late_registrant),
      ticketType: row.ticket_type,
      refunded: row.refunded_ms !== null,
      ...(row.disputed ? { disputed: true } : {}),
    }))
    .sort((a, b) => byName.compare(a.names, b.names) || a.code.localeCompare(b.code));
}
