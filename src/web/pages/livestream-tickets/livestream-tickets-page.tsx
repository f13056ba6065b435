import { useState } from 'react';
import { livestreamPageTexts as texts } from '../../../../content/ticket-pages';
import { livestreamTerms } from '../../../../content/tickets';
import { livestreamOrderErrors } from '../../../domain/tickets/validation';
import { CheckoutStep } from '../../components/tickets/checkout-step';
import { ApprovedStep, ErrorStep, WaitingStep } from '../../components/tickets/result-steps';
import { TermsStep } from '../../components/tickets/terms-step';
import { useTicketPurchase } from '../../components/tickets/use-ticket-purchase';
import { LivestreamFormView } from './livestream-form';
import { emptyLivestreamOrder, livestreamOrderBody, quoteLivestreamOrder } from './livestream-order';
import '../../components/tickets/ticket-page.css';

// Livestream tickets (SPEC sections 2, 4, 5 and 9): the same flow as in person, with one email address
// per ticket and no discount code.
export default function LivestreamTicketsPage() {
  const [order, setOrder] = useState(emptyLivestreamOrder);
  const quote = quoteLivestreamOrder(order);
  const { state, payment, checkout, agree, goBack } = useTicketPurchase(livestreamOrderBody(order));
  const heading = texts.heading;

  switch (state.step) {
    case 'terms':
      return <TermsStep pageHeading={heading} terms={livestreamTerms} onAgree={agree} onGoBack={goBack} />;
    case 'checkout':
      return <CheckoutStep pageHeading={heading} quote={quote} payment={payment} onGoBack={goBack} />;
    case 'submitted':
      return <WaitingStep pageHeading={heading} />;
    case 'approved':
      return (
        <ApprovedStep pageHeading={heading}>
          {texts.approved.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </ApprovedStep>
      );
    case 'error':
      return <ErrorStep pageHeading={heading} message={state.errorMessage} />;
    case 'browsing':
      return (
        <div className="ticket-page">
          <section className="card ticket-intro">
            <h1>{heading}</h1>
            <p>{texts.intro}</p>
          </section>
          <LivestreamFormView
            order={order}
            quote={quote}
            errors={state.errors}
            onChange={setOrder}
            onCheckout={() => checkout(livestreamOrderErrors(order))}
          />
        </div>
      );
  }
}
