import type { ReactNode } from 'react';
import { ticketFlowTexts } from '../../../../content/ticket-pages';
import { formatUsd } from '../../../domain/money';
import type { TicketQuote } from '../../../domain/tickets/pricing';
import type { PaymentButtonsProps } from '../payment-buttons';
import { PaymentStep } from './payment-step';

interface CheckoutStepProps {
  pageHeading: string;
  quote: TicketQuote;
  payment: PaymentButtonsProps;
  waiting: boolean;
  retrying: boolean;
  resumed: boolean;
  declined: boolean;
  /** The order's details for a last look (order-review.tsx). */
  review?: ReactNode;
  onGoBack(): void;
}

export function CheckoutStep({
  pageHeading,
  quote,
  payment,
  waiting,
  retrying,
  resumed,
  declined,
  review,
  onGoBack,
}: CheckoutStepProps) {
  const tickets = quote.ticketCount === 1 ? '1 ticket' : `${quote.ticketCount} tickets`;
  return (
    <PaymentStep
      pageHeading={pageHeading}
      heading={ticketFlowTexts.checkoutHeading}
      waiting={waiting}
      retrying={retrying}
      resumed={resumed}
      declined={declined}
      payment={payment}
      onGoBack={onGoBack}
    >
      {review}
      <p className="checkout-total">
        {tickets}: <strong>{formatUsd(quote.totalCents)}</strong>
      </p>
      <p>{ticketFlowTexts.checkoutIntro}</p>
    </PaymentStep>
  );
}
