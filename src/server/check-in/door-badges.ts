import type { Kysely } from 'kysely';
import type { DoorBadge } from '../../contracts/check-in';
import type { Database } from '../db';
import { badgeOrderDisputed } from '../disputes';
import { readTicketPayload } from '../orders';

// Badges as the door sees them: the badge, its order's answers about food and accommodations, and its
// check-in if it has one (docs/product/organisers.md, "Check-in at the door").

export function doorBadgeQuery(db: Kysely<Database>) {
  return db
    .selectFrom('badges')
    .innerJoin('orders', 'orders.id', 'badges.order_id')
    .leftJoin('check_ins', 'check_ins.code', 'badges.code')
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
