import { readTotals } from '../../src/server/progress/progress-totals';
import type { TestApp } from './test-app';

// What one order left behind, for the outcome tests: its state, and every record a recorded purchase
// writes (so "recorded exactly once" and "never recorded" are each one comparison).

export interface OrderEffects {
  status: string;
  captureStatus: string | null;
  captureAttempt: number;
  discountClaimed: boolean;
  tickets: number;
  badges: number;
  streamLinks: number;
  donations: number;
  /** Mail queued about the order (tickets, stream links, the donor's receipt). */
  mails: number;
}

export async function effectsOf(app: TestApp, orderId: string): Promise<OrderEffects> {
  const db = app.database.handle.db;
  const order = await db
    .selectFrom('orders')
    .select(['status', 'capture_status', 'capture_attempt', 'discount_claimed'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const count = async (table: 'tickets' | 'badges' | 'livestream_access' | 'donations') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('order_id', '=', orderId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const mails = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('ref', '=', orderId)
    .where('kind', 'in', ['ticket', 'livestream', 'donation-receipt'])
    .executeTakeFirstOrThrow();
  return {
    status: order.status,
    captureStatus: order.capture_status,
    captureAttempt: Number(order.capture_attempt),
    discountClaimed: Boolean(order.discount_claimed),
    tickets: await count('tickets'),
    badges: await count('badges'),
    streamLinks: await count('livestream_access'),
    donations: await count('donations'),
    mails: Number(mails.n),
  };
}

/** An in-person order of two tickets, recorded once: one progress record, two badges, one mail. */
export const recordedTwoTicketOrder = {
  status: 'captured',
  captureStatus: 'COMPLETED',
  tickets: 1,
  badges: 2,
  streamLinks: 0,
  donations: 0,
  mails: 1,
};

/** Nothing of a purchase written. */
export const nothingRecorded = { tickets: 0, badges: 0, streamLinks: 0, donations: 0, mails: 0 };

/** An order that ended without a payment: failed, its discount use given back, nothing written. */
export const endedUnpaid = { status: 'failed', discountClaimed: false, ...nothingRecorded };

/** The overlay's running totals, to compare before and after. */
export async function totalsOf(app: TestApp) {
  return readTotals(app.database.handle.db);
}

/** One pass of the in-flight sweep now, over every order due whatever its age or its last look. */
export function sweepNow(app: TestApp) {
  return app.sweep.run({ settleMs: 0, recheckMs: 0 });
}

/** How many paid orders the discount code `code` (upper case, as stored) is counted for. */
export async function discountUses(app: TestApp, code: string): Promise<number> {
  const row = await app.database.handle.db
    .selectFrom('discount_codes')
    .select('uses')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.uses);
}
