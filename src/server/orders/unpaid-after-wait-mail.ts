import type { Kysely } from 'kysely';
import { paymentDidNotGoThroughEmail } from '../../../content/emails';
import { isValidEmail } from '../../domain/email';
import type { Database } from '../db';
import { editionOfOrder } from '../editions';
import type { Outbox } from '../mail';
import { type PayPalClient, PayPalError } from '../payments';
import { findOrder, type OrderRow } from './order-store';
import { readTicketPayload } from './ticket-order-payload';

// A buyer whose capture call was answered "PayPal has not confirmed your payment yet ... your tickets
// will arrive by email" (202, the order left for the sweep) waits for that email. When PayPal then never
// takes the money (the sweep's capture is declined, refused or expires, or the order is given up), they
// get one email saying so, instead of silence (docs/product/payments.md, "What the capture call answers").

/** The capture call has just told this order's buyer that PayPal has not confirmed it yet. */
export async function markToldNotConfirmed(
  db: Kysely<Database>,
  orderId: string,
  nowMs: number,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ told_not_confirmed_ms: nowMs })
    .where('id', '=', orderId)
    .where('told_not_confirmed_ms', 'is', null)
    .execute();
}

const endedUnpaid: ReadonlySet<string> = new Set(['failed', 'abandoned']);

export interface UnpaidMailDeps {
  db: Kysely<Database>;
  outbox: Outbox;
  paypal: PayPalClient;
  publicUrl: string;
}

/**
 * Called whenever an order ends without a payment; mails only the buyers who were told to wait, once per
 * order (outbox dedupe key). A ticket buyer's address is on the order; a donor gave none before paying,
 * so the donor is mailed at PayPal's payer address when PayPal's order shows one, and not otherwise.
 */
export function unpaidAfterWaitMail(deps: UnpaidMailDeps) {
  return async (orderId: string): Promise<void> => {
    const order = await findOrder(deps.db, orderId);
    if (!order || order.told_not_confirmed_ms === null || !endedUnpaid.has(order.status)) return;
    const to = (await buyerAddress(deps.paypal, order))?.trim();
    if (!to || !isValidEmail(to)) return;
    const purchase = purchaseOf(order);
    const mail = paymentDidNotGoThroughEmail({
      purchase,
      againUrl: `${deps.publicUrl.replace(/\/+$/, '')}${againPath[purchase]}`,
      edition: await editionOfOrder(deps.db, order.id),
    });
    const queued = await deps.outbox.enqueue(deps.db, {
      to,
      ...mail,
      kind: 'payment-failed',
      ref: order.id,
      dedupeKey: `payment-failed:${order.id}`,
    });
    if (queued) deps.outbox.wake();
  };
}

type Purchase = 'tickets' | 'livestream' | 'donation';

const againPath: Record<Purchase, string> = {
  tickets: '/tickets',
  livestream: '/livestream-tickets',
  donation: '/donate/card',
};

function purchaseOf(order: OrderRow): Purchase {
  if (order.kind === 'donation') return 'donation';
  return readTicketPayload(order.payload).kind === 'livestream' ? 'livestream' : 'tickets';
}

async function buyerAddress(paypal: PayPalClient, order: OrderRow): Promise<string | undefined> {
  if (order.kind === 'ticket') {
    const payload = readTicketPayload(order.payload);
    // A livestream order's addresses are its viewers': the buyer is PayPal's payer, or else the first
    // address, as a recorded purchase has it.
    if (payload.kind === 'in-person') return payload.info.email;
    return (await payerEmail(paypal, order.id)) ?? payload.info.names[0];
  }
  return payerEmail(paypal, order.id);
}

/** The payer's address on PayPal's order; none when PayPal shows none or cannot be asked now. */
async function payerEmail(paypal: PayPalClient, orderId: string): Promise<string | undefined> {
  try {
    return (await paypal.getOrder(orderId)).payer?.email || undefined;
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    return undefined;
  }
}
