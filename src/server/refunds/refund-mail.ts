import type { Kysely } from 'kysely';
import { refundEmail } from '../../../content/emails';
import { isValidEmail } from '../../domain/email';
import { formatUsd } from '../../domain/money';
import type { Database } from '../db';
import type { Outbox } from '../mail';
import type { AppliedRefund } from './apply-refund';
import type { RefundRow } from './refund-store';

/**
 * Queues the buyer's one email about a refund, in the refund's transaction (it goes exactly when the
 * refund commits). Keyed by PayPal's refund id, so the same refund reported twice mails once. A donation
 * paid without an address PayPal passed on, or an address that is not one, gets no mail rather than
 * undoing the refund.
 */
export async function queueRefundMail(
  trx: Kysely<Database>,
  outbox: Outbox,
  refund: RefundRow,
  applied: AppliedRefund,
): Promise<boolean> {
  const to = applied.buyerEmail?.trim();
  if (!to || !isValidEmail(to)) return false;
  const mail = refundEmail({
    purchase: applied.purchase,
    reversal: refund.kind === 'reversal',
    amount: formatUsd(applied.cents),
    left: formatUsd(applied.leftCents),
    full: applied.leftCents === 0,
  });
  return outbox.enqueue(trx, {
    to,
    ...mail,
    kind: 'refund',
    ref: refund.order_id,
    dedupeKey: `refund:${refund.id}`,
  });
}
