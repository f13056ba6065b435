import { type Kysely, sql } from 'kysely';
import type { Cents } from '../../domain/money';
import type { Database } from '../db';
import { progressChanged } from '../progress';
import { giveBack } from './give-back';
import { announceTotals, type RefundDeps } from './record-refund';
import { completed, findOrderById, insertRefund } from './refund-store';

// Money PayPal gave back to us after taking it: a chargeback the seller won (Transaction Search's T1202,
// the dispute's CREDIT to the seller), or money returned to the seller (T1207, T1208). It is a row of the
// refunds table of kind 'returned', so the books and the comparison with PayPal net it against the
// reversals of the same capture (docs/product/payments.md, "Disputes"; docs/decisions/043).

/** The books' record of what a dispute resolved for the seller gave back, named after the dispute. */
export const disputeReturnId = (disputeId: string) => `RETURN-${disputeId}`.slice(0, 64);

export interface ReturnFacts {
  /** PayPal's id for the money back, or disputeReturnId: the same return reported again counts once. */
  returnId: string;
  captureId: string;
  orderId: string;
  amountCents: Cents;
  currency: string;
}

/**
 * What the capture's refunds and reversals took, net of what PayPal gave back before: the most a return
 * can undo. Refunds count too: the refund sweep records a reversal it finds in PayPal's list of the
 * order's refunds as a refund (that list does not tell them apart; docs/decisions/036).
 */
async function reversedNet(trx: Kysely<Database>, captureId: string, exceptId: string): Promise<Cents> {
  const row = await trx
    .selectFrom('refunds')
    .select(
      sql<
        number | string | null
      >`sum(case when kind = 'returned' then -amount_cents else amount_cents end)`.as('cents'),
    )
    .where('capture_id', '=', captureId)
    .where('kind', 'in', ['refund', 'reversal', 'returned'])
    .where('status', '=', completed)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

/**
 * Records money PayPal gave back, once, and counts it as paid again: never more than the capture's
 * refunds and reversals took. 'applied' when this call moved money back; 'duplicate' when it was known.
 */
export async function recordReturn(
  deps: RefundDeps,
  facts: ReturnFacts,
  nowMs: number,
): Promise<'applied' | 'recorded' | 'duplicate'> {
  const order = await findOrderById(deps.db, facts.orderId);
  if (!order) return 'recorded';
  const result = await deps.db.transaction().execute(async (trx) => {
    const inserted = await insertRefund(trx, {
      id: facts.returnId,
      order_id: facts.orderId,
      capture_id: facts.captureId,
      kind: 'returned',
      source: 'paypal',
      status: completed,
      amount_cents: facts.amountCents,
      currency: facts.currency,
      time_ms: nowMs,
    });
    if (!inserted) return { outcome: 'duplicate' as const };
    if (facts.currency !== (order.captured_currency ?? order.currency))
      return { outcome: 'recorded' as const };
    const cents = Math.min(facts.amountCents, await reversedNet(trx, facts.captureId, facts.returnId));
    const given = cents > 0 ? await giveBack(trx, facts.orderId, cents, nowMs) : null;
    if (!given) return { outcome: 'recorded' as const };
    return { outcome: 'applied' as const, given, progress: await progressChanged(trx) };
  });
  if (result.outcome === 'applied') {
    announceTotals(deps, result.progress, nowMs, result.given.incentiveId !== null);
  }
  return result.outcome;
}
