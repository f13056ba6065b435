import type { Kysely } from 'kysely';
import type { Database } from '../db';
import type { BookDispute, BookPurchase, BookRefund, Books } from './compare-books';

// Our side of the comparison: the purchases, refunds and disputes of the period, and those PayPal's list
// names even when they lie outside it (a purchase made before the period and refunded in it).

const chunk = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += chunk) out.push(items.slice(index, index + chunk));
  return out;
}

type PurchaseRow = {
  id: string;
  capture_id: string | null;
  status: string;
  amount_cents: number;
  captured_amount_cents: number | null;
  currency: string;
  captured_currency: string | null;
  created_ms: number;
};

const purchaseOf = (row: PurchaseRow): BookPurchase => ({
  orderId: row.id,
  captureId: row.capture_id ?? '',
  cents: Number(row.captured_amount_cents ?? row.amount_cents),
  currency: row.captured_currency ?? row.currency,
  status: row.status,
  timeMs: Number(row.created_ms),
});

// An order with a capture PayPal holds: counted (captured), held (pending) or kept for organisers (mismatch).
const recordedStatuses = ['captured', 'pending', 'mismatch'] as const;

export async function readBooks(
  db: Kysely<Database>,
  period: { fromMs: number; toMs: number },
  named: { captureIds: string[] },
): Promise<Books> {
  const orders = () =>
    db
      .selectFrom('orders')
      .select([
        'id',
        'capture_id',
        'status',
        'amount_cents',
        'captured_amount_cents',
        'currency',
        'captured_currency',
        'created_ms',
      ])
      .where('capture_id', 'is not', null)
      .where('status', 'in', recordedStatuses);
  const purchases = new Map<string, BookPurchase>();
  const inPeriod = await orders()
    .where('created_ms', '>=', period.fromMs)
    .where('created_ms', '<=', period.toMs)
    .execute();
  for (const row of inPeriod) purchases.set(row.id, purchaseOf(row));
  for (const ids of chunks(named.captureIds)) {
    for (const row of await orders().where('capture_id', 'in', ids).execute())
      purchases.set(row.id, purchaseOf(row));
  }

  const refunds = new Map<string, BookRefund>();
  const refundQuery = () =>
    db
      .selectFrom('refunds')
      .select(['id', 'order_id', 'capture_id', 'kind', 'status', 'amount_cents', 'currency', 'time_ms']);
  const addRefunds = (rows: Awaited<ReturnType<ReturnType<typeof refundQuery>['execute']>>) => {
    for (const row of rows) {
      refunds.set(row.id, {
        id: row.id,
        orderId: row.order_id,
        captureId: row.capture_id,
        kind: row.kind,
        status: row.status,
        cents: Number(row.amount_cents),
        currency: row.currency,
        timeMs: Number(row.time_ms),
      });
    }
  };
  addRefunds(
    await refundQuery().where('time_ms', '>=', period.fromMs).where('time_ms', '<=', period.toMs).execute(),
  );
  for (const ids of chunks(named.captureIds))
    addRefunds(await refundQuery().where('capture_id', 'in', ids).execute());
  return {
    purchases: [...purchases.values()],
    refunds: [...refunds.values()],
    disputes: await readDisputes(db, period, named),
  };
}

/** Every open dispute or hold, those opened or resolved in the period, and those of captures PayPal named. */
async function readDisputes(
  db: Kysely<Database>,
  period: { fromMs: number; toMs: number },
  named: { captureIds: string[] },
): Promise<BookDispute[]> {
  const query = () =>
    db
      .selectFrom('disputes')
      .select(['id', 'order_id', 'capture_id', 'amount_cents', 'created_ms', 'resolved_ms']);
  const rows = await query()
    .where((eb) =>
      eb.or([
        eb('resolved_ms', 'is', null),
        eb.and([eb('created_ms', '>=', period.fromMs), eb('created_ms', '<=', period.toMs)]),
        eb.and([eb('resolved_ms', '>=', period.fromMs), eb('resolved_ms', '<=', period.toMs)]),
      ]),
    )
    .execute();
  for (const ids of chunks(named.captureIds))
    rows.push(...(await query().where('capture_id', 'in', ids).execute()));
  const byId = new Map<string, BookDispute>();
  for (const row of rows) {
    byId.set(row.id, {
      id: row.id,
      orderId: row.order_id,
      captureId: row.capture_id,
      cents: Number(row.amount_cents),
      openedMs: Number(row.created_ms),
      resolvedMs: row.resolved_ms === null ? null : Number(row.resolved_ms),
    });
  }
  return [...byId.values()];
}
