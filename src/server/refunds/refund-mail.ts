import type { Kysely } from 'kysely';
import { refundEmail } from '../../../content/emails';
import { isValidEmail } from '../../domain/email';
import { formatUsd } from '../../domain/money';
import type { Database } from '../db';
import { editionOfOrder } from '../editions';
import type { Outbox } from '../mail';
import type { AppliedRefund } from './apply-refund';
import { orderBadges } from './order-badges';
import type { RefundRow } from './refund-store';

/**
 * Queues the buyer's one email about a refund, in the refund's transaction (it goes exactly when the
 * refund commits). Keyed by PayPal's refund id, so the same refund reported twice mails once. A donation
 * paid without an address PayPal passed on, or an address that is not one, gets no mail rather than
 * undoing the refund. It names the badges or viewers this refund stopped and those that still stand, as
 * they are now (a name the buyer corrected reads corrected).
 */
export async function queueRefundMail(
  trx: Kysely<Database>,
  outbox: Outbox,
  refund: RefundRow,
  applied: AppliedRefund,
): Promise<boolean> {
  const to = applied.buyerEmail?.trim();
  if (!to || !isValidEmail(to)) return false;
  // Read after the refund stopped its badges, in its transaction: what is left is what still stands.
  const badges = applied.purchase === 'donation' ? [] : await orderBadges(trx, refund.order_id, 0);
  const stopped = new Set(applied.stopped);
  const mail = refundEmail({
    purchase: applied.purchase,
    reversal: refund.kind === 'reversal',
    orderRef: refund.order_id,
    refunded: badges.filter((badge) => stopped.has(badge.code)),
    remaining: badges.filter((badge) => !badge.refunded),
    amount: formatUsd(applied.cents),
    left: formatUsd(applied.leftCents),
    full: applied.leftCents === 0,
    edition: await editionOfOrder(trx, refund.order_id),
  });
  return outbox.enqueue(trx, {
    to,
    ...mail,
    kind: 'refund',
    ref: refund.order_id,
    dedupeKey: `refund:${refund.id}`,
  });
}
