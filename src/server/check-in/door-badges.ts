import type { Kysely } from 'kysely';
import type { DoorBadge } from '../../contracts/check-in';
import { currentEditionId, type Database } from '../db';
import { badgeOrderDisputed } from '../disputes';
import { readTicketPayload } from '../orders';

// Badges as the door sees them: the badge, its order's answers about food and accommodations, and its
// check-in if it has one (docs/product/organisers.md, "Check-in at the door"). Only the current
// edition's badges admit anyone (docs/decisions/075-editions-as-data.md).

/**
 * The current edition's badges, read as the door shows them; the current edition is read inside the
 * statement, so a door read during a switch sees one edition.
 */
export function doorBadgeQuery(db: Kysely<Database>) {
  return db
    .selectFrom('badges')
    .innerJoin('orders', 'orders.id', 'badges.order_id')
    .leftJoin('check_ins', 'check_ins.code', 'badges.code')
    .where('orders.edition_id', '=', currentEditionId(db))
    .select([
      'badges.code',
      'badges.name',
      'badges.ticket_type',
      'badges.late_registrant',
      'badges.refunded_ms',
      'orders.payload',
      'check_ins.checked_in_ms',
      'check_ins.device',
      badgeOrderDisputed,
    ]);
}

export type DoorBadgeRow = Awaited<ReturnType<ReturnType<typeof doorBadgeQuery>['executeTakeFirstOrThrow']>>;

/** A need the order said yes to, with its details ('' when none were given); null when it said no. */
const need = (said: boolean, details: string) => (said ? details : null);

export function toDoorBadge(row: DoorBadgeRow): DoorBadge {
  const payload = readTicketPayload(row.payload);
  const info = payload.kind === 'in-person' ? payload.info : undefined;
  return {
    code: row.code,
    name: row.name,
    ticketType: row.ticket_type,
    dietary: info ? need(info.dietaryRestrictions, info.dietaryRestrictionsDetails) : null,
    accommodations: info ? need(info.accomodations, info.accomodationsDetails) : null,
    lateRegistrant: Boolean(row.late_registrant),
    refunded: row.refunded_ms !== null,
    disputed: Boolean(row.disputed),
    checkedInAt: row.checked_in_ms === null ? null : new Date(Number(row.checked_in_ms)).toISOString(),
  };
}

/**
 * The edition of a badge bought for another edition than the current one; undefined when the code is
 * the current edition's or no badge's.
 */
export async function otherEditionOfBadge(
  db: Kysely<Database>,
  code: string,
): Promise<{ name: string; year: number } | undefined> {
  const row = await db
    .selectFrom('badges')
    .innerJoin('orders', 'orders.id', 'badges.order_id')
    .innerJoin('editions', 'editions.id', 'orders.edition_id')
    .select(['editions.name', 'editions.year'])
    .where('badges.code', '=', code)
    .where('orders.edition_id', '!=', currentEditionId(db))
    .executeTakeFirst();
  return row && { name: row.name, year: Number(row.year) };
}
