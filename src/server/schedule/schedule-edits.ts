import type { Kysely } from 'kysely';
import type { ScheduleEntryInput } from '../../contracts/organiser-edits';
import type { ScheduleEntry } from '../../domain/schedule';
import type { Database } from '../db';
import { quoted, recordAudit } from '../db';
import { notFound } from '../plugins';

// Organisers add, change and remove schedule entries without a redeploy. Each change and its audit
// line are one transaction; the caller tells the open pages afterwards. An id is null when the address
// named no entry id at all: answered as an id nobody has.

/** The entry as stored, to change or remove it in the same transaction. */
async function storedEntry(trx: Kysely<Database>, id: number | null) {
  const row =
    id === null
      ? undefined
      : await trx.selectFrom('schedule_entries').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('There is no schedule entry with that id; reload the dashboard.');
  return row;
}

const toRow = (entry: ScheduleEntryInput) => ({
  start_s: entry.start,
  end_s: entry.end,
  location: entry.location,
  events: entry.events,
  emcees: entry.emcees,
  description: entry.description ? entry.description : null,
});

const toEntry = (id: number, entry: ScheduleEntryInput): ScheduleEntry => ({
  id,
  start: entry.start,
  end: entry.end,
  location: entry.location,
  events: entry.events,
  emcees: entry.emcees,
  ...(entry.description ? { description: entry.description } : {}),
});

export async function addScheduleEntry(
  db: Kysely<Database>,
  entry: ScheduleEntryInput,
  /** Who is making the change, as the change log names them (request.crew.name). */
  by: string,
  nowMs: number,
): Promise<ScheduleEntry> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('schedule_entries')
      .values(toRow(entry))
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, `Added schedule entry ${quoted(entry.events)}`, by, nowMs);
    return toEntry(id, entry);
  });
}

const fieldNames: Record<keyof ScheduleEntryInput, string> = {
  start: 'start',
  end: 'end',
  location: 'location',
  events: 'title',
  emcees: 'hosts',
  description: 'description',
};

export async function replaceScheduleEntry(
  db: Kysely<Database>,
  id: number | null,
  entry: ScheduleEntryInput,
  /** Who is making the change, as the change log names them (request.crew.name). */
  by: string,
  nowMs: number,
): Promise<ScheduleEntry> {
  return db.transaction().execute(async (trx) => {
    const before = await storedEntry(trx, id);
    await trx.updateTable('schedule_entries').set(toRow(entry)).where('id', '=', before.id).execute();
    const old: ScheduleEntryInput = {
      start: Number(before.start_s),
      end: Number(before.end_s),
      location: before.location,
      events: before.events,
      emcees: before.emcees,
      description: before.description ?? '',
    };
    const changed = (Object.keys(fieldNames) as (keyof ScheduleEntryInput)[])
      .filter((field) => (old[field] ?? '') !== (entry[field] ?? ''))
      .map((field) => fieldNames[field]);
    const what = changed.length > 0 ? `: ${changed.join(', ')}` : ' (no change)';
    await recordAudit(trx, `Changed schedule entry ${quoted(entry.events)}${what}`, by, nowMs);
    return toEntry(before.id, entry);
  });
}

export async function removeScheduleEntry(
  db: Kysely<Database>,
  id: number | null,
  /** Who is making the change, as the change log names them (request.crew.name). */
  by: string,
  nowMs: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const before = await storedEntry(trx, id);
    await trx.deleteFrom('schedule_entries').where('id', '=', before.id).execute();
    await recordAudit(trx, `Removed schedule entry ${quoted(before.events)}`, by, nowMs);
    return before.id;
  });
}
