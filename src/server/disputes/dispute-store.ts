import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
  sql,
} from 'kysely';
import type { Cents } from '../../domain/money';
import type { Database, DisputeTable } from '../db';

// The disputes table (migration 020): PayPal's disputes and holds on our recorded captures. An order with
// an open row is disputed: its money is held and its badges are not admitted (docs/product/payments.md,
// "Disputes").

/** The dispute record of a hold PayPal put on a capture after it was paid (disputes/dispute-events.ts). */
export const holdId = (captureId: string) => `HOLD-${captureId}`;

export type DisputeRow = Selectable<DisputeTable>;

export interface DisputeFacts {
  id: string;
  orderId: string;
  captureId: string;
  status: string;
  reason: string;
  amountCents: Cents;
  currency: string;
}

/** Opens the dispute, or brings an open one up to date; a resolved one stays resolved. */
export async function noteDispute(db: Kysely<Database>, facts: DisputeFacts, nowMs: number): Promise<void> {
  const values = {
    status: facts.status,
    reason: facts.reason,
    amount_cents: facts.amountCents,
    currency: facts.currency,
    updated_ms: nowMs,
  };
  const inserted = await db
    .insertInto('disputes')
    .values({
      id: facts.id,
      order_id: facts.orderId,
      capture_id: facts.captureId,
      created_ms: nowMs,
      ...values,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return;
  await db
    .updateTable('disputes')
    .set(values)
    .where('id', '=', facts.id)
    .where('resolved_ms', 'is', null)
    .execute();
}

/** Closes the dispute with PayPal's outcome; false when it was closed already (a repeated event). */
export async function resolveDispute(
  db: Kysely<Database>,
  id: string,
  outcome: { status: string; code: string; takenCents: Cents },
  nowMs: number,
): Promise<boolean> {
  const closed = await db
    .updateTable('disputes')
    .set({
      status: outcome.status,
      outcome: outcome.code,
      taken_cents: outcome.takenCents,
      resolved_ms: nowMs,
      updated_ms: nowMs,
    })
    .where('id', '=', id)
    .where('resolved_ms', 'is', null)
    .executeTakeFirst();
  return Number(closed.numUpdatedRows) > 0;
}

export function findDispute(db: Kysely<Database>, id: string): Promise<DisputeRow | undefined> {
  return db.selectFrom('disputes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Open disputes by order: what the organisers' list and the dashboard show as held. */
export function openDisputes(db: Kysely<Database>) {
  return db
    .selectFrom('disputes')
    .select(['id', 'order_id', 'amount_cents', 'reason', 'status'])
    .where('resolved_ms', 'is', null)
    .orderBy('created_ms')
    .orderBy('id')
    .execute();
}

/**
 * Whether the order in `orderId` (a column of the query) has a dispute or hold still open. One question for
 * every place that asks it: the door keeps such a badge out until an organiser decides, the badge list
 * says so (docs/product/organisers.md), and a prize drawing may leave its donations out
 * (docs/product/prizes.md).
 */
export const orderDisputed = (orderId: Expression<string | null>) =>
  sql<SqlBool>`exists (select 1 from disputes where disputes.order_id = ${orderId} and disputes.resolved_ms is null)`;

/** A badge's order has a dispute or hold still open, as the column `disputed` (door and badge list). */
export const badgeOrderDisputed = (eb: ExpressionBuilder<Database, 'badges'>) =>
  orderDisputed(eb.ref('badges.order_id')).as('disputed');
