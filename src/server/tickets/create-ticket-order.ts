import type { Kysely } from 'kysely';
import type { CreateTicketOrder } from '../../contracts/tickets';
import type { InPersonTicketType } from '../../domain/tickets/counts';
import { totalTickets } from '../../domain/tickets/counts';
import { checkInPersonOrder, checkLivestreamOrder, type OrderCheck } from '../../domain/tickets/order-check';
import { normaliseDiscountCode, quoteTickets, type TicketPricing } from '../../domain/tickets/pricing';
import type { Database } from '../db';
import { createRefusal, findDiscountCodeRow, findEarlierEditionCode, whyUnusable } from '../discounts';
import { type Edition, readCurrentEdition } from '../editions';
import { placePayPalOrder } from '../orders';
import type { PayPalClient } from '../payments';
import { conflict, invalid } from '../plugins';
import type { TicketSalesService } from './ticket-sales';

type InPersonOrder = Extract<CreateTicketOrder, { kind: 'in-person' }>;

/**
 * Prices an in-person order with the code as the database has it now. A code nobody knows gives no
 * discount, as the page says. A code that can no longer be used gives none either; when the page still
 * priced the order with it (the code ended or ran out meanwhile) the buyer is told why.
 */
async function priceInPerson(
  db: Kysely<Database>,
  edition: Edition,
  order: InPersonOrder,
  nowMs: number,
): Promise<{ check: OrderCheck; discountCode: string | null }> {
  // The current edition's prices (docs/decisions/075-editions-as-data.md), never the page's.
  const inPersonPricing = (
    discountCodes: TicketPricing<InPersonTicketType>['discountCodes'],
  ): TicketPricing<InPersonTicketType> => ({ prices: edition.prices.inPerson, discountCodes });
  const inPersonTicketText = edition.texts.inPersonTypes;
  const typed = normaliseDiscountCode(order.discount) !== '';
  const stored = typed ? await findDiscountCodeRow(db, order.discount) : undefined;
  const refusal = stored ? whyUnusable(stored, nowMs) : null;
  const codes = stored && refusal === null ? [stored.rule] : [];
  const check = checkInPersonOrder(order, inPersonPricing(codes), inPersonTicketText);
  if (check.ok) return { check, discountCode: applied(check) };
  // A page still pricing with a code that no longer works here: a code of the current edition that ended,
  // or one of an earlier edition's (docs/decisions/081-codes-and-waiting-list-per-edition.md).
  const earlier = typed && !stored ? await findEarlierEditionCode(db, order.discount) : undefined;
  const refused =
    stored && refusal !== null
      ? { rule: stored.rule, reason: refusal }
      : earlier && { rule: earlier.stored.rule, reason: { earlierYear: earlier.year } };
  if (refused && checkInPersonOrder(order, inPersonPricing([refused.rule]), inPersonTicketText).ok) {
    const fullCents = quoteTickets(order.tickets, '', inPersonPricing([])).totalCents;
    throw conflict(createRefusal(refused.rule.code, refused.reason, fullCents));
  }
  return { check, discountCode: null };
}

/** The code the server's own price took off, as stored on the order. */
function applied(check: Extract<OrderCheck, { ok: true }>): string | null {
  const discount = check.quote.discountStatus === 'applied' ? check.quote.discount : null;
  return discount ? normaliseDiscountCode(discount.code) : null;
}

function withoutHold(order: CreateTicketOrder): CreateTicketOrder {
  if (order.kind !== 'in-person' || order.hold === undefined) return order;
  const { hold: _hold, ...rest } = order;
  return rest;
}

/**
 * Checks a ticket order with the same rules as the page, prices it here, and asks PayPal for a payment
 * order of the server's amount. The page's amount is only compared, never charged. An order made while
 * sales are closed, or one with more in-person tickets than are left, is refused before PayPal is
 * asked, and again under the lock that stores it (ticket-sales.ts). Returns PayPal's id.
 */
export async function createTicketOrder(
  deps: { db: Kysely<Database>; paypal: PayPalClient; sales: TicketSalesService; now: () => number },
  order: CreateTicketOrder,
): Promise<string> {
  const places = order.kind === 'in-person' ? totalTickets(order.tickets) : 0;
  // The hold's secret is checked and tied to the order, never stored with it.
  const hold = order.kind === 'in-person' ? order.hold : undefined;
  await deps.sales.check(places, hold);
  const edition = await readCurrentEdition(deps.db);
  let check: OrderCheck;
  let discountCode: string | null = null;
  if (order.kind === 'in-person') {
    ({ check, discountCode } = await priceInPerson(deps.db, edition, order, deps.now()));
  } else {
    const pricing = { prices: edition.prices.livestream, discountCodes: [] };
    check = checkLivestreamOrder(order, pricing, edition.texts.livestreamTypes);
  }
  if (!check.ok) throw invalid(check.error);
  if (check.quote.totalCents <= 0) throw invalid('This order costs nothing, so there is nothing to pay.');

  const what = order.kind === 'in-person' ? 'tickets' : 'livestream tickets';
  return placePayPalOrder(
    deps,
    {
      kind: 'ticket',
      amountCents: check.quote.totalCents,
      description: `${edition.name} ${edition.year} ${what} (${check.quote.ticketCount})`,
      purpose: `ticket:${order.kind}`,
      year: edition.year,
      payload: withoutHold(order),
      discountCode,
    },
    (db, row) => deps.sales.store(db, row, places, hold),
  );
}
