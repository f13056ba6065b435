import { ticketFlowTexts } from '../../../../content/ticket-pages';
import { formatUsd } from '../../../domain/money';
import type { TicketQuote } from '../../../domain/tickets/pricing';

/** The price as the buyer edits the order, with two decimals (docs/product/tickets.md, "Price"). */
export function PriceSummary({ quote, withDiscount }: { quote: TicketQuote; withDiscount: boolean }) {
  return (
    <dl className="price-summary" aria-label="Price">
      {withDiscount && (
        <>
          <div>
            <dt>{ticketFlowTexts.subtotal}</dt>
            <dd>{formatUsd(quote.subtotalCents)}</dd>
          </div>
          <div>
            <dt>{ticketFlowTexts.discount}</dt>
            <dd>{quote.discountCents > 0 ? `-${formatUsd(quote.discountCents)}` : formatUsd(0)}</dd>
          </div>
        </>
      )}
      <div className="price-summary__total">
        <dt>{ticketFlowTexts.total}</dt>
        <dd aria-live="polite">{formatUsd(quote.totalCents)}</dd>
      </div>
    </dl>
  );
}
