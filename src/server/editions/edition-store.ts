import type { Insertable, Kysely, Selectable } from 'kysely';
import type { EditionTexts, EditionVenue } from '../../contracts/editions';
import type { InPersonTicketType, LivestreamTicketType } from '../../domain/tickets/counts';
import type { Database, EditionTable } from '../db';

// The editions table (db/migrations/039-editions.ts; docs/decisions/075-editions-as-data.md): one row per
// year, and event_settings.current_edition_id naming the current one.

type Db = Kysely<Database>;

interface EditionPrices {
  inPerson: Record<InPersonTicketType, number>;
  livestream: Record<LivestreamTicketType, number>;
}

/** One edition as the server uses it: times in epoch ms, prices in cents. */
export interface Edition {
  id: number;
  year: number;
  name: string;
  startsMs: number;
  endsMs: number;
  timeZone: string;
  timeZoneLabel: string;
  datesText: string;
  venue: EditionVenue;
  prices: EditionPrices;
  texts: EditionTexts;
  inPersonCapacity: number | null;
  salesCloseMs: number | null;
  fundraiserFromMs: number;
  fundraiserUntilMs: number;
  streamStartsMs: number;
  streamEndsMs: number;
  /** Schedule entries copied with it, waiting until it is made current (as the schedule table stores them). */
  schedule: ScheduleCopy[] | null;
  current: boolean;
}

/** A schedule entry as the schedule table stores it (epoch seconds), without its row id. */
export type ScheduleCopy = Omit<Selectable<Database['schedule_entries']>, 'id'>;

export type EditionFields = Omit<Edition, 'id' | 'current'>;

function toEdition(row: Selectable<EditionTable>, currentId: number | null): Edition {
  return {
    id: Number(row.id),
    year: Number(row.year),
    name: row.name,
    startsMs: Number(row.starts_ms),
    endsMs: Number(row.ends_ms),
    timeZone: row.time_zone,
    timeZoneLabel: row.time_zone_label,
    datesText: row.dates_text,
    venue: JSON.parse(row.venue) as EditionVenue,
    prices: JSON.parse(row.prices) as EditionPrices,
    texts: JSON.parse(row.texts) as EditionTexts,
    inPersonCapacity: row.in_person_capacity === null ? null : Number(row.in_person_capacity),
    salesCloseMs: row.sales_close_ms === null ? null : Number(row.sales_close_ms),
    fundraiserFromMs: Number(row.fundraiser_from_ms),
    fundraiserUntilMs: Number(row.fundraiser_until_ms),
    streamStartsMs: Number(row.stream_starts_ms),
    streamEndsMs: Number(row.stream_ends_ms),
    schedule: row.schedule === null ? null : (JSON.parse(row.schedule) as ScheduleCopy[]),
    current: currentId !== null && Number(row.id) === currentId,
  };
}

const columns = {
  year: 'year',
  name: 'name',
  startsMs: 'starts_ms',
  endsMs: 'ends_ms',
  timeZone: 'time_zone',
  timeZoneLabel: 'time_zone_label',
  datesText: 'dates_text',
  venue: 'venue',
  prices: 'prices',
  texts: 'texts',
  inPersonCapacity: 'in_person_capacity',
  salesCloseMs: 'sales_close_ms',
  fundraiserFromMs: 'fundraiser_from_ms',
  fundraiserUntilMs: 'fundraiser_until_ms',
  streamStartsMs: 'stream_starts_ms',
  streamEndsMs: 'stream_ends_ms',
  schedule: 'schedule',
} as const satisfies Record<keyof EditionFields, keyof EditionTable>;

const jsonFields = new Set<keyof EditionFields>(['venue', 'prices', 'texts', 'schedule']);

/** The columns of the fields given (the JSON ones written as text); fields left out are left out. */
function toRow(fields: Partial<EditionFields>): Partial<Insertable<EditionTable>> {
  const row: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields) as [keyof EditionFields, unknown][]) {
    if (value === undefined || !(field in columns)) continue;
    row[columns[field]] = jsonFields.has(field) && value !== null ? JSON.stringify(value) : value;
  }
  return row as Partial<Insertable<EditionTable>>;
}

async function currentId(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('event_settings')
    .select('current_edition_id')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return row.current_edition_id === null ? null : Number(row.current_edition_id);
}

export async function listEditions(db: Db): Promise<Edition[]> {
  const [rows, current] = await Promise.all([
    db.selectFrom('editions').selectAll().orderBy('year', 'desc').execute(),
    currentId(db),
  ]);
  return rows.map((row) => toEdition(row, current));
}

export async function findEdition(db: Db, id: number): Promise<Edition | undefined> {
  const [row, current] = await Promise.all([
    db.selectFrom('editions').selectAll().where('id', '=', id).executeTakeFirst(),
    currentId(db),
  ]);
  return row && toEdition(row, current);
}

/** The current edition; throws before the first start's seed has written one (never after). */
export async function readCurrentEdition(db: Db): Promise<Edition> {
  const row = await db
    .selectFrom('editions')
    .innerJoin('event_settings', 'event_settings.current_edition_id', 'editions.id')
    .selectAll('editions')
    .where('event_settings.id', '=', 1)
    .executeTakeFirstOrThrow(() => new Error('No current edition: the seed has not run.'));
  return toEdition(row, Number(row.id));
}

/**
 * The edition an order was made in (its `edition_id`, written with it), or the current one for an order
 * that names none: what its e-mails name (docs/decisions/082-the-public-site-follows-the-current-edition.md).
 */
export async function editionOfOrder(db: Db, orderId: string): Promise<Edition> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('editions', 'editions.id', 'orders.edition_id')
    .selectAll('editions')
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!row) return readCurrentEdition(db);
  return toEdition(row, await currentId(db));
}

export async function yearTaken(db: Db, year: number, otherThan?: number): Promise<boolean> {
  let query = db.selectFrom('editions').select('id').where('year', '=', year);
  if (otherThan !== undefined) query = query.where('id', '!=', otherThan);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertEdition(db: Db, fields: EditionFields, nowMs: number): Promise<number> {
  const row = await db
    .insertInto('editions')
    .values({ ...(toRow(fields) as Insertable<EditionTable>), created_ms: nowMs })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateEdition(db: Db, id: number, fields: Partial<EditionFields>): Promise<void> {
  const values = toRow(fields);
  if (Object.keys(values).length === 0) return;
  await db.updateTable('editions').set(values).where('id', '=', id).execute();
}

export async function setCurrentEdition(db: Db, id: number, nowMs: number): Promise<void> {
  await db
    .updateTable('event_settings')
    .set({ current_edition_id: id, updated_ms: nowMs })
    .where('id', '=', 1)
    .execute();
}

export async function countEditions(db: Db): Promise<number> {
  const row = await db
    .selectFrom('editions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
