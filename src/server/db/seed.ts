import { incentiveSeed } from '../../../content/incentives';
import { scheduleSeed } from '../../../content/schedule';
import { countIncentives, insertIncentives } from '../donations/incentive-store';
import type { DatabaseHandle } from './connect';
import { scheduleRepository } from './schedule-repository';

// Content seeds the tables organisers edit afterwards. A table is seeded only while it is empty, so a
// restart never undoes their edits. Runs after the migrations, before the first request.
export async function seedDatabase(database: DatabaseHandle): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const schedule = scheduleRepository(trx);
    if ((await schedule.count()) === 0) await schedule.insertAll(scheduleSeed);
    if ((await countIncentives(trx)) === 0) await insertIncentives(trx, incentiveSeed);
  });
}
