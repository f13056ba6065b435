import type { Kysely } from 'kysely';
import type { OrderDispute } from '../../contracts/disputes';
import type { Database } from '../db';

// What the refunds' bookkeeping reads and writes of the disputes table. The disputes feature owns that
// table and records its money through the refunds (disputes/dispute-events.ts), so it hands this in
// (app.ts builds RefundDeps) rather than the refunds importing it: dependencies go one way
// (docs/decisions/083-one-writer-per-table.md).

/** Which of PayPal's reports a dispute's money is linked to: what PayPal took back, or what it gave back. */
type DisputeLink = 'reversal' | 'return';

export interface DisputeLinks {
  /** The capture's disputes whose money is not linked to PayPal's record of this kind yet, oldest first. */
  unlinked(trx: Kysely<Database>, captureId: string, link: DisputeLink): Promise<string[]>;
  /** Links PayPal's record to the dispute; false when another report linked it first. */
  link(trx: Kysely<Database>, disputeId: string, link: DisputeLink, paypalId: string): Promise<boolean>;
  /** The record the dispute's money is linked to (null when none, undefined when no such dispute). */
  linkedTo(trx: Kysely<Database>, disputeId: string, link: DisputeLink): Promise<string | null | undefined>;
  /** Of these records of money given back, the ones a dispute is linked to. */
  linkedReturns(trx: Kysely<Database>, paypalIds: readonly string[]): Promise<Set<string>>;
  /** Open disputes and holds by order id, oldest first within an order (the organisers' order list). */
  openByOrder(db: Kysely<Database>): Promise<Map<string, OrderDispute[]>>;
}
