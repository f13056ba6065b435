import { livestreamPrices } from '../../../../content/tickets';
import type { LivestreamOrderBody } from '../../../contracts/tickets';
import { centsToDollars } from '../../../domain/money';
import {
  emptyLivestreamCounts,
  type LivestreamCounts,
  type LivestreamTicketType,
  totalTickets,
} from '../../../domain/tickets/counts';
import { resizeNames } from '../../../domain/tickets/names-list';
import type { LivestreamOrder } from '../../../domain/tickets/order';
import { quoteTickets, type TicketQuote } from '../../../domain/tickets/pricing';

// The livestream form: counts and one email address per ticket (docs/product/tickets.md, "The names list").

export const emptyLivestreamOrder: LivestreamOrder = {
  tickets: emptyLivestreamCounts,
  info: { names: [''] },
};

/** New counts, with the email list resized to them (docs/product/tickets.md, "The names list"). */
export function withLivestreamCounts(order: LivestreamOrder, tickets: LivestreamCounts): LivestreamOrder {
  return { tickets, info: { names: resizeNames(order.info.names, totalTickets(tickets)) } };
}

type Prices = Record<LivestreamTicketType, number>;

/** `prices`: the current edition's (edition-prices.ts), in cents; the livestream takes no codes. */
export function quoteLivestreamOrder(order: LivestreamOrder, prices: Prices = livestreamPrices): TicketQuote {
  return quoteTickets(order.tickets, '', { prices, discountCodes: [] });
}

/** The body of POST /api/tickets/create: no discount code on the livestream, and type 'stream'. */
export function livestreamOrderBody(
  order: LivestreamOrder,
  prices: Prices = livestreamPrices,
): LivestreamOrderBody {
  return {
    tickets: order.tickets,
    info: { names: order.info.names },
    discount: '',
    amount: centsToDollars(quoteLivestreamOrder(order, prices).totalCents),
    type: 'stream',
  };
}
