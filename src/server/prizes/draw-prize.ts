import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { prizeWonEmail } from '../../../content/prize-emails';
import type { PrizeDrawAnswer } from '../../contracts/prize-edits';
import { isValidEmail } from '../../domain/email';
import { type PrizeDelivery, pickWinners } from '../../domain/prizes/prizes';
import { type Database, quoted, recordAudit } from '../db';
import { readCurrentEdition } from '../editions';
import { enqueueMail, renderEmail } from '../mail';
import { conflict, notFound } from '../plugins';
import { currentEntries, undoneWins } from './prize-entries';
import { findPrize, windowOf } from './prize-store';

// A drawing (docs/product/prizes.md, "Drawing"): after the window closes, the places not held by a winner
// (none drawn yet, one whose claim deadline passed, or one a refund undid) are drawn among the entries with node:crypto's
// randomInt, in one transaction that first raises the prize's drawing count: a second organiser pressing
// Draw at the same moment waits on that row, then finds every place taken (docs/decisions/071-prize-entries.md).

export interface DrawDeps {
  db: Kysely<Database>;
  publicUrl: string;
  claimDays: number;
  now: () => number;
}

/** The edition the winner's e-mail names: the current one, whose livestream the prize is of. */
async function mailEdition(trx: Kysely<Database>) {
  const { name, year, timeZone, timeZoneLabel } = await readCurrentEdition(trx);
  return { name, year, timeZone, timeZoneLabel };
}

export const claimTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface DrawOutcome {
  answer: PrizeDrawAnswer;
  prize: string;
}

export async function drawPrize(deps: DrawDeps, prizeId: number, by: string): Promise<DrawOutcome> {
  const nowMs = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    // First: the row lock that makes two drawings at once take turns.
    const raised = await trx
      .updateTable('prizes')
      .set((eb) => ({ draws: eb('draws', '+', 1) }))
      .where('id', '=', prizeId)
      .executeTakeFirst();
    if (Number(raised.numUpdatedRows) === 0) throw notFound(`There is no prize ${prizeId}.`);
    const prize = (await findPrize(trx, prizeId))!;
    const window = windowOf(prize);
    if (nowMs < window.closesMs)
      throw conflict(
        `"${prize.name}" takes entries until ${new Date(window.closesMs).toISOString()}; draw it after its window closes.`,
      );
    // Places whose winner let the deadline pass are drawn again.
    await trx
      .updateTable('prize_winners')
      .set({ lapsed_ms: nowMs })
      .where('prize_id', '=', prizeId)
      .where('claimed_ms', 'is', null)
      .where('lapsed_ms', 'is', null)
      .where('claim_deadline_ms', '<=', nowMs)
      .execute();
    const earlier = await trx
      .selectFrom('prize_winners')
      .select(['id', 'place', 'donor_key', 'lapsed_ms', 'erased_ms'])
      .where('prize_id', '=', prizeId)
      .execute();
    // And places whose win a refund undid, claimed or not (docs/decisions/079-refunded-wins.md).
    const undone = await undoneWins(
      trx,
      window,
      earlier.filter((row) => row.lapsed_ms === null),
    );
    if (undone.size > 0)
      await trx
        .updateTable('prize_winners')
        .set({ lapsed_ms: nowMs })
        .where('id', 'in', [...undone])
        .execute();
    const held = new Set(
      earlier
        .filter((row) => row.lapsed_ms === null && !undone.has(Number(row.id)))
        .map((row) => Number(row.place)),
    );
    const openPlaces = Array.from({ length: Number(prize.winners) }, (_, index) => index + 1).filter(
      (place) => !held.has(place),
    );
    if (openPlaces.length === 0)
      throw conflict(
        `Every winner of "${prize.name}" is drawn; a place is drawn again only after its claim deadline.`,
      );
    // A donor wins a prize once: earlier winners, lapsed ones too, are not entries again.
    const excluded = new Set(earlier.map((row) => row.donor_key).filter((key) => key !== ''));
    const { entries, details } = await currentEntries(trx, window, excluded);
    if (entries.length === 0) throw conflict(`No donor has an entry in "${prize.name}" left to draw.`);
    const picked = pickWinners(entries, openPlaces.length, (n) => randomInt(n));
    const drawNumber = Number(prize.draws) + 1;
    const deadlineMs = nowMs + deps.claimDays * 86_400_000;
    const names: string[] = [];
    for (const [index, entry] of picked.entries()) {
      // Named by their newest donation in the window that shows a name; else "Anonymous".
      const donations = entry.donationIds.map((id) => ({ id, ...details.byId.get(id)! }));
      const named = donations.filter((donation) => donation.shown && donation.name !== '').at(-1);
      const last = donations.at(-1)!;
      const publicName = named?.name ?? 'Anonymous';
      const email = donations.map((donation) => donation.email).find((address) => address !== null) ?? null;
      const orderId = donations.map((donation) => donation.orderId).find((order) => order !== null) ?? null;
      const token = randomBytes(24).toString('base64url');
      const inserted = await trx
        .insertInto('prize_winners')
        .values({
          prize_id: prizeId,
          draw_number: drawNumber,
          place: openPlaces[index]!,
          drawn_ms: nowMs,
          drawn_by: by,
          entry_count: entries.length,
          donor_key: entry.donorKey,
          email,
          public_name: publicName,
          donation_id: last.id,
          order_id: orderId,
          claim_token_hash: claimTokenHash(token),
          claim_deadline_ms: deadlineMs,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      names.push(publicName);
      if (email !== null && isValidEmail(email)) {
        const mail = renderEmail(
          prizeWonEmail({
            edition: await mailEdition(trx),
            prize: prize.name,
            sponsor: prize.sponsor,
            delivery: prize.delivery as PrizeDelivery,
            claimUrl: `${deps.publicUrl}/prizes#claim=${token}`,
            claimDeadlineMs: deadlineMs,
          }),
        );
        // Kept under the donor's order, so erasing the order erases this email too (src/server/retention/).
        await enqueueMail(
          trx,
          {
            to: email,
            ...mail,
            kind: 'prize-won',
            ref: orderId ?? `prize-winner:${inserted.id}`,
            dedupeKey: `prize-won:${inserted.id}`,
          },
          nowMs,
        );
      }
    }
    await recordAudit(
      trx,
      `Drew ${quoted(prize.name)} among ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}: ${names.join(', ')}`,
      by,
      nowMs,
    );
    return {
      prize: prize.name,
      answer: {
        winners: names,
        entries: entries.length,
        drawnAt: new Date(nowMs).toISOString(),
        drawnBy: by,
      },
    };
  });
}
