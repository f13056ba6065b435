import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { centsToWireDollars } from '../../contracts/money';
import type { ReadItem, ReadList, ReadListQuery } from '../../contracts/read-page';
import { publicDonorName } from '../../domain/incentives/donation-rules';
import { parentIdOf } from '../../domain/incentives/incentive';
import { readingSeconds } from '../../domain/reading-time';
import { type ScreeningState, screeningStates } from '../../domain/screening/screening';
import type { Database } from '../db';

// The hosts' read page (docs/product/read-page.md): donations whose name and message may be read on
// stream and that still hold money, a page at a time with a keyset cursor, so an answer costs the same
// with ten donations or fifty thousand. Unread: pinned first, then oldest first (by id, the order they
// were recorded in). Read: the most recently read first.

// Only these are ever listed (nameAndMessageShown in src/domain/screening/screening.ts).
const shownStates = screeningStates.filter(
  (state): state is ScreeningState => state === 'published' || state === 'approved',
);

type Donations = SelectQueryBuilder<Database, 'donations', object>;
type Where = ExpressionBuilder<Database, 'donations'>;

/** Shown and with money left: the read page's whole world. */
const readable = (db: Kysely<Database>): Donations =>
  db
    .selectFrom('donations')
    .where('donations.screening', 'in', shownStates)
    .whereRef('donations.amount_cents', '>', 'donations.refunded_cents');

function filtered(query: Donations, filters: ReadListQuery): Donations {
  let narrowed = query.where('donations.read_ms', filters.view === 'read' ? 'is not' : 'is', null);
  if (filters.withMessage) narrowed = narrowed.where(sql<string>`trim(donations.message)`, '<>', '');
  if (filters.anonymous) narrowed = narrowed.where(sql<string>`trim(donations.name)`, '=', '');
  if (filters.minAmount !== null) {
    narrowed = narrowed.where(
      sql<number>`donations.amount_cents - donations.refunded_cents`,
      '>=',
      filters.minAmount,
    );
  }
  return narrowed;
}

/** The cursor is the last item's sort key: "pinned.id" when unread, "readMs.id" when read. */
function parseCursor(cursor: string): [number, number] {
  const [first = '0', second = '0'] = cursor.split('.');
  return [Number(first), Number(second)];
}

function afterCursor(query: Donations, view: ReadListQuery['view'], cursor: string | null): Donations {
  if (cursor === null) return query;
  const [key, id] = parseCursor(cursor);
  if (view === 'read') {
    return query.where((eb: Where) =>
      eb.or([
        eb('donations.read_ms', '<', key),
        eb.and([eb('donations.read_ms', '=', key), eb('donations.id', '<', id)]),
      ]),
    );
  }
  // Pinned ones come first: after a pinned one, the later pinned ones and then every unpinned one.
  return key === 1
    ? query.where((eb: Where) =>
        eb.or([
          eb.and([eb('donations.pinned', '=', true), eb('donations.id', '>', id)]),
          eb('donations.pinned', '=', false),
        ]),
      )
    : query.where('donations.pinned', '=', false).where('donations.id', '>', id);
}

const itemColumns = [
  'donations.id',
  'donations.name',
  'donations.amount_cents',
  'donations.refunded_cents',
  'donations.message',
  'donations.incentive_id',
  'donations.bits',
  'donations.time_ms',
  'donations.read_ms',
  'donations.pinned',
  'incentives.title as incentive_title',
] as const;

const withItemColumns = (query: Donations) =>
  query.leftJoin('incentives', 'incentives.id', 'donations.incentive_id').select(itemColumns);

type ItemRow = Awaited<ReturnType<ReturnType<typeof withItemColumns>['execute']>>[number];

/** Parents' titles of the options among the rows, in one query: a page names at most a few. */
async function parentTitles(db: Kysely<Database>, rows: readonly ItemRow[]): Promise<Map<string, string>> {
  const ids = [
    ...new Set(rows.map((row) => (row.incentive_id ? parentIdOf(row.incentive_id) : null))),
  ].filter((id): id is string => id !== null);
  if (ids.length === 0) return new Map();
  const parents = await db.selectFrom('incentives').select(['id', 'title']).where('id', 'in', ids).execute();
  return new Map(parents.map((parent) => [parent.id, parent.title]));
}

function toItem(row: ItemRow, parents: ReadonlyMap<string, string>): ReadItem {
  const leftCents = Number(row.amount_cents) - Number(row.refunded_cents);
  const bits = row.bits === null ? null : Number(row.bits);
  const parentId = row.incentive_id ? parentIdOf(row.incentive_id) : null;
  const incentive =
    row.incentive_id && row.incentive_title !== null
      ? {
          id: row.incentive_id,
          title: row.incentive_title,
          parentTitle: (parentId && parents.get(parentId)) ?? null,
        }
      : null;
  const spokenIncentive = incentive
    ? [incentive.parentTitle, incentive.title].filter(Boolean).join(' ')
    : null;
  return {
    id: Number(row.id),
    name: publicDonorName(row.name),
    amount: centsToWireDollars(leftCents),
    message: row.message,
    incentive,
    bits,
    time: new Date(Number(row.time_ms)).toISOString(),
    read: row.read_ms === null ? null : new Date(Number(row.read_ms)).toISOString(),
    pinned: Boolean(row.pinned),
    readingSeconds: readingSeconds({
      name: row.name,
      amountCents: leftCents,
      bits,
      message: row.message,
      incentive: spokenIncentive,
    }),
  };
}

async function countOf(query: Donations): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function readList(db: Kysely<Database>, filters: ReadListQuery): Promise<ReadList> {
  const ordered =
    filters.view === 'read'
      ? (query: Donations) => query.orderBy('donations.read_ms', 'desc').orderBy('donations.id', 'desc')
      : (query: Donations) => query.orderBy('donations.pinned', 'desc').orderBy('donations.id', 'asc');
  const matchingQuery = filtered(readable(db), filters);
  const [rows, unread, matching] = await Promise.all([
    withItemColumns(ordered(afterCursor(matchingQuery, filters.view, filters.cursor)))
      // One more than asked tells whether another page follows.
      .limit(filters.limit + 1)
      .execute(),
    countOf(readable(db).where('donations.read_ms', 'is', null)),
    countOf(matchingQuery),
  ]);
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  const parents = await parentTitles(db, page);
  return {
    items: page.map((row) => toItem(row, parents)),
    nextCursor:
      rows.length > filters.limit && last
        ? `${filters.view === 'read' ? Number(last.read_ms) : Number(Boolean(last.pinned))}.${Number(last.id)}`
        : null,
    unread,
    matching,
  };
}

/** One donation as the read page shows it, whatever its state; undefined when there is none. */
export async function readItem(db: Kysely<Database>, id: number): Promise<ReadItem | undefined> {
  const query = db.selectFrom('donations').where('donations.id', '=', id);
  const row = await withItemColumns(query).executeTakeFirst();
  if (!row) return undefined;
  return toItem(row, await parentTitles(db, [row]));
}
