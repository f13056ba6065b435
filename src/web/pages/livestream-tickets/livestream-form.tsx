import { livestreamPageTexts as texts } from '../../../../content/ticket-pages';
import type { TicketTypeText } from '../../../../content/tickets';
import { MAX_EMAIL_LENGTH } from '../../../domain/email';
import { type LivestreamTicketType, livestreamTicketTypes } from '../../../domain/tickets/counts';
import { ticketSlotLabels } from '../../../domain/tickets/names-list';
import type { LivestreamOrder } from '../../../domain/tickets/order';
import type { TicketQuote } from '../../../domain/tickets/pricing';
import { Card } from '../../components/card';
import { CheckoutForm } from '../../components/checkout-form';
import { useFieldIds } from '../../components/problem-list';
import { CheckoutButton } from '../../components/tickets/checkout-button';
import { ErrorList, type ShownProblems } from '../../components/tickets/error-list';
import { NamesFields } from '../../components/tickets/names-fields';
import { PriceSummary } from '../../components/tickets/price-summary';
import { TicketsCard } from '../../components/tickets/tickets-card';
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
  const { id, fieldId } = useFieldIds();
  return (
    <CheckoutForm className="ticket-form" onCheckout={onCheckout}>
      <TicketsCard
        id={`${id}-tickets`}
        heading={texts.ticketsHeading}
        types={livestreamTicketTypes}
        counts={order.tickets}
        prices={prices}
        texts={typeTexts}
        onChange={(tickets) => onChange(withLivestreamCounts(order, tickets))}
        firstInputId={fieldId('tickets')}
      />

      <Card id={`${id}-emails`} level={2} heading={texts.emailsHeading}>
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
      </Card>

      <Card id={`${id}-payment`} level={2} heading={texts.paymentHeading}>
        <PriceSummary quote={quote} withDiscount={false} />
        <ErrorList shown={errors} fieldId={fieldId} />
        <CheckoutButton refused={checkoutRefused} />
      </Card>
    </CheckoutForm>
  );
}
