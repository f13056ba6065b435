import type { Kysely } from 'kysely';
import { edition } from '../../../content/edition';
import { inPersonPricing, livestreamPricing } from '../../../content/tickets';
import { describeZodError } from '../../contracts/errors';
import { createTicketOrderSchema } from '../../contracts/tickets';
import { checkInPersonOrder, checkLivestreamOrder } from '../../domain/tickets/order-check';
import type { Database } from '../db/schema';
import { insertOrder } from '../orders/order-store';
import { type PayPalClient, PayPalError } from '../payments/paypal-client';

export type CreateOutcome = { ok: true; id: string } | { ok: false; status: number; error: string };

/**
 * Checks a ticket order with the same rules as the page, prices it here, and asks PayPal for a payment
 * order of the server's amount. The page's amount is only compared, never charged.
 */
export async function createTicketOrder(
  deps: { db: Kysely<Database>; paypal: PayPalClient },
  body: unknown,
): Promise<CreateOutcome> {
  const parsed = createTicketOrderSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, error: describeZodError(parsed.error) };
  const order = parsed.data;
  const check =
    order.kind === 'in-person'
      ? checkInPersonOrder(order, inPersonPricing)
      : checkLivestreamOrder(order, livestreamPricing);
  if (!check.ok) return { ok: false, status: 400, error: check.error };
  if (check.quote.totalCents <= 0) {
    return { ok: false, status: 400, error: 'This order costs nothing, so there is nothing to pay.' };
  }

  let created: { id: string };
  try {
    created = await deps.paypal.createOrder({
      amountCents: check.quote.totalCents,
      description: `${edition.product} ${edition.year} ${order.kind === 'in-person' ? 'tickets' : 'livestream tickets'} (${check.quote.ticketCount})`,
      customId: `ticket:${order.kind}`,
    });
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    return {
      ok: false,
      status: 502,
      error: `The payment provider could not take the order: ${error.message}`,
    };
  }
  await insertOrder(deps.db, {
    id: created.id,
    kind: 'ticket',
    amountCents: check.quote.totalCents,
    currency: 'USD',
    payload: order,
  });
  return { ok: true, id: created.id };
}
