import type { Kysely } from 'kysely';
import { donationReceiptEmail } from '../../../content/donation-receipt';
import { isValidEmail } from '../../domain/email';
import { parentIdOf } from '../../domain/incentives/incentive';
import type { Database } from '../db';
import { editionOfOrder } from '../editions';
import { enqueueMail, renderEmail } from '../mail';
import { findIncentive } from './incentive-store';

// The donor's receipt (docs/product/donations-and-incentives.md, "Receipts"), queued in the transaction
// that records the donation. The donation form asks for no address: the receipt goes to the payer's
// address from PayPal's order (payment_source.paypal.email_address, or the older payer.email_address),
// which serves the payment, as the privacy policy allows. The dedupe key names the order, so a second
// recording path (webhook, sweep) that finds the order already captured can never queue a second one.

export interface DonationReceipt {
  orderId: string;
  amountCents: number;
  paidMs: number;
  incentiveId: string | null;
  /** PayPal's payer address; null or not an address: no receipt (nowhere to send it). */
  payerEmail: string | null;
}

/** How the receipt names the chosen incentive: a bid war's option with its bid war's title. */
async function incentiveText(db: Kysely<Database>, id: string | null): Promise<string | null> {
  if (id === null) return null;
  const chosen = await findIncentive(db, id);
  if (!chosen) return null;
  const parentId = parentIdOf(id);
  const parent = parentId === null ? undefined : await findIncentive(db, parentId);
  return parent ? `${parent.title}: ${chosen.title}` : chosen.title;
}

/** Queues the receipt inside `trx`; resolves true when one was queued. */
export async function queueDonationReceipt(
  trx: Kysely<Database>,
  receipt: DonationReceipt,
): Promise<boolean> {
  const to = receipt.payerEmail?.trim() ?? '';
  if (!isValidEmail(to)) return false;
  const mail = renderEmail(
    donationReceiptEmail({
      orderRef: receipt.orderId,
      amountCents: receipt.amountCents,
      paidMs: receipt.paidMs,
      incentive: await incentiveText(trx, receipt.incentiveId),
      edition: await editionOfOrder(trx, receipt.orderId),
    }),
  );
  return enqueueMail(
    trx,
    {
      to,
      ...mail,
      kind: 'donation-receipt',
      ref: receipt.orderId,
      dedupeKey: `donation-receipt:${receipt.orderId}`,
    },
    receipt.paidMs,
  );
}
