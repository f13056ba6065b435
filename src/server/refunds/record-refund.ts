import type { Kysely } from 'kysely';
import { changeNotice } from '../../contracts/organiser-edits';
import { progressSummaryToWire } from '../../contracts/progress';
import type { RefundKind, RefundSource } from '../../contracts/refunds';
import { type Cents, formatUsd } from '../../domain/money';
import type { Database } from '../db';
import { passwordActor, recordAudit } from '../db';
import type { Outbox } from '../mail';
import { findOrder, findOrderByCapture, type OrderRow } from '../orders';
import type { PayPalClient } from '../payments';
import { progressChanged } from '../progress';
import { emitToCrew, type RealtimeServer } from '../realtime';
import { type AppliedRefund, applyRefund } from './apply-refund';
import type { DisputeLinks } from './dispute-links';
import { type GivenBack, giveBack } from './give-back';
import { requestedBadges } from './order-badges';
import { queueRefundMail } from './refund-mail';
import { noteRefundId } from './refund-request-store';
import {
  adoptDisputeReversal,
  completed,
  completeRefund,
  findRefund,
  insertRefund,
  markFromDashboard,
  markReversal,
  type RefundRow,
  setRefundAmount,
  setRefundStatus,
} from './refund-store';

// One path from "PayPal refunded (or reversed) part of a capture" to "it left every total, once", shared
// by the dashboard's refund call and PayPal's webhooks (docs/product/payments.md, "Refunds and chargebacks").

export interface RefundDeps {
  db: Kysely<Database>;
  paypal: PayPalClient;
  outbox: Outbox;
  realtime: RealtimeServer;
  /** After commit, when money moved: drop the public answers that show totals (the incentives). */
  changed?: () => void;
  /** The app's clock (epoch ms). */
  now: () => number;
  /** The disputes table, as the books link a dispute's money to PayPal's reports of it (disputes/). */
  disputes: DisputeLinks;
}

/** What PayPal says about one refund or reversal. */
export interface RefundFacts {
  /** PayPal's refund id (a reversal's too): the same id reported again counts once. */
  refundId: string;
  captureId: string;
  /** Ours, when the caller knows it; otherwise looked up by the capture. */
  orderId?: string | null;
  amountCents: Cents;
  currency: string;
  kind: RefundKind;
  source: RefundSource;
  /** PayPal's refund status: COMPLETED, PENDING, FAILED or CANCELLED. */
  status: string;
  /** Who asked, for the change log, when `source` is 'organiser' (null when PayPal reported it alone). */
  by: string | null;
  /**
   * The dashboard's refund request this refund answers (PayPal echoes its key as custom_id): a request
   * that named badges stops those badges, whichever report of the refund moves the money.
   */
  requestKey?: string | null;
}

export type RecordedRefund =
  /** This call moved the money (and queued the mail). */
  | { outcome: 'applied'; refund: RefundRow; order: OrderRow; applied: AppliedRefund }
  /** Known now, but nothing moved: PENDING or FAILED, or the order is not counted as paid. */
  | { outcome: 'recorded'; refund: RefundRow; order: OrderRow }
  /** Known before, and nothing new: a repeat of a report already counted. */
  | { outcome: 'duplicate'; refund: RefundRow; order: OrderRow }
  /** No order of ours has this capture: not our money. */
  | { outcome: 'unknown-order' }
  /** The order is still being paid (PayPal reported the refund before the capture reached us). */
  | { outcome: 'not-captured-yet'; order: OrderRow };

const inFlight: ReadonlySet<string> = new Set(['created', 'approved', 'pending', 'declined']);

/**
 * Records a refund PayPal reported, whoever reported it, in one transaction: the refunds row, and when
 * PayPal says COMPLETED, the order's, the purchase's, the running totals' and the incentive's amounts,
 * the badges and stream links of an order refunded in full, and the buyer's mail. A PENDING refund is
 * kept and moves money when PayPal reports it COMPLETED (same id). Safe to call again, at the same
 * moment too: only one caller inserts (or completes) the refund row, and only that one moves money.
 */
export async function recordRefund(deps: RefundDeps, facts: RefundFacts): Promise<RecordedRefund> {
  const nowMs = deps.now();
  const order = facts.orderId
    ? await findOrder(deps.db, facts.orderId)
    : await findOrderByCapture(deps.db, facts.captureId);
  if (!order || (order.capture_id !== null && order.capture_id !== facts.captureId)) {
    return { outcome: 'unknown-order' };
  }
  if (inFlight.has(order.status)) return { outcome: 'not-captured-yet', order };

  const status = facts.status.toUpperCase();
  const row: RefundRow = {
    id: facts.refundId,
    order_id: order.id,
    capture_id: facts.captureId,
    kind: facts.kind,
    source: facts.source,
    status,
    amount_cents: facts.amountCents,
    currency: facts.currency,
    time_ms: nowMs,
  };
  // A refund PayPal failed or cancelled was never made: organisers are not told they made it.
  const audited = facts.source === 'organiser' && (status === completed || status === 'PENDING');
  const recordInTransaction = async (trx: Kysely<Database>) => {
    let movesMoney: boolean;
    const badges = await requestedBadges(trx, facts.requestKey, order.id);
    // PayPal's own report of money a dispute resolved for the buyer already took: the dispute's record
    // takes PayPal's id, and only what PayPal took beyond it moves (docs/decisions/043).
    if (
      facts.source === 'paypal' &&
      !facts.requestKey &&
      status === completed &&
      !(await findRefund(trx, row.id))
    ) {
      const adopted = await adoptDisputeReversal(trx, deps.disputes, facts.captureId, row.id);
      if (adopted) {
        const beyond = facts.amountCents - adopted.amountCents;
        if (beyond === 0 || facts.currency !== (order.captured_currency ?? order.currency)) {
          return { outcome: 'duplicate' as const };
        }
        await setRefundAmount(trx, row.id, facts.amountCents);
        // PayPal took back less than the dispute's record took: the rest was never taken and counts as
        // paid again (docs/decisions/043).
        if (beyond < 0) {
          const givenBack = await giveBack(trx, order.id, -beyond, nowMs);
          return givenBack ? { outcome: 'recorded' as const, givenBack } : { outcome: 'duplicate' as const };
        }
        const applied = await applyRefund(trx, order.id, beyond, nowMs, null);
        if (!applied) return { outcome: 'recorded' as const };
        const stored = (await findRefund(trx, row.id)) ?? row;
        await queueRefundMail(trx, deps.outbox, stored, applied);
        return { outcome: 'applied' as const, applied };
      }
    }
    // Whichever report of the refund comes first (the refund call's answer, the webhook, the sweep) names
    // it on its request, so a repeat of the request's key is answered from the books ever after.
    if (facts.requestKey) await noteRefundId(trx, facts.requestKey, row.id, order.id);
    if (await insertRefund(trx, row)) {
      movesMoney = status === completed;
      if (audited) await auditRefund(trx, row, order, facts.by, badges, nowMs);
    } else {
      if (facts.kind === 'reversal') await markReversal(trx, row.id);
      if (facts.source === 'organiser' && (await markFromDashboard(trx, row.id)) && audited) {
        await auditRefund(trx, row, order, facts.by, badges, nowMs);
      }
      movesMoney = status === completed ? await completeRefund(trx, row.id) : false;
      if (status !== completed) await setRefundStatus(trx, row.id, status);
      if (!movesMoney) return { outcome: 'duplicate' as const };
    }
    // A refund in another currency than the payment cannot be PayPal's; it is kept, not counted.
    const currency = order.captured_currency ?? order.currency;
    const applied =
      movesMoney && facts.currency === currency
        ? await applyRefund(trx, order.id, facts.amountCents, nowMs, badges)
        : null;
    if (!applied) return { outcome: 'recorded' as const };
    const stored = (await findRefund(trx, row.id)) ?? row;
    await queueRefundMail(trx, deps.outbox, stored, applied);
    return { outcome: 'applied' as const, applied };
  };
  const result = await deps.db.transaction().execute(async (trx) => {
    const outcome: RecordedInTransaction = await recordInTransaction(trx);
    // Last: the totals it moved, at their new revision, for every page after commit.
    const moved = outcome.outcome === 'applied' || 'givenBack' in outcome;
    return moved ? { ...outcome, progress: await progressChanged(trx) } : outcome;
  });

  const refund = (await findRefund(deps.db, row.id)) ?? row;
  const after = (await findOrder(deps.db, order.id)) ?? order;
  if ('progress' in result) {
    const incentiveId = 'applied' in result ? result.applied.incentiveId : result.givenBack.incentiveId;
    announceTotals(deps, result.progress, nowMs, incentiveId !== null);
  }
  if (result.outcome !== 'applied') return { outcome: result.outcome, refund, order: after };

  deps.outbox.wake();
  // Badges stopped: the attendee list and the door read theirs again, as after a buyer's change.
  if (result.applied.stopped.length > 0)
    emitToCrew(deps.realtime, ['door', 'organiser'], 'order-changed', changeNotice(nowMs));
  return { outcome: 'applied', refund, order: after, applied: result.applied };
}

type RecordedInTransaction =
  | { outcome: 'applied'; applied: AppliedRefund }
  | { outcome: 'recorded'; givenBack: GivenBack }
  | { outcome: 'recorded' | 'duplicate' };

/** After commit, when money moved either way: every page showing totals reads them again. */
export function announceTotals(
  deps: RefundDeps,
  progress: Awaited<ReturnType<typeof progressChanged>>,
  nowMs: number,
  incentiveChanged: boolean,
) {
  deps.changed?.();
  const notice = changeNotice(nowMs);
  deps.realtime.emit('progress', progressSummaryToWire(progress));
  deps.realtime.emit('totals-changed', notice);
  if (incentiveChanged) deps.realtime.emit('incentives-changed', notice);
}

/** Organisers see who refunded what in the dashboard's list of changes, like their other edits. */
function auditRefund(
  trx: Kysely<Database>,
  refund: RefundRow,
  order: OrderRow,
  by: string | null,
  badges: readonly string[] | null,
  nowMs: number,
) {
  const what = order.kind === 'ticket' ? 'ticket order' : 'donation';
  const which = badges ? ` (badges ${badges.join(', ')})` : '';
  // A request made before the log named people (migration 025) was made with the password.
  const who = by ?? passwordActor;
  return recordAudit(
    trx,
    `Refunded ${formatUsd(refund.amount_cents)} of ${what} ${order.id}${which}`,
    who,
    nowMs,
  );
}
