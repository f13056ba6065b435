import type { Kysely } from 'kysely';
import type { EditionEdit, EditionTexts } from '../../contracts/editions';
import { renamedFor } from '../../domain/edition-wording';
import type { ProgressSummary } from '../../domain/progress';
import { type Database, isUniqueViolation, recordAudit } from '../db';
import { countEditionTotals, progressChanged } from '../progress';
import { datesText, isKnownTimeZone } from './dates-text';
import {
  type Edition,
  type EditionFields,
  findEdition,
  insertEdition,
  readCurrentEdition,
  type ScheduleCopy,
  setCurrentEdition,
  updateEdition,
  yearTaken,
} from './edition-store';

// Copying, editing and activating editions (docs/product/organisers.md, "Editions";
// docs/decisions/075-editions-as-data.md). Each runs in one transaction: nothing is half-written.

type Db = Kysely<Database>;

/** What is copied of another feature's rows into a new edition (the donations' incentives). */
export interface IncentiveCopy {
  fromEditionId: number;
  toEditionId: number;
  fromYear: number;
  toYear: number;
  /** How far the new edition's start moved from the old one's: closing times move as much. */
  shiftMs: number;
}

/**
 * Copies the incentives into a new edition inside its transaction and answers how many it copied. The
 * donations feature owns that table; app.ts hands its copier in, as editions is read by donations.
 */
export type IntoNewEdition = (trx: Db, copy: IncentiveCopy) => Promise<number>;

export type Refused<Status extends 400 | 404 | 409> = { refused: string; status: Status };

const yearTakenText = (year: number) => `There is already an edition for ${year}. Choose another year.`;

/** Every mention of the old year and the old dates' wording, in the new ones. */
function renameTexts(
  texts: EditionTexts,
  from: Edition,
  to: { year: number; datesText: string },
): EditionTexts {
  return JSON.parse(renamedFor(JSON.stringify(texts), from, to)) as EditionTexts;
}

async function scheduleRows(db: Db, shiftS: number): Promise<ScheduleCopy[]> {
  const rows = await db
    .selectFrom('schedule_entries')
    .select(['start_s', 'end_s', 'location', 'events', 'emcees', 'description'])
    .orderBy('start_s')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    start_s: Number(row.start_s) + shiftS,
    end_s: Number(row.end_s) + shiftS,
  }));
}

export interface NextEdition {
  year: number;
  startsMs: number;
  endsMs: number;
  copySchedule: boolean;
  /** The current edition's incentives come along, nothing raised, by this copier. */
  copyIncentives: IntoNewEdition | null;
}

/** The next edition, copied from the current one and moved to its dates. */
export function createEdition(
  db: Db,
  next: NextEdition,
  by: string,
  nowMs: number,
): Promise<Refused<409> | { id: number }> {
  return db
    .transaction()
    .execute(async (trx) => {
      if (await yearTaken(trx, next.year)) return { refused: yearTakenText(next.year), status: 409 as const };
      const current = await readCurrentEdition(trx);
      const shift = next.startsMs - current.startsMs;
      const newDates = datesText(next.startsMs, next.endsMs, current.timeZone);
      const fields: EditionFields = {
        ...current,
        year: next.year,
        startsMs: next.startsMs,
        endsMs: next.endsMs,
        datesText: newDates,
        texts: renameTexts(current.texts, current, { year: next.year, datesText: newDates }),
        salesCloseMs: current.salesCloseMs === null ? null : current.salesCloseMs + shift,
        fundraiserFromMs: current.fundraiserFromMs + shift,
        fundraiserUntilMs: current.fundraiserUntilMs + shift,
        streamStartsMs: current.streamStartsMs + shift,
        streamEndsMs: current.streamEndsMs + shift,
        schedule: next.copySchedule ? await scheduleRows(trx, Math.round(shift / 1000)) : [],
      };
      const id = await insertEdition(trx, fields, nowMs);
      const incentives = next.copyIncentives
        ? await next.copyIncentives(trx, {
            fromEditionId: current.id,
            toEditionId: id,
            fromYear: current.year,
            toYear: next.year,
            shiftMs: shift,
          })
        : 0;
      const withIncentives = incentives > 0 ? `, with ${incentives} incentives and options` : '';
      await recordAudit(
        trx,
        `Created the ${next.year} edition from the ${current.year} one${withIncentives}`,
        by,
        nowMs,
      );
      return { id };
    })
    .catch((error: unknown) => {
      // Two organisers creating the same year at once: the second meets the unique year.
      if (isUniqueViolation(error)) return { refused: yearTakenText(next.year), status: 409 as const };
      throw error;
    });
}

const ms = (iso: string | undefined) => (iso === undefined ? undefined : Date.parse(iso));

function editedFields(edit: EditionEdit): Partial<EditionFields> {
  return {
    year: edit.year,
    name: edit.name,
    startsMs: ms(edit.startsAt),
    endsMs: ms(edit.endsAt),
    timeZone: edit.timeZone,
    timeZoneLabel: edit.timeZoneLabel,
    datesText: edit.datesText,
    venue: edit.venue,
    prices: edit.prices,
    texts: edit.texts,
    inPersonCapacity: edit.inPersonCapacity,
    salesCloseMs: edit.salesCloseAt === null ? null : ms(edit.salesCloseAt),
    fundraiserFromMs: ms(edit.fundraiserFrom),
    fundraiserUntilMs: ms(edit.fundraiserUntil),
    streamStartsMs: ms(edit.streamStartsAt),
    streamEndsMs: ms(edit.streamEndsAt),
  };
}

/** Why the edition as it would be after the edit makes no sense; null when it does. */
function whyWrong(merged: Edition): string | null {
  if (merged.endsMs <= merged.startsMs) return 'The edition must end after it starts.';
  if (merged.fundraiserUntilMs <= merged.fundraiserFromMs)
    return 'The fundraiser must end after it starts on the home page.';
  if (merged.streamEndsMs <= merged.streamStartsMs) return 'The fundraiser stream must end after it starts.';
  if (!isKnownTimeZone(merged.timeZone))
    return `"${merged.timeZone}" is not a time zone this server knows. Use a name such as America/New_York.`;
  return null;
}

export function editEdition(
  db: Db,
  id: number,
  edit: EditionEdit,
  by: string,
  nowMs: number,
): Promise<Refused<400 | 404 | 409> | Edition> {
  return db.transaction().execute(async (trx): Promise<Refused<400 | 404 | 409> | Edition> => {
    const stored = await findEdition(trx, id);
    if (!stored) return { refused: 'There is no such edition.', status: 404 };
    const fields = Object.fromEntries(
      Object.entries(editedFields(edit)).filter(([, value]) => value !== undefined),
    ) as Partial<EditionFields>;
    const merged: Edition = { ...stored, ...fields };
    const wrong = whyWrong(merged);
    if (wrong) return { refused: wrong, status: 400 };
    if (fields.year !== undefined && (await yearTaken(trx, fields.year, id)))
      return { refused: yearTakenText(fields.year), status: 409 };
    await updateEdition(trx, id, fields);
    await recordAudit(trx, `Edited the ${merged.year} edition`, by, nowMs);
    return merged;
  });
}

/** The edition made current, and the totals it starts from when it was not current already. */
export type Activated = Edition & { progress: ProgressSummary | null };

/**
 * Makes an edition current. The schedule table always holds the current edition's schedule: the outgoing
 * edition keeps its own as a copy, and the incoming one's copy (empty when none was copied) takes its place.
 * Its own incentives are shown from then on (they are rows of their edition), and the running totals
 * become its own, at a new revision, so the overlay starts from its donations without ever going back a
 * revision (docs/decisions/080-incentives-totals-and-retention-per-edition.md).
 */
export function activateEdition(
  db: Db,
  id: number,
  by: string,
  nowMs: number,
): Promise<Refused<404> | Activated> {
  return db.transaction().execute(async (trx): Promise<Refused<404> | Activated> => {
    const incoming = await findEdition(trx, id);
    if (!incoming) return { refused: 'There is no such edition.', status: 404 };
    const outgoing = await readCurrentEdition(trx);
    if (outgoing.id === id) return { ...incoming, progress: null };
    await updateEdition(trx, outgoing.id, { schedule: await scheduleRows(trx, 0) });
    await trx.deleteFrom('schedule_entries').execute();
    const entries = incoming.schedule ?? [];
    if (entries.length > 0) await trx.insertInto('schedule_entries').values(entries).execute();
    await updateEdition(trx, id, { schedule: null });
    await setCurrentEdition(trx, id, nowMs);
    await recordAudit(trx, `Made the ${incoming.year} edition current (was ${outgoing.year})`, by, nowMs);
    await countEditionTotals(trx);
    // Last: the revision row is the last lock a transaction that moves totals takes (decision 069).
    const progress = await progressChanged(trx);
    return { ...incoming, schedule: null, current: true, progress };
  });
}
