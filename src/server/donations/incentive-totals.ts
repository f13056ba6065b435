import type { Kysely } from 'kysely';
import { type Incentive, parentIdOf } from '../../domain/incentives/incentive';
import { raisedOfParent } from '../../domain/incentives/incentive-tree';
import type { Database } from '../db';
import { listIncentives } from './incentive-store';

/** Every incentive as GET /api/incentives answers it: a bid war parent's raised is its options' sum. */
export async function incentivesWithTotals(db: Kysely<Database>): Promise<Incentive[]> {
  const all = await listIncentives(db);
  return all.map((incentive) =>
    parentIdOf(incentive.id) === null
      ? { ...incentive, raisedCents: raisedOfParent(incentive, all) }
      : incentive,
  );
}
