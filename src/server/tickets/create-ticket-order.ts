import type { Kysely } from 'kysely';
import { edition } from '../../../content/edition';
import { inPersonPricing, livestreamPricing } from '../../../content/tickets';
import { describeZodError } from '../../contracts/errors';
import { type CreateTicketOrder, createTicketOrderSchema } from '../../contracts/tickets';
import { checkInPersonOrder, checkLivestreamOrder, type OrderCheck } from '../../domain/tickets/order-check';
import { normaliseDiscountCode, quoteTickets } from '../../domain/tickets/pricing';
import type { Database } from '../db/schema';
import { createRefusal } from '../discounts/discount-refusals';
import { findDiscountCodeRow, whyUnusable } from '../discounts/discount-store';
import { insertOrder } from '../orders/order-store';
import { type PayPalClient, PayPalError } from '../payments/paypal-client';

export type CreateOutcome = { ok: true; id: string } | { ok: false; status: number; error: string };

type InPersonOrder = Extract<CreateTicketOrder, { kind: 'in-person' }>;
type Priced =
  | { ok: true; check: OrderCheck; discountCode: string | null }
  | { ok: false; status: 409; error: string };

/**
 * Prices an in-person order with the code as the database has it now. A code nobody knows gives no
 * discount, as the page says. A code that can no longer be used gives none either; when the page still
 * priced the order with it (the code ended or ran out meanwhile) the buyer is told why.
 */
async function priceInPerson(db: Kysely<Database>, order: InPersonOrder, nowMs: number): Promise<Priced> {
  const stored =
    normaliseDiscountCode(order.discount) === '' ? undefined : await findDiscountCodeRow(db, order.discount);
  const refusal = stored ? whyUnusable(stored, nowMs) : null;
  const codes = stored && refusal === null ? [stored.rule] : [];
  const check = checkInPersonOrder(order, inPersonPricing(codes));
  if (
    stored &&
    refusal !== null &&
    !check.ok &&
    checkInPersonOrder(order, inPersonPricing([stored.rule])).ok
  ) {
    const fullCents = quoteTickets(order.tickets, '', inPersonPricing([])).totalCents;
    return { ok: false, status: 409, error: createRefusal(stored.rule.code, refusal, fullCents) };
  }
  const applied = check.ok && check.quote.discountStatus === 'applied' ? check.quote.discount : null;
  return { ok: true, check, discountCode: applied ? normaliseDiscountCode(applied.code) : null };
}

/**
 * Checks a ticket order with the same rules as the page, prices it here, and asks PayPal for a payment
 * order of the server's amount. The page's amount is only compared, never charged.
 */
export async function createTicketOrder(
  deps: { db: Kysely<Database>; paypal: PayPalClient; now?: () => number },
  body: unknown,
): Promise<CreateOutcome> {
  const parsed = createTicketOrderSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, error: describeZodError(parsed.error) };
  const order = parsed.data;
  let check: OrderCheck;
  let discountCode: string | null = null;
  if (order.kind === 'in-person') {
    const priced = await priceInPerson(deps.db, order, (deps.now ?? Date.now)());
    if (!priced.ok) return priced;
    ({ check, discountCode } = priced);
  } else {
    check = checkLivestreamOrder(order, livestreamPricing);
  }
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
    discountCode,
  });
  return { ok: true, id: created.id };
}
