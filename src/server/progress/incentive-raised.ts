import type { Kysely } from 'kysely';
import type { Cents } from '../../domain/money';
import type { Database } from '../db';

// An incentive's raised amount is a running total like the progress totals: a donation adds to it in its
// recording transaction, and a refund of that donation takes it off again in its own.

/** Inside the donation's transaction: the row update also serialises concurrent donations to it. */
export async function addToRaised(trx: Kysely<Database>, id: string, cents: Cents): Promise<void> {
  await trx
    .updateTable('incentives')
    .set((eb) => ({ raised_cents: eb('raised_cents', '+', cents) }))
    .where('id', '=', id)
    .execute();
}
