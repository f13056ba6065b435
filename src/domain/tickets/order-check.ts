// The server's check of a ticket order before it asks PayPal for a payment order: the page's own
// validation, then the price computed again here. The amount the page sent is only compared, never used
// (docs/decisions/006-money-on-the-wire.md), so a tampered amount is refused rather than charged.
import { asParagraph } from '../form-problems';
import type { Cents } from '../money';
import { isValidPhone } from '../phone';
import type { PhoneCountry } from '../phone-limits';
import type { InPersonTicketType, LivestreamTicketType } from './counts';
import type { TicketTypeLabels } from './names-list';
import type { InPersonOrder, LivestreamOrder } from './order';
import { quoteTickets, type TicketPricing, type TicketQuote } from './pricing';
import { inPersonOrderErrors, livestreamOrderErrors } from './validation';

export type OrderCheck =
  | { ok: true; quote: TicketQuote }
  /** `error` is one paragraph for the API's { error }; `errors` the separate Checkout errors. */
  | { ok: false; error: string; errors: string[] };

function refuse(errors: string[]): OrderCheck {
  return { ok: false, error: asParagraph(errors), errors };
}

/**
 * Says neither amount: with the server's price in the answer, an order with a guessed discount code
 * would tell what the code is worth without counting as a code check (docs/product/limits.md). A buyer
 * meets it only when a price or a code changed while the page was open, and reloading shows the new one.
 */
const priceChangedText = 'The price of this order has changed. Please reload the page and check your order.';

function compare(quote: TicketQuote, amountCents: Cents): OrderCheck {
  if (quote.totalCents === amountCents) return { ok: true, quote };
  return refuse([priceChangedText]);
}

/** `ticketLabels` name the ticket types in the messages, as the page does (content/tickets.ts). */
export function checkInPersonOrder(
  order: InPersonOrder & { amountCents: Cents },
  pricing: TicketPricing<InPersonTicketType>,
  ticketLabels: TicketTypeLabels<InPersonTicketType>,
  phoneCountry?: PhoneCountry,
): OrderCheck {
  const errors = inPersonOrderErrors(order, {
    discountCodes: pricing.discountCodes,
    phoneCountry,
    isValidPhone,
    ticketLabels,
  });
  if (errors.length > 0) return refuse(errors);
  return compare(quoteTickets(order.tickets, order.discount, pricing), order.amountCents);
}

/** The livestream takes no discount codes: the contract refuses one, and the price ignores it. */
export function checkLivestreamOrder(
  order: LivestreamOrder & { amountCents: Cents },
  pricing: TicketPricing<LivestreamTicketType>,
  ticketLabels: TicketTypeLabels<LivestreamTicketType>,
): OrderCheck {
  const errors = livestreamOrderErrors(order, ticketLabels);
  if (errors.length > 0) return refuse(errors);
  return compare(quoteTickets(order.tickets, '', pricing), order.amountCents);
}
