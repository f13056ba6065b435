import { type Kysely, sql } from 'kysely';
import type { Cents } from '../../domain/money';
import type { Database } from '../db';
import { findOrder, findOrderByCapture, holdOrder } from '../orders';
import { progressChanged } from '../progress';
import type { DisputeLinks } from './dispute-links';
import { type GivenBack, giveBack } from './give-back';
import { announceTotals, type RefundDeps } from './record-refund';
import { completed, findRefund, insertRefund, renameRefund, setRefundAmount } from './refund-store';

// Money PayPal gave back to us after taking it: a chargeback the seller won (Transaction Search's T1202,
// the dispute's CREDIT to the seller), or money returned to the seller (T1207, T1208). It is a row of the
// refunds table of kind 'returned', so the books and the comparison with PayPal net it against the
// reversals of the same capture (docs/product/payments.md, "Disputes"; docs/decisions/043).
//
// Two reports name the same money: the dispute's RESOLVED event (recorded as RETURN-<dispute id>) and
// Transaction Search's line (PayPal's id, booked by the daily comparison). Whichever comes first is
// recorded; the second only links them (the dispute's return_id, through DisputeLinks), so the money comes back once.

/** The books' record of what a dispute resolved for the seller gave back, named after the dispute. */
const disputeReturnId = (disputeId: string) => `RETURN-${disputeId}`.slice(0, 64);
const disputeReturnPrefix = 'RETURN-';

interface ReturnFacts {
  captureId: string;
  amountCents: Cents;
  currency: string;
}

type ReturnOutcome = 'applied' | 'recorded' | 'duplicate';

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

/** Inserts the return and counts it as paid again, never more than the capture's refunds and reversals took. */
async function insertReturn(
  trx: Kysely<Database>,
  order: { id: string; currency: string; captured_currency: string | null },
  facts: ReturnFacts & { returnId: string; timeMs: number },
  nowMs: number,
): Promise<{ outcome: ReturnOutcome; given?: GivenBack }> {
  const inserted = await insertRefund(trx, {
    id: facts.returnId,
    order_id: order.id,
    capture_id: facts.captureId,
    kind: 'returned',
    source: 'paypal',
    status: completed,
    amount_cents: facts.amountCents,
    currency: facts.currency,
    time_ms: facts.timeMs,
  });
  if (!inserted) return { outcome: 'duplicate' };
  if (facts.currency !== (order.captured_currency ?? order.currency)) return { outcome: 'recorded' };
  return giveUpTo(trx, order.id, facts.captureId, facts.returnId, facts.amountCents, nowMs);
}

async function giveUpTo(
  trx: Kysely<Database>,
  orderId: string,
  captureId: string,
  returnId: string,
  amountCents: Cents,
  nowMs: number,
): Promise<{ outcome: ReturnOutcome; given?: GivenBack }> {
  const cents = Math.min(amountCents, await reversedNet(trx, captureId, returnId));
  const given = cents > 0 ? await giveBack(trx, orderId, cents, nowMs) : null;
  return given ? { outcome: 'applied', given } : { outcome: 'recorded' };
}

/** One transaction's work, then the totals announced once it committed. */
async function inTransaction(
  deps: RefundDeps,
  nowMs: number,
  work: (trx: Kysely<Database>) => Promise<{ outcome: ReturnOutcome; given?: GivenBack }>,
): Promise<ReturnOutcome> {
  const result = await deps.db.transaction().execute(async (trx) => {
    const done = await work(trx);
    return done.given ? { ...done, given: done.given, progress: await progressChanged(trx) } : done;
  });
  if ('progress' in result && result.given) {
    announceTotals(deps, result.progress, nowMs, result.given.incentiveId !== null);
  }
  return result.outcome;
}

/**
 * The seller won a dispute and PayPal credited the money back (the RESOLVED event's money_movements):
 * recorded once as RETURN-<dispute id>, unless Transaction Search's line of the same money was booked
 * first, which the dispute then names instead of giving the money back again.
 */
export async function recordDisputeReturn(
  deps: RefundDeps,
  facts: ReturnFacts & { disputeId: string; orderId: string },
  nowMs: number,
): Promise<ReturnOutcome> {
  const order = await findOrder(deps.db, facts.orderId);
  if (!order) return 'recorded';
  return inTransaction(deps, nowMs, async (trx) => {
    // The dispute's report and Transaction Search's of the same money are one after the other.
    await holdOrder(trx, order.id);
    if (await deps.disputes.linkedTo(trx, facts.disputeId, 'return')) return { outcome: 'duplicate' };
    const booked = await unclaimedPayPalReturn(trx, deps.disputes, facts.captureId);
    if (booked) {
      await deps.disputes.link(trx, facts.disputeId, 'return', booked);
      return { outcome: 'duplicate' };
    }
    return insertReturn(
      trx,
      order,
      { ...facts, returnId: disputeReturnId(facts.disputeId), timeMs: nowMs },
      nowMs,
    );
  });
}

/** Money back booked from Transaction Search that no dispute has named as its own yet, oldest first. */
async function unclaimedPayPalReturn(
  trx: Kysely<Database>,
  disputes: DisputeLinks,
  captureId: string,
): Promise<string | undefined> {
  const rows = await trx
    .selectFrom('refunds')
    .select('id')
    .where('capture_id', '=', captureId)
    .where('kind', '=', 'returned')
    .where('id', 'not like', `${disputeReturnPrefix}%`)
    .orderBy('time_ms')
    .orderBy('id')
    .execute();
  const linked = await disputes.linkedReturns(
    trx,
    rows.map((row) => row.id),
  );
  return rows.find((row) => !linked.has(row.id))?.id;
}

interface PayPalReturnFacts extends ReturnFacts {
  /** PayPal's transaction id (Transaction Search). */
  returnId: string;
  /** When PayPal gave it back: the record is compared in the period PayPal shows it in. */
  timeMs: number;
}

/**
 * Money back Transaction Search shows (T1202, T1207, T1208) on a capture of ours, booked by the daily
 * comparison: a dispute's record of the same money (RETURN-<dispute id>, not yet named) takes PayPal's id,
 * moving only what PayPal gave back beyond it; otherwise it is recorded under PayPal's id and counts as
 * paid again, never more than the capture's refunds and reversals took.
 */
export async function recordPayPalReturn(
  deps: RefundDeps,
  facts: PayPalReturnFacts,
  nowMs: number,
): Promise<ReturnOutcome | 'unknown-order'> {
  const order = await findOrderByCapture(deps.db, facts.captureId);
  if (!order) return 'unknown-order';
  if (await findRefund(deps.db, facts.returnId)) return 'duplicate';
  return inTransaction(deps, nowMs, async (trx) => {
    // The dispute's report and Transaction Search's of the same money are one after the other.
    await holdOrder(trx, order.id);
    if (await findRefund(trx, facts.returnId)) return { outcome: 'duplicate' };
    const adopted = await adoptDisputeReturn(trx, deps.disputes, facts.captureId, facts.returnId);
    if (!adopted) return insertReturn(trx, order, facts, nowMs);
    const beyond = facts.amountCents - adopted.amountCents;
    // PayPal gave back less than the dispute said: the record keeps what it gave back, and the comparison
    // names the difference for an organiser (taking money out again is not PayPal's report).
    if (beyond <= 0 || facts.currency !== adopted.currency) return { outcome: 'duplicate' };
    await setRefundAmount(trx, facts.returnId, facts.amountCents);
    const net = await reversedNet(trx, facts.captureId, facts.returnId);
    const cents = Math.min(beyond, net - adopted.amountCents);
    const given = cents > 0 ? await giveBack(trx, order.id, cents, nowMs) : null;
    return given ? { outcome: 'applied', given } : { outcome: 'recorded' };
  });
}

/** The first dispute of the capture whose return record is not named yet: it takes PayPal's id. */
async function adoptDisputeReturn(
  trx: Kysely<Database>,
  disputes: DisputeLinks,
  captureId: string,
  paypalId: string,
) {
  for (const disputeId of await disputes.unlinked(trx, captureId, 'return')) {
    const placeholder = await findRefund(trx, disputeReturnId(disputeId));
    if (!placeholder) continue;
    if (!(await disputes.link(trx, disputeId, 'return', paypalId))) continue;
    await renameRefund(trx, placeholder.id, paypalId);
    return { amountCents: Number(placeholder.amount_cents), currency: placeholder.currency };
  }
  return undefined;
}
