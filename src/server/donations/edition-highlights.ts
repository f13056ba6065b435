import type { Kysely } from 'kysely';
import type { EditionHighlightsWire, IncentiveResultWire } from '../../contracts/edition-highlights';
import { centsToWireDollars } from '../../contracts/money';
import { type Incentive, parentIdOf } from '../../domain/incentives/incentive';
import { bidWarStandings } from '../../domain/incentives/incentive-tree';
import type { Database } from '../db';
import { editionTotals, readCurrentEdition } from '../editions';
import { incentivesWithTotals } from './incentive-totals';

// A past edition's highlights (docs/product/site-and-pages.md, "Past editions"): its name and dates, what
// it raised and sold, and how its announced incentives ended, all read from the database. The current
// edition has none yet (its pages are the live ones), nor does a year without an edition.

function resultOf(incentive: Incentive, shown: readonly Incentive[]): IncentiveResultWire {
  const options = shown.filter((option) => parentIdOf(option.id) === incentive.id);
  const top = incentive.type === 'bidwar' ? bidWarStandings(options)[0]?.option : undefined;
  return {
    title: incentive.title,
    goal: incentive.goalCents === null ? null : centsToWireDollars(incentive.goalCents),
    raised: centsToWireDollars(incentive.raisedCents),
    met: incentive.goalCents !== null && incentive.raisedCents >= incentive.goalCents,
    winner: top && top.raisedCents > 0 ? top.title : null,
  };
}

/** Null for the current edition and for a year without an edition. */
export async function editionHighlights(
  db: Kysely<Database>,
  year: number,
): Promise<EditionHighlightsWire | null> {
  const row = await db
    .selectFrom('editions')
    .select(['id', 'year', 'name', 'dates_text', 'starts_ms', 'ends_ms'])
    .where('year', '=', year)
    .executeTakeFirst();
  if (!row) return null;
  const id = Number(row.id);
  if ((await readCurrentEdition(db)).id === id) return null;
  const [totals, incentives] = await Promise.all([editionTotals(db, id), incentivesWithTotals(db, id)]);
  const sums = totals.get(id);
  // What the public saw: hidden incentives, and options of hidden ones, stay out.
  const hidden = new Set(incentives.filter((incentive) => incentive.hidden).map((incentive) => incentive.id));
  const shown = incentives.filter(
    (incentive) => !hidden.has(incentive.id) && !hidden.has(parentIdOf(incentive.id) ?? ''),
  );
  return {
    year: Number(row.year),
    name: row.name,
    datesText: row.dates_text,
    startsAt: new Date(Number(row.starts_ms)).toISOString(),
    endsAt: new Date(Number(row.ends_ms)).toISOString(),
    raised: centsToWireDollars((sums?.ticketsCents ?? 0) + (sums?.donationsCents ?? 0)),
    donations: sums?.donations ?? 0,
    tickets: sums?.ticketsSold ?? 0,
    incentives: shown
      .filter((incentive) => parentIdOf(incentive.id) === null)
      .map((incentive) => resultOf(incentive, shown)),
  };
}
