import type { Kysely } from 'kysely';
import { donationRecordToWire } from '../../contracts/donations';
import { incentiveToWire } from '../../contracts/incentive-conversion';
import { parentIdOf } from '../../domain/incentives/incentive';
import type { Database } from '../db';
import { donationsSince, incentivesWithTotals, recentDonationsPage } from '../donations';
import { currentPublicEdition } from '../editions';
import { type AnswerCache, answerCache, historyStartMs } from '../plugins';
import { publicPrizeList } from '../prizes';
import { scheduleRepository } from '../schedule';

// The answers every page asks for (the edition, schedule, incentives, donations, prizes) and only organisers (or donations) change: read from the database
// once, not per visitor (docs/benchmark.md, the API's throughput). With several instances, another
// instance's change shows here within a second.
const ttlMs = 1_000;

export interface PublicAnswers {
  /** GET /api/incentives: announced ones only; hidden ones (and their options) are left out. */
  incentives: AnswerCache;
  /** GET /api/schedule. */
  schedule: AnswerCache;
  /** POST /api/donations from the history date, as every page asks it: the whole public history. */
  donationHistory: AnswerCache;
  /** GET /api/donations/recent without a cursor: the newest page, the /donations page's first load. */
  recentDonations: AnswerCache;
  /** GET /api/prizes: every prize and its winners; a refund may undo a win, so donations drop it too. */
  prizes: AnswerCache;
  /**
   * GET /api/edition: the current edition's public facts, which every rendered page carries
   * (docs/decisions/082-the-public-site-follows-the-current-edition.md); dropped when organisers make
   * another edition current or edit the current one.
   */
  edition: AnswerCache;
  /** A donation was recorded or refunded: every answer that shows donations or totals is read again. */
  donationsChanged(): void;
}

/** `now` is the app's clock, which times how long each answer is kept. */
export function publicAnswers(db: Kysely<Database>, now: () => number): PublicAnswers {
  const donationHistory = answerCache(
    async () => (await donationsSince(db, historyStartMs)).map(donationRecordToWire),
    ttlMs,
    now,
  );
  const recentDonations = answerCache(() => recentDonationsPage(db), ttlMs, now);
  const incentives = answerCache(
    async () => {
      const all = await incentivesWithTotals(db);
      const hidden = new Set(all.filter((incentive) => incentive.hidden).map((incentive) => incentive.id));
      return all
        .filter((incentive) => !hidden.has(incentive.id) && !hidden.has(parentIdOf(incentive.id) ?? ''))
        .map(incentiveToWire);
    },
    ttlMs,
    now,
  );
  const prizes = answerCache(() => publicPrizeList(db, now()), ttlMs, now);
  return {
    incentives,
    prizes,
    schedule: answerCache(() => scheduleRepository(db).list(), ttlMs, now),
    edition: answerCache(() => currentPublicEdition(db), ttlMs, now),
    donationHistory,
    recentDonations,
    donationsChanged() {
      incentives.invalidate();
      donationHistory.invalidate();
      recentDonations.invalidate();
      prizes.invalidate();
    },
  };
}
