import type { Kysely } from 'kysely';
import type { BlastKind, BlastReach } from '../../contracts/dashboard-blast';
import type { Database } from '../db';
import { assertSingleAddress } from '../mail';

// Whom the dashboard's blast reaches (docs/product/organisers.md, "Email blast from the dashboard"):
// people of one kind, and the addresses their emails go to. Only tickets still standing count: a
// refunded badge or viewer, or an order refunded in full, is nobody to write to about the event.

export const isSingleAddress = (address: string) => {
  try {
    assertSingleAddress(address);
    return true;
  } catch {
    return false;
  }
};

/** One person of the chosen kind and the address that reaches them, in the order people bought. */
type Person = { address: string };

async function buyers(db: Kysely<Database>): Promise<Person[]> {
  const rows = await db
    .selectFrom('tickets')
    .select('buyer_email')
    .whereRef('refunded_count', '<', 'count')
    .orderBy('time_ms')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ address: row.buyer_email }));
}

async function attendees(db: Kysely<Database>): Promise<Person[]> {
  const rows = await db
    .selectFrom('badges')
    .innerJoin('tickets', 'tickets.order_id', 'badges.order_id')
    .select('tickets.buyer_email')
    .where('badges.refunded_ms', 'is', null)
    .orderBy('tickets.time_ms')
    .orderBy('badges.id')
    .execute();
  return rows.map((row) => ({ address: row.buyer_email }));
}

async function viewers(db: Kysely<Database>): Promise<Person[]> {
  const rows = await db
    .selectFrom('livestream_access')
    .select('email')
    .where('revoked_ms', 'is', null)
    .orderBy('created_ms')
    .orderBy('token')
    .execute();
  return rows.map((row) => ({ address: row.email }));
}

const peopleOf: Record<BlastKind, (db: Kysely<Database>) => Promise<Person[]>> = {
  buyers,
  attendees,
  viewers,
};

/**
 * The addresses a blast to `kind` goes to, each once (compared without case), and how many people
 * they reach. A buyer or a viewer is one person per address; attendees are counted by badge, since one
 * buyer's address reaches every badge of their orders.
 */
export async function blastReach(
  db: Kysely<Database>,
  kind: BlastKind,
): Promise<BlastReach & { to: string[] }> {
  const seen = new Set<string>();
  const bad = new Set<string>();
  const to: string[] = [];
  let people = 0;
  for (const person of await peopleOf[kind](db)) {
    const address = person.address.trim();
    const key = address.toLowerCase();
    if (!isSingleAddress(address)) {
      bad.add(key);
      continue;
    }
    if (kind === 'attendees') people += 1;
    if (seen.has(key)) continue;
    seen.add(key);
    to.push(address);
  }
  return {
    kind,
    people: kind === 'attendees' ? people : to.length,
    addresses: to.length,
    skipped: bad.size,
    to,
  };
}
