import { useId } from 'react';
import { livestreamPageTexts as texts, ticketFlowTexts } from '../../../../content/ticket-pages';
import { livestreamPrices, livestreamTicketText } from '../../../../content/tickets';
import { livestreamTicketTypes } from '../../../domain/tickets/counts';
import type { LivestreamOrder } from '../../../domain/tickets/order';
import type { TicketQuote } from '../../../domain/tickets/pricing';
import { ErrorList } from '../../components/tickets/error-list';
import { NamesFields } from '../../components/tickets/names-fields';
import { PriceSummary } from '../../components/tickets/price-summary';
import { TicketCounters } from '../../components/tickets/ticket-counters';
import { ticketSlotLabels } from '../../components/tickets/ticket-slots';
import { withLivestreamCounts } from './livestream-order';

interface LivestreamFormViewProps {
  order: LivestreamOrder;
  quote: TicketQuote;
  errors: readonly string[];
  onChange(order: LivestreamOrder): void;
  onCheckout(): void;
}

export function LivestreamFormView({ order, quote, errors, onChange, onCheckout }: LivestreamFormViewProps) {
  const id = useId();
  return (
    <form
      className="ticket-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onCheckout();
      }}
    >
      <section className="card" aria-labelledby={`${id}-tickets`}>
        <h2 id={`${id}-tickets`}>{texts.ticketsHeading}</h2>
        <TicketCounters
          types={livestreamTicketTypes}
          counts={order.tickets}
          prices={livestreamPrices}
          texts={livestreamTicketText}
          onChange={(tickets) => onChange(withLivestreamCounts(order, tickets))}
        />
      </section>

      <section className="card" aria-labelledby={`${id}-emails`}>
        <h2 id={`${id}-emails`}>{texts.emailsHeading}</h2>
        <NamesFields
          field={texts.email}
          hint={texts.emailsHint}
          names={order.info.names}
          slots={ticketSlotLabels(livestreamTicketTypes, order.tickets, livestreamTicketText)}
          type="email"
          onChange={(names) => onChange({ ...order, info: { names } })}
        />
      </section>

      <section className="card" aria-labelledby={`${id}-payment`}>
        <h2 id={`${id}-payment`}>{texts.paymentHeading}</h2>
        <PriceSummary quote={quote} withDiscount={false} />
        <ErrorList errors={errors} />
        <div className="ticket-actions">
          <button type="submit" className="button button--primary">
            {ticketFlowTexts.checkoutButton}
          </button>
        </div>
      </section>
    </form>
  );
}
