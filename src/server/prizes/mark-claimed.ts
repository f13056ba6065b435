import type { Kysely } from 'kysely';
import type { MarkedClaimed } from '../../contracts/prize-edits';
import { type Database, quoted, recordAudit } from '../db';
import { conflict, notFound } from '../plugins';
import { undoneWins } from './prize-entries';
import { windowOf } from './prize-store';

// An organiser marks a win claimed for the winner (docs/product/prizes.md, "Winning and claiming"): a
// cheer's winner has no address and so no claim link; the organisers reach them on Twitch, and once marked
// the place is not drawn again after the deadline. Any winner may be marked so (one who wrote back instead
// of opening the link); marking twice is marking once. A place already drawn again, or a win a refund
// undid, cannot be marked.

export async function markClaimed(
  db: Kysely<Database>,
  winnerId: number,
  by: string,
  nowMs: number,
): Promise<MarkedClaimed> {
  return db.transaction().execute(async (trx) => {
    const winner = await trx
      .selectFrom('prize_winners')
      .selectAll()
      .where('id', '=', winnerId)
      .executeTakeFirst();
    if (!winner) throw notFound(`There is no prize winner ${winnerId}.`);
    const prize = (await trx
      .selectFrom('prizes')
      .selectAll()
      .where('id', '=', winner.prize_id)
      .executeTakeFirst())!;
    const answer = (claimedMs: number) => ({
      id: winnerId,
      claimedAt: new Date(claimedMs).toISOString(),
    });
    if (winner.claimed_ms !== null) return answer(Number(winner.claimed_ms));
    if (winner.lapsed_ms !== null)
      throw conflict(
        `${winner.public_name}'s place in "${prize.name}" was already drawn again; it can no longer be marked claimed.`,
      );
    if ((await undoneWins(trx, windowOf(prize), [winner])).size > 0)
      throw conflict(
        `${winner.public_name}'s donation was refunded, so their win of "${prize.name}" is undone; draw the place again.`,
      );
    const marked = await trx
      .updateTable('prize_winners')
      .set({ claimed_ms: nowMs })
      .where('id', '=', winnerId)
      .where('claimed_ms', 'is', null)
      .where('lapsed_ms', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0)
      throw conflict('This win changed meanwhile; look at the list again.');
    await recordAudit(
      trx,
      `Marked ${quoted(prize.name)} claimed for ${quoted(winner.public_name)}${winner.email === null ? ' (no address)' : ''}`,
      by,
      nowMs,
    );
    return answer(nowMs);
  });
}
