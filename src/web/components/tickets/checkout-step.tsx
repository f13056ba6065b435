import type { ReactNode } from 'react';
import { ticketFlowTexts } from '../../../../content/ticket-pages';
import { formatUsd } from '../../../domain/money';
import type { TicketQuote } from '../../../domain/tickets/pricing';
import type { PaymentFlow } from '../checkout/use-checkout';
import { PaymentStep } from './payment-step';

interface CheckoutStepProps {
  pageHeading: string;
  quote: TicketQuote;
  flow: PaymentFlow;
  /** The order's details for a last look (order-review.tsx). */
  review?: ReactNode;
}

export function CheckoutStep({ pageHeading, quote, flow, review }: CheckoutStepProps) {
  const tickets = quote.ticketCount === 1 ? '1 ticket' : `${quote.ticketCount} tickets`;
  return (
    <PaymentStep pageHeading={pageHeading} heading={ticketFlowTexts.checkoutHeading} flow={flow}>
      {review}
      <p className="checkout-total">
        {tickets}: <strong>{formatUsd(quote.totalCents)}</strong>
      </p>
      <p>{ticketFlowTexts.checkoutIntro}</p>
    </PaymentStep>
  );
}
