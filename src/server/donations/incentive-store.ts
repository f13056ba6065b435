import type { Kysely, Selectable } from 'kysely';
import { type Incentive, type IncentiveType, parentIdOf } from '../../domain/incentives/incentive';
import type { Cents } from '../../domain/money';
import type { Database, IncentiveTable } from '../db/schema';

// The incentives table. Rows hold each incentive's own raised amount; a bid war's total is derived from
// its options when read (src/domain/incentives/incentive-tree.ts, raisedOfParent).

function fromRow(row: Selectable<IncentiveTable>): Incentive {
  return {
    id: row.id,
    type: row.type as IncentiveType,
    title: row.title,
    name: row.name,
    author: row.author,
    description: row.description,
    image: row.image,
    link: row.link,
    goalCents: row.goal_cents === null ? null : Number(row.goal_cents),
    raisedCents: Number(row.raised_cents),
    expiresMs: row.expires_ms === null ? null : Number(row.expires_ms),
    minDonationCents: row.min_donation_cents === null ? null : Number(row.min_donation_cents),
    infoNeeded: JSON.parse(row.info_needed) as string[],
    disabled: Boolean(row.disabled),
    hidden: Boolean(row.hidden),
  };
}

/** Every incentive, children included, in seed order. */
export async function listIncentives(db: Kysely<Database>): Promise<Incentive[]> {
  const rows = await db.selectFrom('incentives').selectAll().orderBy('sort').orderBy('id').execute();
  return rows.map(fromRow);
}

export async function findIncentive(db: Kysely<Database>, id: string): Promise<Incentive | undefined> {
  const row = await db.selectFrom('incentives').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

export async function countIncentives(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('incentives')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds incentives after the existing ones, keeping the given order. */
export async function insertIncentives(
  db: Kysely<Database>,
  incentives: readonly Incentive[],
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
        id: incentive.id,
        parent_id: parentIdOf(incentive.id),
        type: incentive.type,
        title: incentive.title,
        name: incentive.name,
        author: incentive.author,
        description: incentive.description,
        image: incentive.image,
        link: incentive.link,
        goal_cents: incentive.goalCents,
        raised_cents: incentive.raisedCents,
        expires_ms: incentive.expiresMs,
        min_donation_cents: incentive.minDonationCents,
        info_needed: JSON.stringify(incentive.infoNeeded),
        disabled: incentive.disabled,
        hidden: incentive.hidden,
        sort: start + i,
      })),
    )
    .execute();
}

/** Inside the donation's transaction: the row update also serialises concurrent donations to it. */
export async function addToRaised(trx: Kysely<Database>, id: string, cents: Cents): Promise<void> {
  await trx
    .updateTable('incentives')
    .set((eb) => ({ raised_cents: eb('raised_cents', '+', cents) }))
    .where('id', '=', id)
    .execute();
}
