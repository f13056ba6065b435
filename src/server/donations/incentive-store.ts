import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import {
  type Incentive,
  type IncentiveFields,
  type IncentiveType,
  parentIdOf,
} from '../../domain/incentives/incentive';
import { currentEditionId, type Database, type IncentiveTable } from '../db';

// The incentives table. Rows hold each incentive's own raised amount; a bid war's total is derived from
// its options when read (src/domain/incentives/incentive-tree.ts, raisedOfParent). Each row belongs to
// an edition; the lists and the donors' choices read the current edition's only
// (docs/decisions/080-incentives-totals-and-retention-per-edition.md). Ids stay unique across editions:
// donations point at them.

type SameKeys<A, B> = [Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>] extends [never] ? true : never;
type ConvertedColumn =
  | 'parent_id'
  | 'sort'
  | 'goal_cents'
  | 'raised_cents'
  | 'expires_ms'
  | 'min_donation_cents'
  | 'accepts_suggestions';
type ConvertedField = 'goalCents' | 'raisedCents' | 'expiresMs' | 'minDonationCents' | 'acceptsSuggestions';
/** A suggested option's own bookkeeping (suggested-options in screening/), not an incentive's field. */
type SuggestionColumn = 'suggested_fold' | 'suggestion' | 'suggested_order';
// Columns named like their field are copied without being named below; a column or a field added on
// one side only fails to compile here instead of being copied unconverted.
true satisfies SameKeys<
  Omit<IncentiveTable, ConvertedColumn | SuggestionColumn | 'info_needed' | 'edition_id'>,
  Omit<Incentive, ConvertedField | 'infoNeeded'>
>;

function fromRow(row: Selectable<IncentiveTable>): Incentive {
  const {
    parent_id,
    sort,
    type,
    goal_cents,
    raised_cents,
    expires_ms,
    min_donation_cents,
    info_needed,
    disabled,
    hidden,
    accepts_suggestions,
    suggested_fold,
    suggestion,
    suggested_order,
    edition_id,
    ...same
  } = row;
  // PostgreSQL answers bigint columns as strings and SQLite booleans as 0 or 1.
  const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));
  return {
    ...same,
    type: type as IncentiveType,
    goalCents: numberOrNull(goal_cents),
    raisedCents: Number(raised_cents),
    expiresMs: numberOrNull(expires_ms),
    minDonationCents: numberOrNull(min_donation_cents),
    infoNeeded: JSON.parse(info_needed) as string[],
    disabled: Boolean(disabled),
    hidden: Boolean(hidden),
    acceptsSuggestions: Boolean(accepts_suggestions),
  };
}

/**
 * The columns that hold `fields`. Columns named like the field (title, link...) are copied as they are;
 * a field an edit leaves out is undefined here, which Kysely leaves out of the statement.
 */
function columnsOf(fields: Incentive): Insertable<IncentiveTable>;
function columnsOf(fields: Partial<IncentiveFields>): Updateable<IncentiveTable>;
function columnsOf(fields: Partial<Incentive>): Updateable<IncentiveTable> {
  const { id, goalCents, raisedCents, expiresMs, minDonationCents, infoNeeded, acceptsSuggestions, ...same } =
    fields;
  return {
    ...same,
    id,
    parent_id: id === undefined ? undefined : parentIdOf(id),
    goal_cents: goalCents,
    raised_cents: raisedCents,
    expires_ms: expiresMs,
    min_donation_cents: minDonationCents,
    info_needed: infoNeeded === undefined ? undefined : JSON.stringify(infoNeeded),
    accepts_suggestions: acceptsSuggestions,
  };
}

/** Every incentive of an edition (the current one unless named), children included, in seed order. */
export async function listIncentives(db: Kysely<Database>, editionId?: number): Promise<Incentive[]> {
  const rows = await db
    .selectFrom('incentives')
    .selectAll()
    .where('edition_id', '=', (eb) => (editionId === undefined ? currentEditionId(db) : eb.val(editionId)))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(fromRow);
}

/** The incentive of that id, whatever its edition (a donation's receipt, a taken id). */
export async function findIncentive(db: Kysely<Database>, id: string): Promise<Incentive | undefined> {
  const row = await db.selectFrom('incentives').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

/** The incentive of that id if it is the current edition's: donors choose, and organisers edit, only those. */
export async function findCurrentIncentive(db: Kysely<Database>, id: string): Promise<Incentive | undefined> {
  const row = await db
    .selectFrom('incentives')
    .selectAll()
    .where('id', '=', id)
    .where('edition_id', '=', currentEditionId(db))
    .executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

export async function countIncentives(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('incentives')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds incentives after the existing ones, keeping the given order, to an edition (the current one unless named). */
export async function insertIncentives(
  db: Kysely<Database>,
  incentives: readonly Incentive[],
  editionId?: number,
): Promise<void> {
  if (incentives.length === 0) return;
  const last = await db
    .selectFrom('incentives')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .executeTakeFirst();
  const start = Number(last?.sort ?? -1) + 1;
  await db
    .insertInto('incentives')
    .values(
      incentives.map((incentive, i) => ({
        ...columnsOf(incentive),
        sort: start + i,
        edition_id: editionId ?? currentEditionId(db),
      })),
    )
    .execute();
}

/** Sets the fields given and keeps the others. */
export async function updateIncentiveFields(
  db: Kysely<Database>,
  id: string,
  changes: Partial<IncentiveFields>,
): Promise<void> {
  await db.updateTable('incentives').set(columnsOf(changes)).where('id', '=', id).execute();
}
