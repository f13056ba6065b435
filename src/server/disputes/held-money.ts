import type { Kysely } from 'kysely';
import type { HeldMoney, OrderDispute } from '../../contracts/disputes';
import { centsToDollars } from '../../domain/money';
import type { Database } from '../db';
import { holdId, openDisputes } from './dispute-store';

// What organisers see of open disputes and holds (docs/product/organisers.md): each disputed order in
// the order list, and on the overview the money PayPal holds for them.

/** Open disputes and holds by order id, oldest first within an order. */
export async function openDisputesByOrder(db: Kysely<Database>): Promise<Map<string, OrderDispute[]>> {
  const byOrder = new Map<string, OrderDispute[]>();
  for (const row of await openDisputes(db)) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push({
      id: row.id,
      // A hold's row is keyed by its capture (dispute-events.ts), a dispute's by PayPal's dispute id.
      kind: row.id.startsWith(holdId('')) ? 'hold' : 'dispute',
      amount: centsToDollars(Number(row.amount_cents)),
      reason: row.reason,
      status: row.status,
    });
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}

/**
 * What PayPal holds of each order with an open dispute or hold, in cents. A dispute and a hold on one order
 * are PayPal holding the same payment, so an order counts with its largest.
 */
function largestByOrder(open: readonly { order_id: string; amount_cents: number }[]): Map<string, number> {
  const largest = new Map<string, number>();
  for (const row of open) {
    largest.set(row.order_id, Math.max(largest.get(row.order_id) ?? 0, Number(row.amount_cents)));
  }
  return largest;
}

/** What PayPal holds of each order with an open dispute or hold, in cents (largestByOrder). */
export async function heldCentsByOrder(db: Kysely<Database>): Promise<Map<string, number>> {
  return largestByOrder(await openDisputes(db));
}

/** The money held by open disputes and holds (each order counted once), and how many of each. */
export async function heldMoney(db: Kysely<Database>): Promise<HeldMoney> {
  const open = await openDisputes(db);
  const holds = open.filter((row) => row.id.startsWith(holdId(''))).length;
  const cents = [...largestByOrder(open).values()].reduce((sum, each) => sum + each, 0);
  return { amount: centsToDollars(cents), disputes: open.length - holds, holds };
}
