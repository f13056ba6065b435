import type { Kysely } from 'kysely';
import type { Cents } from '../../domain/money';
import type { Database, OrderKind, OrderStatus, OrderTable } from '../db/schema';

// The orders table: every payment order the server made, with its own price and where it stands.

export type OrderRow = OrderTable;

export interface NewOrder {
  id: string;
  kind: OrderKind;
  amountCents: Cents;
  currency: string;
  payload: unknown;
}

export async function insertOrder(db: Kysely<Database>, order: NewOrder, nowMs = Date.now()): Promise<void> {
  await db
    .insertInto('orders')
    .values({
      id: order.id,
      kind: order.kind,
      status: 'created',
      amount_cents: order.amountCents,
      currency: order.currency,
      payload: JSON.stringify(order.payload),
      created_ms: nowMs,
      updated_ms: nowMs,
    })
    .execute();
}

export function findOrder(db: Kysely<Database>, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves an order on, but never away from 'captured': that state is final. */
export async function setOrderStatus(
  db: Kysely<Database>,
  id: string,
  status: Exclude<OrderStatus, 'captured'>,
  failure: string | null = null,
  nowMs = Date.now(),
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status, failure, updated_ms: nowMs })
    .where('id', '=', id)
    .where('status', '!=', 'captured')
    .execute();
}

export interface CaptureFacts {
  captureId: string;
  amountCents: Cents;
  currency: string;
  payerName: string | null;
  payerEmail: string | null;
}

/**
 * Marks the order captured inside the recording transaction. Only one caller can win: the update
 * matches only while the order is not yet captured (on PostgreSQL a concurrent update waits for the
 * first transaction and then matches nothing), so the purchase is recorded exactly once.
 */
export async function claimCapturedOrder(
  trx: Kysely<Database>,
  id: string,
  capture: CaptureFacts,
  nowMs = Date.now(),
): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({
      status: 'captured',
      capture_id: capture.captureId,
      captured_amount_cents: capture.amountCents,
      captured_currency: capture.currency,
      payer_name: capture.payerName,
      payer_email: capture.payerEmail,
      failure: null,
      updated_ms: nowMs,
    })
    .where('id', '=', id)
    .where('status', '!=', 'captured')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A capture for another amount or currency than the order's: kept for the organisers, not paid. */
export async function markMismatch(
  db: Kysely<Database>,
  id: string,
  capture: CaptureFacts,
  nowMs = Date.now(),
): Promise<void> {
  await db
    .updateTable('orders')
    .set({
      status: 'mismatch',
      capture_id: capture.captureId,
      captured_amount_cents: capture.amountCents,
      captured_currency: capture.currency,
      payer_name: capture.payerName,
      payer_email: capture.payerEmail,
      failure: `Captured ${capture.amountCents} cents ${capture.currency}; the order was for another amount.`,
      updated_ms: nowMs,
    })
    .where('id', '=', id)
    .where('status', '!=', 'captured')
    .execute();
}

/** Sends an order still in flight to the back of the sweep's queue, so stuck ones never starve others. */
export async function touchOrder(db: Kysely<Database>, id: string, nowMs = Date.now()): Promise<void> {
  await db
    .updateTable('orders')
    .set({ updated_ms: nowMs })
    .where('id', '=', id)
    .where('status', 'in', ['created', 'approved'])
    .execute();
}
