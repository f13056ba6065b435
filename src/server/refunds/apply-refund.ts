import type { Kysely } from 'kysely';
import { type Cents, formatUsd } from '../../domain/money';
import type { Database } from '../db';
import { holdOrder, setRefundedCents } from '../orders';
import { addToRaised, removeFromTotals } from '../progress';
import { stopBadges } from './order-badges';

// Takes a completed refund's money out of everything that counted it, inside the refund's transaction.
// Locks are taken in the order the capture takes them (order, running totals, the purchase, the
// incentive), so a refund and a purchase recorded at the same moment cannot deadlock.

/** What a refund changed, for its mail and its after-commit notices. */
export interface AppliedRefund {
  /** Taken out of the totals: the refund's amount, or what was left if PayPal reported more. */
  cents: Cents;
  /** Paid minus refunded after this refund. */
  leftCents: Cents;
  /** This refund left nothing of the payment: the purchase no longer counts at all. */
  becameFull: boolean;
  /** Where the buyer is told: the ticket buyer's address, or the donation's PayPal payer address. */
  buyerEmail: string | null;
  purchase: 'tickets' | 'livestream' | 'donation';
  /** The incentive whose raised amount went down, if any. */
  incentiveId: string | null;
  /** The badges (or viewers) this refund stopped. */
  stopped: string[];
}

/** Null when there is nothing to take (the order is not counted as paid, or is already refunded in full). */
export async function applyRefund(
  trx: Kysely<Database>,
  orderId: string,
  amountCents: Cents,
  nowMs: number,
  /** The badges the refund was asked for (a refund of single badges); null: a refund of an amount. */
  badges: readonly string[] | null = null,
): Promise<AppliedRefund | null> {
  // Locks the order's row first (on PostgreSQL a concurrent refund of the same order waits here and
  // then reads what the first one wrote), so two refunds can never take more than was paid.
  const order = await holdOrder(trx, orderId);
  if (order?.status !== 'captured') return null;
  const paid = Number(order.amount_cents);
  const before = Number(order.refunded_cents);
  const cents = Math.min(amountCents, paid - before);
  if (cents <= 0) return null;
  const after = before + cents;
  const becameFull = after >= paid;
  await setRefundedCents(trx, orderId, after, nowMs);

  const applied = { cents, leftCents: paid - after, becameFull };
  if (order.kind === 'ticket')
    return { ...applied, ...(await applyToTickets(trx, orderId, applied, nowMs, badges)) };
  return { ...applied, stopped: [], ...(await applyToDonation(trx, orderId, applied, order.payer_email)) };
}

type Applied = Pick<AppliedRefund, 'cents' | 'becameFull'>;

async function applyToTickets(
  trx: Kysely<Database>,
  orderId: string,
  applied: Applied,
  nowMs: number,
  badges: readonly string[] | null,
) {
  const ticket = await trx
    .selectFrom('tickets')
    .select(['id', 'count', 'stream', 'buyer_email'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  // A refund that leaves nothing stops every badge and stream link; a refund of single badges stops
  // those; a refund of an amount stops none. Each ticket stopped no longer counts as sold.
  const stopped = await stopBadges(trx, orderId, applied.becameFull ? 'all' : (badges ?? []), nowMs);
  await removeFromTotals(trx, 'tickets', stopped.length, applied.cents, orderId);
  if (ticket) {
    await trx
      .updateTable('tickets')
      .set((eb) => ({
        refunded_cents: eb('refunded_cents', '+', applied.cents),
        refunded_count: eb('refunded_count', '+', stopped.length),
      }))
      .where('id', '=', ticket.id)
      .execute();
  }
  if (stopped.length > 0) {
    const one = stopped.length === 1;
    const what = ticket?.stream ? (one ? 'Stream link' : 'Stream links') : one ? 'Badge' : 'Badges';
    await trx
      .insertInto('order_history')
      .values({
        order_id: orderId,
        time_ms: nowMs,
        what: `${what} ${stopped.join(', ')} refunded (${formatUsd(applied.cents)}); ${one ? 'it no longer admits anyone' : 'they no longer admit anyone'}.`,
      })
      .execute();
  }
  return {
    buyerEmail: ticket?.buyer_email || null,
    purchase: ticket?.stream ? ('livestream' as const) : ('tickets' as const),
    incentiveId: null,
    stopped,
  };
}

async function applyToDonation(
  trx: Kysely<Database>,
  orderId: string,
  applied: Applied,
  payerEmail: string | null,
) {
  await removeFromTotals(trx, 'donations', applied.becameFull ? 1 : 0, applied.cents, orderId);
  const donation = await trx
    .updateTable('donations')
    .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', applied.cents) }))
    .where('order_id', '=', orderId)
    .returning('incentive_id')
    .executeTakeFirst();
  const incentiveId = donation?.incentive_id ?? null;
  // The donation added to its chosen incentive (a bid war's option, whose parent sums its options), so
  // the refund takes from the same row.
  if (incentiveId !== null) await addToRaised(trx, incentiveId, -applied.cents);
  return { buyerEmail: payerEmail, purchase: 'donation' as const, incentiveId };
}
