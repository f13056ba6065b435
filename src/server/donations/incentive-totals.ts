import type { Kysely } from 'kysely';
import { type Incentive, parentIdOf } from '../../domain/incentives/incentive';
import { raisedOfParent } from '../../domain/incentives/incentive-tree';
import type { Database } from '../db';
import { listIncentives } from './incentive-store';

/**
 * Every incentive of an edition (the current one unless named) as GET /api/incentives answers it: a bid
 * war parent's raised is its options' sum.
 */
export async function incentivesWithTotals(db: Kysely<Database>, editionId?: number): Promise<Incentive[]> {
  const all = await listIncentives(db, editionId);
  return all.map((incentive) =>
    parentIdOf(incentive.id) === null
      ? { ...incentive, raisedCents: raisedOfParent(incentive, all) }
      : incentive,
  );
}
