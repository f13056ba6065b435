import type { Kysely } from 'kysely';
import { centsToWireDollars } from '../../contracts/money';
import type { MismatchedPayment } from '../../contracts/organiser';
import type { Database } from '../db';

/** Payments kept aside because they did not match their order, newest first, for the dashboard. */
export async function mismatchedPayments(db: Kysely<Database>): Promise<MismatchedPayment[]> {
  const rows = await db
    .selectFrom('orders')
    .select([
      'id',
      'kind',
      'updated_ms',
      'amount_cents',
      'captured_amount_cents',
      'captured_currency',
      'payer_email',
    ])
    .where('status', '=', 'mismatch')
    .orderBy('updated_ms', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    orderId: row.id,
    kind: row.kind,
    time: new Date(row.updated_ms).toISOString(),
    expected: centsToWireDollars(row.amount_cents),
    captured: row.captured_amount_cents === null ? null : centsToWireDollars(row.captured_amount_cents),
    currency: row.captured_currency,
    payerEmail: row.payer_email,
  }));
}
