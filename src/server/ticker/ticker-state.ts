import type { Kysely } from 'kysely';
import { timeslotThreshold } from '../../../content/schedule';
import { incentiveListSchema } from '../../contracts/incentives';
import { centsToWireDollars } from '../../contracts/money';
import type { PublicEdition } from '../../contracts/public-edition';
import { scheduleResponseSchema } from '../../contracts/schedule';
import type { TickerStateWire } from '../../contracts/ticker';
import { publicDonorName } from '../../domain/incentives/donation-rules';
import { parentIdOf } from '../../domain/incentives/incentive';
import { currentEditionId, type Database } from '../db';
import { progressSummary } from '../progress';
import type { PublicAnswers } from '../public-answers';
import { listMilestones } from './milestone-store';

// What the /ticker overlay rotates through (docs/product/donations-and-incentives.md, "The ticker"). The
// schedule and the incentives are the public answers every page reads, from memory, so the ticker shows
// exactly what /schedule and the donation form show. The donation is read here: the newest one whose name
// and message may be shown, skipping any a moderator has not passed (docs/product/screening.md).

export interface TickerStateSources {
  db: Kysely<Database>;
  answers: PublicAnswers;
}

async function nextRun(answers: PublicAnswers, nowMs: number): Promise<TickerStateWire['nextRun']> {
  const entries = scheduleResponseSchema.parse(JSON.parse(await answers.schedule.json()));
  // Entries before the threshold have no real timeslot yet (content/schedule.ts).
  const ahead = entries.filter((entry) => entry.start >= timeslotThreshold && entry.start * 1000 > nowMs);
  const next = ahead.reduce<(typeof ahead)[number] | undefined>(
    (soonest, entry) => (!soonest || entry.start < soonest.start ? entry : soonest),
    undefined,
  );
  return next ? { title: next.events, location: next.location, start: next.start } : null;
}

async function closingIncentives(
  answers: PublicAnswers,
  nowMs: number,
): Promise<TickerStateWire['closingIncentives']> {
  const incentives = incentiveListSchema.parse(JSON.parse(await answers.incentives.json()));
  return incentives
    .filter(
      (incentive) =>
        parentIdOf(incentive.id) === null &&
        !incentive.disabled &&
        incentive.expires !== null &&
        Date.parse(incentive.expires) > nowMs,
    )
    .map((incentive) => ({
      id: incentive.id,
      title: incentive.title,
      expires: incentive.expires!,
      raised: incentive.raised,
      goal: incentive.goal,
    }))
    .sort((a, b) => Date.parse(a.expires) - Date.parse(b.expires));
}

async function latestShownDonation(db: Kysely<Database>): Promise<TickerStateWire['latestDonation']> {
  const row = await db
    .selectFrom('donations')
    .select(['id', 'name', 'amount_cents', 'refunded_cents', 'message'])
    .where('screening', 'in', ['published', 'approved'])
    // The current edition's, as the bar's (docs/decisions/080-incentives-totals-and-retention-per-edition.md).
    .where('edition_id', '=', currentEditionId(db))
    .where((eb) => eb('refunded_cents', '<', eb.ref('amount_cents')))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: Number(row.id),
    name: publicDonorName(row.name),
    amount: centsToWireDollars(Number(row.amount_cents) - Number(row.refunded_cents)),
    message: row.message,
  };
}

export async function tickerState(sources: TickerStateSources, nowMs: number): Promise<TickerStateWire> {
  const { db, answers } = sources;
  const [run, incentives, donation, milestones, progress, edition] = await Promise.all([
    nextRun(answers, nowMs),
    closingIncentives(answers, nowMs),
    latestShownDonation(db),
    listMilestones(db),
    progressSummary(db),
    answers.edition.json().then((text) => JSON.parse(text) as PublicEdition),
  ]);
  return {
    now: new Date(nowMs).toISOString(),
    nextRun: run,
    closingIncentives: incentives,
    latestDonation: donation,
    milestones: milestones.map((milestone) => ({
      amount: centsToWireDollars(milestone.amountCents),
      reached: milestone.reached,
    })),
    totalRaised: centsToWireDollars(progress.totalRaisedCents),
    zone: { timeZone: edition.timeZone, label: edition.timeZoneLabel },
  };
}
