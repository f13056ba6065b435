import { ticketFlowTexts } from '../../../../content/ticket-pages';
import { formatUsd } from '../../../domain/money';
import type { TicketQuote } from '../../../domain/tickets/pricing';
import { PaymentButtons, type PaymentButtonsProps } from '../payment-buttons';
import { StepCard } from './step-card';

interface CheckoutStepProps {
  pageHeading: string;
  quote: TicketQuote;
  payment: PaymentButtonsProps;
  onGoBack(): void;
}

export function CheckoutStep({ pageHeading, quote, payment, onGoBack }: CheckoutStepProps) {
  const tickets = quote.ticketCount === 1 ? '1 ticket' : `${quote.ticketCount} tickets`;
  return (
    <StepCard pageHeading={pageHeading} heading={ticketFlowTexts.checkoutHeading}>
      <p className="checkout-total">
        {tickets}: <strong>{formatUsd(quote.totalCents)}</strong>
      </p>
      <p>{ticketFlowTexts.checkoutIntro}</p>
      <div className="checkout-buttons">
        <PaymentButtons {...payment} />
      </div>
      <div className="ticket-actions">
        <button type="button" className="button" onClick={onGoBack}>
          {ticketFlowTexts.goBack}
        </button>
      </div>
    </StepCard>
  );
}
