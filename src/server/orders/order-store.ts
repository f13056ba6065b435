import type { Kysely, Selectable } from 'kysely';
import type { Cents } from '../../domain/money';
import type { Database, OrderKind, OrderStatus, OrderTable } from '../db';

// The orders table: every payment order the server made, with its own price and where it stands.

export type OrderRow = Selectable<OrderTable>;

export interface NewOrder {
  id: string;
  kind: OrderKind;
  amountCents: Cents;
  currency: string;
  payload: unknown;
  /** The discount code the server priced the order with (upper case); claimed at capture. */
  discountCode?: string | null;
  /** Our invoice_id at PayPal (orders/paypal-reference.ts). */
  invoiceId?: string | null;
}

export async function insertOrder(db: Kysely<Database>, order: NewOrder, nowMs: number): Promise<void> {
  await db
    .insertInto('orders')
    .values({
      id: order.id,
      kind: order.kind,
      status: 'created',
      amount_cents: order.amountCents,
      currency: order.currency,
      payload: JSON.stringify(order.payload),
      discount_code: order.discountCode ?? null,
      invoice_id: order.invoiceId ?? null,
      created_ms: nowMs,
      updated_ms: nowMs,
      // Made in the current edition (docs/decisions/075-editions-as-data.md), read in the same statement.
      edition_id: (eb) => eb.selectFrom('event_settings').select('current_edition_id').where('id', '=', 1),
    })
    .execute();
}

export function findOrder(db: Kysely<Database>, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The order PayPal's capture paid (a capture id is stored with the order once it is known). */
export function findOrderByCapture(db: Kysely<Database>, captureId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('capture_id', '=', captureId).executeTakeFirst();
}

/** States nothing moves an order away from: the purchase is recorded, or kept aside for the organisers. */
const settledStatuses: OrderStatus[] = ['captured', 'mismatch'];

/** Moves an order on, but never away from 'captured' or 'mismatch'. */
export async function setOrderStatus(
  db: Kysely<Database>,
  id: string,
  status: Exclude<OrderStatus, 'captured' | 'mismatch'>,
  failure: string | null,
  nowMs: number,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status, failure, updated_ms: nowMs })
    .where('id', '=', id)
    .where('status', 'not in', settledStatuses)
    .execute();
}

/** PayPal declined or failed the capture itself: kept with the order, and nothing recorded. */
export function markCaptureDeclined(
  db: Kysely<Database>,
  id: string,
  capture: { captureId: string; captureStatus: string },
  failure: string,
  nowMs: number,
): Promise<void> {
  return holdCapture(db, id, 'failed', capture, failure, nowMs);
}

/** PayPal holds a capture that is not COMPLETED yet (an eCheck, a payment review). */
export function markPending(
  db: Kysely<Database>,
  id: string,
  capture: { captureId: string; captureStatus: string; reason: string | null },
  nowMs: number,
): Promise<void> {
  const failure = capture.reason ? `PayPal holds the capture as ${capture.reason}.` : null;
  return holdCapture(db, id, 'pending', capture, failure, nowMs);
}

/** An unsettled order takes the state of a capture PayPal holds but has not completed. */
async function holdCapture(
  db: Kysely<Database>,
  id: string,
  status: 'failed' | 'pending',
  capture: { captureId: string; captureStatus: string },
  failure: string | null,
  nowMs: number,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({
      status,
      capture_id: capture.captureId,
      capture_status: capture.captureStatus,
      failure,
      updated_ms: nowMs,
    })
    .where('id', '=', id)
    .where('status', 'not in', settledStatuses)
    .execute();
}

/**
 * PayPal declined the payer's instrument on capture attempt `attempt`. The next attempt gets a new
 * number, hence a new PayPal-Request-Id (PayPal would replay the decline for the old one). Two callers
 * seeing the same decline move the attempt on once.
 */
export async function markDeclined(
  db: Kysely<Database>,
  id: string,
  attempt: number,
  nowMs: number,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({
      status: 'declined',
      capture_attempt: attempt + 1,
      failure: 'PayPal declined the payer’s card or account.',
      updated_ms: nowMs,
    })
    .where('id', '=', id)
    .where('capture_attempt', '=', attempt)
    .where('status', 'not in', settledStatuses)
    .execute();
}

export interface CaptureFacts {
  captureId: string;
  amountCents: Cents;
  currency: string;
  payerName: string | null;
  payerEmail: string | null;
}

/** What an order keeps of a COMPLETED capture, whether it was recorded or did not match. */
const completedCapture = (capture: CaptureFacts) => ({
  capture_id: capture.captureId,
  captured_amount_cents: capture.amountCents,
  captured_currency: capture.currency,
  payer_name: capture.payerName,
  payer_email: capture.payerEmail,
  capture_status: 'COMPLETED',
});

/**
 * Marks the order captured inside the recording transaction. Only one caller can win: the update
 * matches only while the order is not yet captured (on PostgreSQL a concurrent update waits for the
 * first transaction and then matches nothing), so the purchase is recorded exactly once.
 */
export async function claimCapturedOrder(
  trx: Kysely<Database>,
  id: string,
  capture: CaptureFacts,
  nowMs: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({
      status: 'captured',
      ...completedCapture(capture),
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
  nowMs: number,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({
      status: 'mismatch',
      ...completedCapture(capture),
      failure: `Captured ${capture.amountCents} cents ${capture.currency}; the order was for another amount.`,
      updated_ms: nowMs,
    })
    .where('id', '=', id)
    .where('status', '!=', 'captured')
    .execute();
}

/** Sends an order the sweep looked at to the back of its queue, so stuck ones never starve others. */
export async function touchOrder(db: Kysely<Database>, id: string, nowMs: number): Promise<void> {
  await db
    .updateTable('orders')
    .set({ updated_ms: nowMs })
    .where('id', '=', id)
    .where('status', 'not in', settledStatuses)
    .execute();
}

/**
 * Holds the order's row (PostgreSQL) or the database's write lock (SQLite) before anything of it is read, so
 * two writers of the same order's money (refunds, money given back, a refund request) are one after the
 * other. The order's money as it stands once held; undefined when there is no such order.
 */
export function holdOrder(trx: Kysely<Database>, id: string) {
  return trx
    .updateTable('orders')
    .set((eb) => ({ refunded_cents: eb.ref('refunded_cents') }))
    .where('id', '=', id)
    .returning(['kind', 'status', 'amount_cents', 'refunded_cents', 'payer_email'])
    .executeTakeFirst();
}

/** What of the order's payment was refunded or taken back, net of what PayPal gave back (held first). */
export async function setRefundedCents(
  trx: Kysely<Database>,
  id: string,
  refundedCents: Cents,
  nowMs: number,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ refunded_cents: refundedCents, updated_ms: nowMs })
    .where('id', '=', id)
    .execute();
}

/** The buyer's answers as they now stand, after a change or a transfer on the order page. */
export async function setOrderPayload(trx: Kysely<Database>, id: string, payload: unknown): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ payload: JSON.stringify(payload) })
    .where('id', '=', id)
    .execute();
}

/**
 * Marks the order as holding a use of its discount code (docs/product/payments.md), inside the discounts'
 * claiming transaction; conditional, so a second claim marks nothing. The code, or undefined when the order
 * carries none or holds its use already.
 */
export async function markDiscountClaimed(trx: Kysely<Database>, id: string): Promise<string | undefined> {
  const marked = await trx
    .updateTable('orders')
    .set({ discount_claimed: true })
    .where('id', '=', id)
    .where('discount_code', 'is not', null)
    .where('discount_claimed', '=', false)
    .returning('discount_code')
    .executeTakeFirst();
  return marked?.discount_code ?? undefined;
}

/**
 * The order no longer holds a use of its code (given back, or the claim undone in its own transaction);
 * conditional, so giving back twice unmarks once. The code, or undefined when the order held no use.
 */
export async function unmarkDiscountClaimed(trx: Kysely<Database>, id: string): Promise<string | undefined> {
  const unmarked = await trx
    .updateTable('orders')
    .set({ discount_claimed: false })
    .where('id', '=', id)
    .where('discount_claimed', '=', true)
    .returning('discount_code')
    .executeTakeFirst();
  return unmarked?.discount_code ?? undefined;
}

/**
 * The first step of erasing an order's personal data, inside the erasure's transaction
 * (docs/product/order-page-and-retention.md, "Retention"): the order is marked erased and the payer's name
 * and address go. Conditional, so a second instance erasing the same order waits for the first and then
 * marks nothing: false.
 */
export async function markOrderErased(trx: Kysely<Database>, id: string, nowMs: number): Promise<boolean> {
  const marked = await trx
    .updateTable('orders')
    .set({ erased_ms: nowMs, payer_name: null, payer_email: null })
    .where('id', '=', id)
    .where('erased_ms', 'is', null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) > 0;
}

/**
 * Counts every order made before editions existed as edition `editionId`, inside the seed's transaction
 * (docs/decisions/075-editions-as-data.md).
 */
export async function giveOrdersWithoutEdition(trx: Kysely<Database>, editionId: number): Promise<void> {
  await trx.updateTable('orders').set({ edition_id: editionId }).where('edition_id', 'is', null).execute();
}
