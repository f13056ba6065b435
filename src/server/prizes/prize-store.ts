import type { Kysely, Selectable } from 'kysely';
import type { NewPrize } from '../../contracts/prize-edits';
import type { PrizeWire } from '../../contracts/prizes';
import { centsToWireDollars } from '../../contracts/wire-dollars';
import { type PrizeDelivery, type PrizeWindow, prizeState } from '../../domain/prizes/prizes';
import type { Database } from '../db';
import { undoneWins } from './prize-entries';

// The prizes and winners tables (migration 035) and how the public sees them (docs/product/prizes.md).
// A winner's address and donor key never leave this folder but in the organisers' list.

export type PrizeRow = Selectable<Database['prizes']>;
export type WinnerRow = Selectable<Database['prize_winners']>;

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

export function windowOf(row: PrizeRow): PrizeWindow {
  return {
    minimumCents: Number(row.minimum_cents),
    opensMs: Number(row.opens_ms),
    closesMs: Number(row.closes_ms),
  };
}

export async function insertPrize(db: Kysely<Database>, prize: NewPrize, by: string, nowMs: number) {
  const row = await db
    .insertInto('prizes')
    .values({
      name: prize.name,
      description: prize.description,
      image_url: prize.imageUrl,
      sponsor: prize.sponsor,
      minimum_cents: prize.minimumDonation,
      opens_ms: Date.parse(prize.opensAt),
      closes_ms: Date.parse(prize.closesAt),
      winners: prize.winners,
      delivery: prize.delivery,
      created_ms: nowMs,
      created_by: by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export const findPrize = (db: Kysely<Database>, id: number) =>
  db.selectFrom('prizes').selectAll().where('id', '=', id).executeTakeFirst();

/** Every winner drawn, lapsed ones too, first drawn first. */
const winnersOf = (db: Kysely<Database>, prizeIds: number[]) =>
  prizeIds.length === 0
    ? Promise.resolve([] as WinnerRow[])
    : db
        .selectFrom('prize_winners')
        .selectAll()
        .where('prize_id', 'in', prizeIds)
        .orderBy('drawn_ms')
        .orderBy('place')
        .execute();

/** Open prizes first (closing soonest first), then upcoming ones (opening soonest first), then past ones. */
function listOrder(nowMs: number) {
  const rank = { open: 0, upcoming: 1, closed: 2 } as const;
  return (a: PrizeRow, b: PrizeRow) => {
    const stateA = prizeState(windowOf(a), nowMs);
    const stateB = prizeState(windowOf(b), nowMs);
    if (stateA !== stateB) return rank[stateA] - rank[stateB];
    if (stateA === 'open') return Number(a.closes_ms) - Number(b.closes_ms) || a.id - b.id;
    if (stateA === 'upcoming') return Number(a.opens_ms) - Number(b.opens_ms) || a.id - b.id;
    return Number(b.closes_ms) - Number(a.closes_ms) || b.id - a.id;
  };
}

/** Every prize in the page's order, with its winners and those of them whose win a refund undid. */
export async function allPrizes(db: Kysely<Database>, nowMs: number) {
  const prizes = (await db.selectFrom('prizes').selectAll().execute()).sort(listOrder(nowMs));
  const winners = await winnersOf(
    db,
    prizes.map((prize) => Number(prize.id)),
  );
  return Promise.all(
    prizes.map(async (prize) => {
      const own = winners.filter((winner) => Number(winner.prize_id) === Number(prize.id));
      return { prize, winners: own, undone: await undoneWins(db, windowOf(prize), own) };
    }),
  );
}

/** What GET /api/prizes answers (kept a moment in public-answers/). */
export async function publicPrizeList(db: Kysely<Database>, nowMs: number): Promise<PrizeWire[]> {
  return (await allPrizes(db, nowMs)).map(({ prize, winners, undone }) =>
    prizeToWire(prize, winners, undone, nowMs),
  );
}

export function prizeToWire(
  prize: PrizeRow,
  winners: readonly WinnerRow[],
  undone: ReadonlySet<number>,
  nowMs: number,
): PrizeWire {
  const window = windowOf(prize);
  return {
    id: Number(prize.id),
    name: prize.name,
    description: prize.description,
    imageUrl: prize.image_url,
    sponsor: prize.sponsor,
    minimumDonation: centsToWireDollars(window.minimumCents),
    opensAt: iso(window.opensMs),
    closesAt: iso(window.closesMs),
    winners: Number(prize.winners),
    delivery: prize.delivery as PrizeDelivery,
    state: prizeState(window, nowMs),
    drawn: winners
      .filter((winner) => winner.lapsed_ms === null && !undone.has(Number(winner.id)))
      .map((winner) => ({
        name: winner.public_name,
        drawnAt: iso(winner.drawn_ms),
        claimed: winner.claimed_ms !== null,
      })),
  };
}
