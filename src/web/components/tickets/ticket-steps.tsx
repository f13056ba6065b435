import type { ReactNode } from 'react';
import type { TicketQuote } from '../../../domain/tickets/pricing';
import { CheckoutStep } from './checkout-step';
import { ApprovedStep, ErrorStep, PendingStep } from './result-steps';
import { TermsStep } from './terms-step';
import type { useTicketPurchase } from './use-ticket-purchase';

interface TicketStepsProps {
  heading: string;
  terms: readonly string[];
  quote: TicketQuote;
  purchase: ReturnType<typeof useTicketPurchase>;
  /** The page's own form, shown while browsing. */
  form: ReactNode;
  /** What the order carries, shown on Checkout for a last look before paying. */
  review?: ReactNode;
  /** What the approved screen says for this kind of ticket. */
  approved: ReactNode;
  /** What the pending screen says arrives when PayPal completes the payment. */
  pending: ReactNode;
  /** Anything the error screen adds (the in-person page's backup registration). */
  errorExtra?: ReactNode;
  /**
   * While no ticket can be bought (sales closed, places sold out): shown instead of the form and the
   * terms. Checkout and later steps stay, so a buyer already paying is never cut off mid-payment.
   */
  closed?: ReactNode;
}

/** The steps both ticket pages go through: form, terms, checkout, confirming, result. */
export function TicketSteps({
  heading,
  terms,
  quote,
  purchase,
  form,
  review,
  approved,
  pending,
  errorExtra,
  closed,
}: TicketStepsProps) {
  const { state, agree, goBack, tryAgain } = purchase;
  if (closed && (state.step === 'browsing' || state.step === 'terms')) {
    return <div className="ticket-page">{closed}</div>;
  }
  switch (state.step) {
    case 'terms':
      return <TermsStep pageHeading={heading} terms={terms} onAgree={agree} onGoBack={goBack} />;
    // One element for both, so the payment buttons survive the wait (see PaymentStep).
    case 'checkout':
    case 'confirming':
      return <CheckoutStep pageHeading={heading} quote={quote} flow={purchase} review={review} />;
    case 'approved':
      return <ApprovedStep pageHeading={heading}>{approved}</ApprovedStep>;
    case 'pending':
      return <PendingStep pageHeading={heading}>{pending}</PendingStep>;
    case 'error':
    case 'refused':
      return (
        <ErrorStep
          pageHeading={heading}
          message={state.errorMessage}
          {...(state.step === 'error' ? { onTryAgain: tryAgain } : {})}
          onGoBack={goBack}
        >
          {errorExtra}
        </ErrorStep>
      );
    case 'browsing':
      return <div className="ticket-page">{form}</div>;
  }
}
