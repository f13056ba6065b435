import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { type CreateOrderInput, type PayPalClient, PayPalError } from '../payments';
import { unavailable } from '../plugins';
import { insertOrder, type NewOrder } from './order-store';
import { paypalReference } from './paypal-reference';

/** A checked, priced ticket order or donation, about to be paid; `purpose` starts its custom_id. */
export type OrderToPlace = Omit<NewOrder, 'id' | 'currency' | 'invoiceId'> &
  Omit<CreateOrderInput, 'amountCents' | 'customId' | 'invoiceId'> & {
    purpose: string;
    /** The current edition's year, read with its prices: the invoice_id's prefix. */
    year: number;
  };

/**
 * Asks PayPal for a payment order of the server's own amount and stores it with the checked order, so
 * the capture later records what was checked here and never what the page sent. Returns PayPal's id.
 */
export async function placePayPalOrder(
  deps: { db: Kysely<Database>; paypal: PayPalClient; now: () => number },
  order: OrderToPlace,
  /** Stores the order PayPal made; ticket orders are stored only while sales are open and places last. */
  store: (db: Kysely<Database>, row: NewOrder) => Promise<void> = (db, row) =>
    insertOrder(db, row, deps.now()),
): Promise<string> {
  let created: { id: string };
  const reference = paypalReference(order.purpose, order.year);
  try {
    created = await deps.paypal.createOrder({
      amountCents: order.amountCents,
      description: order.description,
      ...reference,
    });
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    throw unavailable(`The payment provider could not take the order: ${error.message}`);
  }
  await store(deps.db, {
    id: created.id,
    kind: order.kind,
    amountCents: order.amountCents,
    // Every price and donation of the convention is in US dollars, as the pages say.
    currency: 'USD',
    payload: order.payload,
    discountCode: order.discountCode,
    invoiceId: reference.invoiceId,
  });
  return created.id;
}
