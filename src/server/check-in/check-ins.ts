import type { Kysely } from 'kysely';
import { edition } from '../../../content/edition';
import {
  alreadyCheckedInMessage,
  type CheckInSummary,
  type DoorBadge,
  disputedBadgeMessage,
  MAX_SEARCH_RESULTS,
  otherEditionBadgeMessage,
  RECENT_CHECK_INS,
  type RecentCheckIn,
  refundedBadgeMessage,
  transferredCodeMessage,
  unknownCodeMessage,
} from '../../contracts/check-in';
import { badgeMatches, normaliseBadgeCode } from '../../domain/tickets/badge-lookup';
import { currentEditionId, type Database } from '../db';
import { doorBadgeQuery, otherEditionOfBadge, toDoorBadge } from './door-badges';

// Check-in at the door (docs/product/organisers.md, "Check-in at the door").

export type CheckInOutcome =
  | { kind: 'checked-in'; badge: DoorBadge; checkIn: RecentCheckIn }
  | { kind: 'already'; badge: DoorBadge; device: string | null; message: string }
  | { kind: 'unknown'; message: string }
  | { kind: 'transferred'; message: string }
  | { kind: 'other-edition'; message: string }
  | { kind: 'refunded'; badge: DoorBadge; message: string }
  | { kind: 'disputed'; badge: DoorBadge; message: string };

/**
 * Checks a badge in once. The insert does nothing when the badge already has a row (the code is the
 * table's key), so of two phones scanning the same badge at the same moment exactly one checks it in
 * and the other is told when that happened.
 */
export async function checkIn(
  db: Kysely<Database>,
  code: string,
  device: string | null,
  nowMs: number,
): Promise<CheckInOutcome> {
  const row = await doorBadgeQuery(db).where('badges.code', '=', code).executeTakeFirst();
  if (!row) {
    const other = await otherEditionMessage(db, code);
    if (other) return { kind: 'other-edition', message: other };
    const transferred = await transferredMessage(db, code);
    return transferred
      ? { kind: 'transferred', message: transferred }
      : { kind: 'unknown', message: unknownCodeMessage(code) };
  }
  const badge = toDoorBadge(row);
  if (badge.refunded) {
    return { kind: 'refunded', badge, message: refundedBadgeMessage(badge) };
  }
  if (badge.disputed) {
    return { kind: 'disputed', badge, message: disputedBadgeMessage(badge) };
  }
  const inserted = await db
    .insertInto('check_ins')
    .values({ code, checked_in_ms: nowMs, device })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .returning('code')
    .executeTakeFirst();
  if (inserted) {
    const checkedInAt = new Date(nowMs).toISOString();
    return {
      kind: 'checked-in',
      badge: { ...badge, checkedInAt },
      checkIn: { code, name: badge.name, ticketType: badge.ticketType, checkedInAt },
    };
  }

  const first = await db
    .selectFrom('check_ins')
    .select(['checked_in_ms', 'device'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  const firstMs = Number(first.checked_in_ms);
  return {
    kind: 'already',
    badge: { ...badge, checkedInAt: new Date(firstMs).toISOString() },
    device: first.device,
    message: alreadyCheckedInMessage(badge, firstMs, edition.timeZone),
  };
}

/**
 * The door's sentence for a badge's old code from before it was passed to another person
 * (docs/decisions/077-ticket-transfers.md); undefined when no badge ever had the code.
 */
async function transferredMessage(db: Kysely<Database>, code: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('badge_transfers')
    .select('transferred_ms')
    .where('old_code', '=', code)
    .executeTakeFirst();
  return row && transferredCodeMessage(code, Number(row.transferred_ms), edition.timeZone);
}

/** The door's sentence for a badge of another edition; undefined when the code is not one. */
async function otherEditionMessage(db: Kysely<Database>, code: string): Promise<string | undefined> {
  const other = await otherEditionOfBadge(db, code);
  return other && otherEditionBadgeMessage(code, other);
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type Refusal = { code: string; error: string };

/**
 * The current edition's badges whose name or code holds the query, by name; an empty query lists every
 * one. A whole code of a badge's old code or of another edition's badge comes with the door's sentence.
 */
export async function searchBadges(
  db: Kysely<Database>,
  query: string,
): Promise<{ badges: DoorBadge[]; more: boolean; transferred?: Refusal; otherEdition?: Refusal }> {
  // A convention's few hundred badges at most: read them all and match with the same rule the page
  // uses offline, so both find the same people on either engine.
  const rows = await doorBadgeQuery(db).execute();
  const found = rows
    .filter((row) => badgeMatches(query, { code: row.code, name: row.name }))
    .map(toDoorBadge)
    .sort((a, b) => byName.compare(a.name, b.name) || a.code.localeCompare(b.code));
  const limit = query.trim() === '' ? found.length : MAX_SEARCH_RESULTS;
  const code = normaliseBadgeCode(query);
  const transferred = code === '' ? undefined : await transferredMessage(db, code);
  const otherEdition = code === '' ? undefined : await otherEditionMessage(db, code);
  return {
    badges: found.slice(0, limit),
    more: found.length > limit,
    ...(transferred ? { transferred: { code, error: transferred } } : {}),
    ...(otherEdition ? { otherEdition: { code, error: otherEdition } } : {}),
  };
}

/** The badges the door counts: the current edition's, of orders not refunded. */
const countedBadges = (db: Kysely<Database>) =>
  db
    .selectFrom('badges')
    .innerJoin('orders', 'orders.id', 'badges.order_id')
    .where('orders.edition_id', '=', currentEditionId(db))
    .where('badges.refunded_ms', 'is', null);

/** Checked in and sold, counting the current edition's badges of orders not refunded. */
export async function checkInCounts(
  db: Kysely<Database>,
): Promise<Pick<CheckInSummary, 'checkedIn' | 'sold'>> {
  const counts = await countedBadges(db)
    .leftJoin('check_ins', 'check_ins.code', 'badges.code')
    .select((eb) => [
      eb.fn.count<number>('badges.code').as('sold'),
      eb.fn.count<number>('check_ins.code').as('in'),
    ])
    .executeTakeFirstOrThrow();
  return { checkedIn: Number(counts.in), sold: Number(counts.sold) };
}

/** The current edition's counts and newest check-ins. */
export async function checkInSummary(db: Kysely<Database>): Promise<CheckInSummary> {
  const recent = await countedBadges(db)
    .innerJoin('check_ins', 'check_ins.code', 'badges.code')
    .select(['badges.code', 'badges.name', 'badges.ticket_type', 'check_ins.checked_in_ms'])
    .orderBy('check_ins.checked_in_ms', 'desc')
    .orderBy('badges.code')
    .limit(RECENT_CHECK_INS)
    .execute();
  return {
    ...(await checkInCounts(db)),
    recent: recent.map(
      (row): RecentCheckIn => ({
        code: row.code,
        name: row.name,
        ticketType: row.ticket_type,
        checkedInAt: new Date(Number(row.checked_in_ms)).toISOString(),
      }),
    ),
  };
}
