import type { Kysely } from 'kysely';
import type { PrizeClaimAnswer } from '../../contracts/prizes';
import type { PrizeDelivery } from '../../domain/prizes/prizes';
import type { Database } from '../db';
import { gone, notFound } from '../plugins';
import { claimTokenHash } from './draw-prize';
import { undoneWins } from './prize-entries';

// Claiming (docs/product/prizes.md, "Winning and claiming"): the winner opens the link from their email
// and confirms. Claiming twice is claiming once; after the deadline the place is drawn again, so the
// link no longer works; nor once a refund undid the win (docs/decisions/079-refunded-wins.md).

export async function claimPrize(
  db: Kysely<Database>,
  token: string,
  nowMs: number,
): Promise<PrizeClaimAnswer> {
  return db.transaction().execute(async (trx) => {
    const winner = await trx
      .selectFrom('prize_winners')
      .innerJoin('prizes', 'prizes.id', 'prize_winners.prize_id')
      .select([
        'prize_winners.id',
        'prize_winners.claimed_ms',
        'prize_winners.lapsed_ms',
        'prize_winners.claim_deadline_ms',
        'prize_winners.donor_key',
        'prize_winners.erased_ms',
        'prizes.name',
        'prizes.delivery',
        'prizes.minimum_cents',
        'prizes.opens_ms',
        'prizes.closes_ms',
      ])
      .where('prize_winners.claim_token_hash', '=', claimTokenHash(token))
      .executeTakeFirst();
    if (!winner)
      throw notFound('This claim link opens no prize: check that it is the whole link from your email.');
    const answer = (claimedMs: number) => ({
      prize: winner.name,
      delivery: winner.delivery as PrizeDelivery,
      claimedAt: new Date(claimedMs).toISOString(),
    });
    if (winner.claimed_ms !== null) return answer(Number(winner.claimed_ms));
    const window = {
      minimumCents: Number(winner.minimum_cents),
      opensMs: Number(winner.opens_ms),
      closesMs: Number(winner.closes_ms),
    };
    if ((await undoneWins(trx, window, [winner])).size > 0)
      throw gone(
        `The donation that won "${winner.name}" was refunded, so the prize goes to another donor. Write to us if this is a mistake.`,
      );
    if (winner.lapsed_ms !== null || nowMs >= Number(winner.claim_deadline_ms))
      throw gone(
        `The time to claim "${winner.name}" ended on ${new Date(Number(winner.claim_deadline_ms)).toUTCString()}, so it goes to another donor.`,
      );
    await trx
      .updateTable('prize_winners')
      .set({ claimed_ms: nowMs })
      .where('id', '=', winner.id)
      .where('claimed_ms', 'is', null)
      .execute();
    return answer(nowMs);
  });
}
