import type { Kysely } from 'kysely';
import type { BadgeRecord } from '../../contracts/organiser';
import type { Database } from '../db';
import { badgeOrderDisputed } from '../disputes';

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Every badge, one per in-person ticket, sorted by name then code (the same on both engines). */
export async function badgeList(db: Kysely<Database>): Promise<BadgeRecord[]> {
  const rows = await db
    .selectFrom('badges')
    .select(['code', 'name', 'late_registrant', 'ticket_type', 'refunded_ms'])
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
