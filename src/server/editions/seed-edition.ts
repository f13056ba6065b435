import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { contentEdition } from './content-edition';
import { countEditions, insertEdition, setCurrentEdition } from './edition-store';

/**
 * Inside the seed's transaction: with no edition yet, writes content/'s as the current one, and counts
 * every donation, incentive, discount code and waiting-list entry made before editions existed as that
 * edition's. Answers its id (null when there was one already): the seed gives it the orders too, through
 * the orders' store, which reads editions.
 */
export async function seedFirstEdition(trx: Kysely<Database>, nowMs: number): Promise<number | null> {
  if ((await countEditions(trx)) > 0) return null;
  const id = await insertEdition(trx, contentEdition(), nowMs);
  await setCurrentEdition(trx, id, nowMs);
  await trx.updateTable('donations').set({ edition_id: id }).where('edition_id', 'is', null).execute();
  await trx.updateTable('incentives').set({ edition_id: id }).where('edition_id', 'is', null).execute();
  // Codes and the waiting list became per edition later (migration 044), with the same rule.
  await trx.updateTable('discount_codes').set({ edition_id: id }).where('edition_id', 'is', null).execute();
  await trx.updateTable('waiting_list').set({ edition_id: id }).where('edition_id', 'is', null).execute();
  return id;
}
