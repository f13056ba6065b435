import type { Kysely } from 'kysely';
import { incentiveToWire } from '../../contracts/incentives';
import { parentIdOf } from '../../domain/incentives/incentive';
import { scheduleRepository } from '../db/schedule-repository';
import type { Database } from '../db/schema';
import { incentivesWithTotals } from '../donations/incentive-totals';
import { type AnswerCache, answerCache } from './answer-cache';

// The answers every page asks for and only organisers (or donations) change: read from the database
// once, not per visitor (issue 8's API throughput). With several instances, another instance's change
// shows here within a second.
const ttlMs = 1_000;

export interface PublicAnswers {
  /** GET /api/incentives: announced ones only; hidden ones (and their options) are left out. */
  incentives: AnswerCache;
  /** GET /api/schedule. */
  schedule: AnswerCache;
}

export function publicAnswers(db: Kysely<Database>): PublicAnswers {
  return {
    incentives: answerCache(async () => {
      const all = await incentivesWithTotals(db);
      const hidden = new Set(all.filter((incentive) => incentive.hidden).map((incentive) => incentive.id));
      return all
        .filter((incentive) => !hidden.has(incentive.id) && !hidden.has(parentIdOf(incentive.id) ?? ''))
        .map(incentiveToWire);
    }, ttlMs),
    schedule: answerCache(() => scheduleRepository(db).list(), ttlMs),
  };
}
