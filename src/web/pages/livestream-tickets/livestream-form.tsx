import { useId } from 'react';
import { livestreamPageTexts as texts } from '../../../../content/ticket-pages';
import type { TicketTypeText } from '../../../../content/tickets';
import { MAX_EMAIL_LENGTH } from '../../../domain/email';
import { type LivestreamTicketType, livestreamTicketTypes } from '../../../domain/tickets/counts';
import { ticketSlotLabels } from '../../../domain/tickets/names-list';
import type { LivestreamOrder } from '../../../domain/tickets/order';
import type { TicketQuote } from '../../../domain/tickets/pricing';
import { fieldIds } from '../../components/problem-list';
import { CheckoutButton } from '../../components/tickets/checkout-button';
import { ErrorList, type ShownProblems } from '../../components/tickets/error-list';
import { NamesFields } from '../../components/tickets/names-fields';
import { PriceSummary } from '../../components/tickets/price-summary';
import { TicketCounters } from '../../components/tickets/ticket-counters';
import { withLivestreamCounts } from './livestream-order';

interface LivestreamFormViewProps {
  order: LivestreamOrder;
  quote: TicketQuote;
  /** The current edition's prices, in cents. */
  prices: Record<LivestreamTicketType, number>;
  /** The shown edition's ticket type texts (edition-ticket-texts.ts). */
  typeTexts: Record<LivestreamTicketType, TicketTypeText>;
  /** The Checkout errors to list (see useTicketPurchase). */
  errors: ShownProblems;
  onChange(order: LivestreamOrder): void;
  onCheckout(): void;
  /** Why nothing can be bought here (an organiser's preview of another edition); undefined: it can. */
  checkoutRefused?: string | undefined;
}

export function LivestreamFormView({
  order,
  quote,
  prices,
  typeTexts,
  errors,
  onChange,
  onCheckout,
  checkoutRefused,
}: LivestreamFormViewProps) {
  const id = useId();
  // Each field's id is its name in the Checkout errors ('names.2'), so each error links to its field.
  const fieldId = fieldIds(`${id}-field`);
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
          prices={prices}
          texts={typeTexts}
          onChange={(tickets) => onChange(withLivestreamCounts(order, tickets))}
          firstInputId={fieldId('tickets')}
        />
      </section>

      <section className="card" aria-labelledby={`${id}-emails`}>
        <h2 id={`${id}-emails`}>{texts.emailsHeading}</h2>
        <NamesFields
          field={texts.email}
          hint={texts.emailsHint}
          names={order.info.names}
          slots={ticketSlotLabels(livestreamTicketTypes, order.tickets, typeTexts)}
          type="email"
          maxLength={MAX_EMAIL_LENGTH}
          idOf={(index) => fieldId(`names.${index}`)}
          onChange={(names) => onChange({ ...order, info: { names } })}
        />
      </section>

      <section className="card" aria-labelledby={`${id}-payment`}>
        <h2 id={`${id}-payment`}>{texts.paymentHeading}</h2>
        <PriceSummary quote={quote} withDiscount={false} />
        <ErrorList shown={errors} fieldId={fieldId} />
        <CheckoutButton refused={checkoutRefused} />
      </section>
    </form>
  );
}
