import { randomUUID } from 'node:crypto';
import type { RefundResponse } from '../../contracts/refunds';
import { type Cents, formatUsd } from '../../domain/money';
import { refundAmountProblem } from '../../domain/refunds';
import { badgeRefundCents } from '../../domain/tickets/badge-shares';
import { findOrder, holdOrder } from '../orders';
import { PayPalError } from '../payments';
import { conflict, notFound, refused, unavailable } from '../plugins';
import { badgesBeingRefunded, orderBadges } from './order-badges';
import { type RefundDeps, recordRefund } from './record-refund';
import {
  claimRefundRequest,
  findRefundRequest,
  forgetRefusedRequest,
  paypalRemembersRefundRequestMs,
  paypalRequestIdFor,
  type RefundRequestRow,
} from './refund-request-store';
import { findRefund, pendingRefundCents, refundState, refundToWire } from './refund-store';

/** What the organiser asked to refund: an amount, the badges (codes, normalised), or (neither) the rest. */
export interface RefundAsked {
  amountCents: Cents | null;
  badges: string[] | null;
}

/**
 * The share of the chosen badges (docs/decisions/056-orders-one-badge-at-a-time.md), after checking
 * each is the order's and still stands: a clear refusal names the badge that is not.
 */
async function badgesRefundCents(
  db: RefundDeps['db'],
  order: NonNullable<Awaited<ReturnType<typeof findOrder>>>,
  codes: readonly string[],
  left: Cents,
  nowMs: number,
): Promise<Cents> {
  if (order.kind !== 'ticket') throw refused('A donation has no badges: refund an amount instead.');
  const badges = await orderBadges(db, order.id, Number(order.amount_cents));
  const pending = await badgesBeingRefunded(db, order.id, nowMs);
  const selected: number[] = [];
  for (const code of codes) {
    const at = badges.findIndex((badge) => badge.code === code);
    const badge = badges[at];
    if (!badge) throw refused(`Badge ${code} is not part of order ${order.id}.`);
    if (badge.refunded) throw conflict(`Badge ${code} (${badge.holder}) was already refunded.`);
    if (pending.has(code))
      throw conflict(
        `Badge ${code} (${badge.holder}) is being refunded already; PayPal has not completed it yet.`,
      );
    selected.push(at);
  }
  return badgeRefundCents({
    shares: badges.map((badge) => badge.shareCents),
    refunded: badges.map((badge) => badge.refunded || pending.has(badge.code)),
    selected,
    leftCents: left,
  });
}

/**
 * An organiser refunds a paid order on the dashboard, in whole (`amountCents` null: whatever is left) or
 * in part. The request's Idempotency-Key (chosen when the refund form opened) is stored before PayPal
 * is called and names one PayPal-Request-Id, so the same key is one refund whatever arrived in between
 * (a webhook, another organiser's refund); a call without a key is a refund of its own. PayPal's refund
 * is then recorded as its webhook would record it, and counts once (docs/decisions/036).
 */
export async function refundOrder(
  deps: RefundDeps,
  orderId: string,
  asked: RefundAsked,
  /** Who asked, as the change log names them. */
  by: string,
  idempotencyKey: string | null = null,
): Promise<RefundResponse> {
  const key = idempotencyKey ?? randomUUID();
  const earlier = idempotencyKey ? await findRefundRequest(deps.db, key) : undefined;
  if (earlier) return repeat(deps, earlier, orderId, asked);

  const nowMs = deps.now();
  // Checked and claimed in one transaction that holds the order: two organisers refunding the same badge
  // with two keys at the same moment are one after the other here, and the second sees the first's claim.
  const claimed = await deps.db.transaction().execute(async (trx) => {
    // A write first, so the order's row is held (PostgreSQL) or the database's write lock taken (SQLite)
    // before anything is read.
    await holdOrder(trx, orderId);
    const order = await findOrder(trx, orderId);
    if (!order) throw notFound('There is no order with this id.');
    if (order.status !== 'captured' || !order.capture_id) {
      throw conflict('This order was never paid, so there is nothing to refund.');
    }
    const pending = await pendingRefundCents(trx, order.id);
    const left = Number(order.amount_cents) - Number(order.refunded_cents) - pending;
    if (left <= 0) {
      throw conflict(
        pending > 0
          ? 'The rest of this payment is already being refunded; PayPal has not completed it yet.'
          : 'This payment has already been refunded in full.',
      );
    }
    const cents = asked.badges
      ? await badgesRefundCents(trx, order, asked.badges, left, nowMs)
      : (asked.amountCents ?? left);
    const problem = refundAmountProblem(cents, left);
    if (problem) throw refused(problem);

    return claimRefundRequest(trx, {
      idempotency_key: key,
      order_id: order.id,
      capture_id: order.capture_id,
      asked_cents: asked.amountCents,
      cents,
      paypal_request_id: paypalRequestIdFor(key),
      refund_id: null,
      created_ms: nowMs,
      badges: asked.badges ? JSON.stringify(asked.badges) : null,
      asked_by: by,
    });
  });
  // Two calls with one new key at the same moment: the one that did not write the row repeats it.
  if (!claimed.created) return repeat(deps, claimed.row, orderId, asked);
  return refundAtPayPal(deps, claimed.row);
}

/** The same key again: the first call's refund, never a second one. */
async function repeat(
  deps: RefundDeps,
  request: RefundRequestRow,
  orderId: string,
  asked: RefundAsked,
): Promise<RefundResponse> {
  const badges = asked.badges ? JSON.stringify(asked.badges) : null;
  if (
    request.order_id !== orderId ||
    request.asked_cents !== asked.amountCents ||
    request.badges !== badges
  ) {
    const first = request.badges
      ? `badges ${(JSON.parse(request.badges) as string[]).join(', ')}`
      : request.asked_cents === null
        ? 'the rest'
        : formatUsd(request.asked_cents);
    throw refused(
      `This Idempotency-Key was already used to refund ${first} of order ${request.order_id}; open the refund form again to refund something else.`,
    );
  }
  const known = request.refund_id ? await findRefund(deps.db, request.refund_id) : undefined;
  if (known) return answer(deps, request, known);
  // PayPal's answer never reached us (a timeout, a crash): within PayPal's memory of the request id,
  // PayPal answers it with the same refund. Past it, PayPal would take it as a new refund, so the key is
  // answered from what PayPal shows of the order instead, and never sent again (docs/decisions/036).
  const nowMs = deps.now();
  if (nowMs - Number(request.created_ms) >= paypalRemembersRefundRequestMs)
    return forgottenRequest(deps, request);
  return refundAtPayPal(deps, request);
}

/**
 * A key older than PayPal's memory of its request id, whose refund the books do not know: PayPal's own
 * list of the order's refunds says whether it was made (the refund carries the key as custom_id).
 */
async function forgottenRequest(deps: RefundDeps, request: RefundRequestRow): Promise<RefundResponse> {
  let atPayPal: Awaited<ReturnType<RefundDeps['paypal']['getOrder']>>;
  try {
    atPayPal = await deps.paypal.getOrder(request.order_id);
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    throw unavailable('PayPal did not answer. Trying again is safe: nothing is refunded twice.');
  }
  const made = atPayPal.refunds.find(
    (refund) =>
      refund.customId === request.idempotency_key &&
      (refund.captureId ?? request.capture_id) === request.capture_id,
  );
  if (!made) {
    await forgetRefusedRequest(deps.db, request.idempotency_key);
    throw conflict(
      'PayPal shows no refund from this request, made more than 44 days ago, and no longer recognises it, so nothing was refunded with it. Open the refund form again to refund what is left.',
    );
  }
  const recorded = await recordRefund(deps, {
    refundId: made.id,
    captureId: request.capture_id,
    orderId: request.order_id,
    amountCents: made.amountCents,
    currency: made.currency,
    kind: 'refund',
    source: 'organiser',
    by: request.asked_by,
    status: made.status,
    requestKey: request.idempotency_key,
  });
  if (recorded.outcome === 'unknown-order' || recorded.outcome === 'not-captured-yet') {
    throw new Error(
      `Refund ${made.id} of order ${request.order_id} could not be recorded (${recorded.outcome}).`,
    );
  }
  return answer(deps, request, recorded.refund);
}

async function refundAtPayPal(deps: RefundDeps, request: RefundRequestRow): Promise<RefundResponse> {
  let result: Awaited<ReturnType<RefundDeps['paypal']['refundCapture']>>;
  try {
    result = await deps.paypal.refundCapture(request.capture_id, {
      amountCents: request.cents,
      requestId: request.paypal_request_id,
      // PayPal shows it on the refund, so the sweep can tell this request's refund among the capture's.
      customId: request.idempotency_key,
    });
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    if (error.status === 0 || error.status >= 500 || error.status === 409) {
      throw unavailable(
        'PayPal did not answer. The refund may still go through: it shows here once PayPal reports it. Trying again is safe.',
      );
    }
    // PayPal refused it and refunded nothing: the request no longer holds its badges back.
    await forgetRefusedRequest(deps.db, request.idempotency_key);
    throw conflict(`PayPal refused the refund: ${error.message}`);
  }

  const recorded = await recordRefund(deps, {
    refundId: result.id,
    captureId: request.capture_id,
    orderId: request.order_id,
    amountCents: result.amountCents,
    currency: result.currency,
    kind: 'refund',
    source: 'organiser',
    by: request.asked_by,
    status: result.status,
    requestKey: request.idempotency_key,
  });
  if (recorded.outcome === 'unknown-order' || recorded.outcome === 'not-captured-yet') {
    // The order was checked before the request was stored, and a captured order stays captured.
    throw new Error(
      `Refund ${result.id} of order ${request.order_id} could not be recorded (${recorded.outcome}).`,
    );
  }
  return answer(deps, request, recorded.refund);
}

async function answer(
  deps: RefundDeps,
  request: RefundRequestRow,
  refund: NonNullable<Awaited<ReturnType<typeof findRefund>>>,
): Promise<RefundResponse> {
  if (refund.status === 'FAILED' || refund.status === 'CANCELLED') {
    throw conflict(`PayPal could not complete the refund (${refund.status.toLowerCase()}).`);
  }
  const order = await findOrder(deps.db, request.order_id);
  if (!order) throw new Error(`Order ${request.order_id} of refund ${refund.id} is gone.`);
  return {
    refund: refundToWire(refund, order.kind),
    order: refundState(order, await pendingRefundCents(deps.db, order.id)),
  };
}
