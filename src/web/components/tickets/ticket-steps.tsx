import type { ReactNode } from 'react';
import type { TicketQuote } from '../../../domain/tickets/pricing';
import { CheckoutStep } from './checkout-step';
import { ApprovedStep, ErrorStep, WaitingStep } from './result-steps';
import { TermsStep } from './terms-step';
import type { useTicketPurchase } from './use-ticket-purchase';

interface TicketStepsProps {
  heading: string;
  terms: readonly string[];
  quote: TicketQuote;
  purchase: ReturnType<typeof useTicketPurchase>;
  /** The page's own form, shown while browsing. */
  form: ReactNode;
  /** What the approved screen says for this kind of ticket. */
  approved: ReactNode;
  /** Anything the error screen adds (the in-person page's backup registration). */
  errorExtra?: ReactNode;
}

/** The steps both ticket pages go through (SPEC section 4): form, terms, checkout, waiting, result. */
export function TicketSteps({
  heading,
  terms,
  quote,
  purchase,
  form,
  approved,
  errorExtra,
}: TicketStepsProps) {
  const { state, payment, agree, goBack } = purchase;
  switch (state.step) {
    case 'terms':
      return <TermsStep pageHeading={heading} terms={terms} onAgree={agree} onGoBack={goBack} />;
    case 'checkout':
      return <CheckoutStep pageHeading={heading} quote={quote} payment={payment} onGoBack={goBack} />;
    case 'submitted':
      return <WaitingStep pageHeading={heading} />;
    case 'approved':
      return <ApprovedStep pageHeading={heading}>{approved}</ApprovedStep>;
    case 'error':
      return (
        <ErrorStep pageHeading={heading} message={state.errorMessage}>
          {errorExtra}
        </ErrorStep>
      );
    case 'browsing':
      return <div className="ticket-page">{form}</div>;
  }
}
