import type { Kysely } from 'kysely';
import {
  type EntryDonation,
  type PrizeEntry,
  type PrizeWindow,
  prizeEntries,
} from '../../domain/prizes/prizes';
import { nameAndMessageShown } from '../../domain/screening/screening';
import type { Database } from '../db';
import { orderDisputed } from '../disputes';

// Who is an entry in a prize's drawing (docs/decisions/071-prize-entries.md): every captured donation (a
// card donation's order is captured when its row exists; a cheer is Twitch's) inside the window, less its
// refunds, and none whose order PayPal holds in an open dispute. One donor's donations add up: a card
// donor is their PayPal address, a viewer their Twitch account; a donation with neither stands alone.

export interface EntryDetails {
  donations: EntryDonation[];
  /** What the drawing needs to tell and name a winner, per donation. */
  byId: Map<number, { email: string | null; name: string; shown: boolean; orderId: string | null }>;
}

async function entryDonations(
  db: Kysely<Database>,
  window: PrizeWindow,
  disputes: 'left out' | 'counted' = 'left out',
): Promise<EntryDetails> {
  const rows = await db
    .selectFrom('donations')
    .leftJoin('orders', 'orders.id', 'donations.order_id')
    .select([
      'donations.id',
      'donations.order_id',
      'donations.name',
      'donations.screening',
      'donations.amount_cents',
      'donations.refunded_cents',
      'donations.time_ms',
      'donations.twitch_user_id',
      'orders.payer_email',
    ])
    .where('donations.time_ms', '>=', window.opensMs)
    .where('donations.time_ms', '<', window.closesMs)
    .$if(disputes === 'left out', (query) =>
      query.where((eb) => eb.not(orderDisputed(eb.ref('donations.order_id')))),
    )
    .execute();
  const donations: EntryDonation[] = [];
  const byId: EntryDetails['byId'] = new Map();
  for (const row of rows) {
    const id = Number(row.id);
    const email = row.payer_email?.trim().toLowerCase() || null;
    const donorKey = email
      ? `email:${email}`
      : row.twitch_user_id
        ? `twitch:${row.twitch_user_id}`
        : `donation:${id}`;
    donations.push({
      donationId: id,
      donorKey,
      netCents: Number(row.amount_cents) - Number(row.refunded_cents),
      timeMs: Number(row.time_ms),
    });
    byId.set(id, { email, name: row.name, shown: nameAndMessageShown(row.screening), orderId: row.order_id });
  }
  return { donations, byId };
}

/** The entries of a prize now, leaving out its earlier winners. */
export async function currentEntries(
  db: Kysely<Database>,
  window: PrizeWindow,
  excluded: ReadonlySet<string>,
): Promise<{ entries: PrizeEntry[]; details: EntryDetails }> {
  const details = await entryDonations(db, window);
  return { entries: prizeEntries(window, details.donations, excluded), details };
}

/**
 * The winners among `winners` whose win a refund undid (docs/decisions/079-refunded-wins.md): their
 * donations in the window, less refunds, no longer reach the minimum. A dispute does not undo a win (it
 * may end in the donor's favour); an erased winner is no longer anyone to compare.
 */
export async function undoneWins(
  db: Kysely<Database>,
  window: PrizeWindow,
  winners: readonly { id: number; donor_key: string; erased_ms: number | string | null }[],
): Promise<Set<number>> {
  const known = winners.filter((winner) => winner.donor_key !== '' && winner.erased_ms === null);
  if (known.length === 0) return new Set();
  const { donations } = await entryDonations(db, window, 'counted');
  const standing = new Set(prizeEntries(window, donations).map((entry) => entry.donorKey));
  return new Set(
    known.filter((winner) => !standing.has(winner.donor_key)).map((winner) => Number(winner.id)),
  );
}
