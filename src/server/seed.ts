import type { Kysely } from 'kysely';
import { discountCodeSeed } from '../../content/discount-codes';
import { incentiveSeed } from '../../content/incentives';
import { scheduleSeed } from '../../content/schedule';
import type { Database, DatabaseHandle } from './db';
import { countDiscountCodes, insertDiscountCode } from './discounts';
import { countIncentives, insertIncentives } from './donations';
import { seedFirstEdition } from './editions';
import { giveOrdersWithoutEdition } from './orders';
import { scheduleRepository } from './schedule';

// Content seeds the tables organisers edit afterwards, once per database: each seed first claims its
// marker row (on PostgreSQL a second instance starting at the same moment waits for the first and then
// finds the row taken). A database that already held data before markers existed is not seeded again.
// Runs after the migrations, before the first request.

async function claim(trx: Kysely<Database>, name: string, nowMs: number): Promise<boolean> {
  const inserted = await trx
    .insertInto('seed_markers')
    .values({ name, seeded_ms: nowMs })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .returning('name')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** `nowMs` is the app's clock at start: when the seeds are marked and the seeded codes made. */
export async function seedDatabase(database: DatabaseHandle, nowMs: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    // A database made before editions existed has no marker for them yet: it gets its first edition too.
    if (await claim(trx, 'editions', nowMs)) {
      const first = await seedFirstEdition(trx, nowMs);
      if (first !== null) await giveOrdersWithoutEdition(trx, first);
    }
    const schedule = scheduleRepository(trx);
    if ((await claim(trx, 'schedule', nowMs)) && (await schedule.count()) === 0)
      await schedule.insertAll(scheduleSeed);
    if ((await claim(trx, 'incentives', nowMs)) && (await countIncentives(trx)) === 0) {
      await insertIncentives(trx, incentiveSeed);
    }
    if ((await claim(trx, 'discount-codes', nowMs)) && (await countDiscountCodes(trx)) === 0) {
      for (const { maxUses, ends, note, ...rule } of discountCodeSeed) {
        const endsMs = ends ? Date.parse(ends) : null;
        await insertDiscountCode(trx, { rule, maxUses, endsMs, note }, nowMs);
      }
    }
  });
}
