import { useState } from 'react';
import { Link } from 'react-router';
import { inPersonPageTexts as texts } from '../../../../content/ticket-pages';
import { foodNotice, inPersonTerms } from '../../../../content/tickets';
import { CheckoutStep } from '../../components/tickets/checkout-step';
import { ApprovedStep, ErrorStep, WaitingStep } from '../../components/tickets/result-steps';
import { TermsStep } from '../../components/tickets/terms-step';
import { useTicketPurchase } from '../../components/tickets/use-ticket-purchase';
import { InPersonApproved } from './in-person-approved';
import { InPersonFormView } from './in-person-form';
import {
  emptyInPersonForm,
  inPersonFormErrors,
  inPersonOrderBody,
  quoteInPersonForm,
} from './in-person-order';
import '../../components/tickets/ticket-page.css';

// In-person tickets (SPEC sections 2, 4, 5 and 9). The form's values live here, above the steps, so
// Go Back returns to the form exactly as the buyer left it.
export default function TicketsPage() {
  const [form, setForm] = useState(emptyInPersonForm);
  const quote = quoteInPersonForm(form);
  const { state, payment, checkout, agree, goBack } = useTicketPurchase(inPersonOrderBody(form));
  const heading = texts.heading;

  switch (state.step) {
    case 'terms':
      return <TermsStep pageHeading={heading} terms={inPersonTerms} onAgree={agree} onGoBack={goBack} />;
    case 'checkout':
      return <CheckoutStep pageHeading={heading} quote={quote} payment={payment} onGoBack={goBack} />;
    case 'submitted':
      return <WaitingStep pageHeading={heading} />;
    case 'approved':
      return (
        <ApprovedStep pageHeading={heading}>
          <InPersonApproved />
        </ApprovedStep>
      );
    case 'error':
      return (
        <ErrorStep pageHeading={heading} message={state.errorMessage}>
          <p>
            {texts.backupIntro}{' '}
            <a href={texts.backupRegistration} target="_blank" rel="noopener noreferrer">
              {texts.backupLink}
            </a>
            .
          </p>
        </ErrorStep>
      );
    case 'browsing':
      return (
        <div className="ticket-page">
          <section className="card ticket-intro">
            <h1>{heading}</h1>
            <p>{texts.intro}</p>
            <p className="ticket-notice ticket-notice--food">{foodNotice}</p>
            <p>
              {texts.livestreamLinkIntro} <Link to="/livestream-tickets">{texts.livestreamLink}</Link>
            </p>
          </section>
          <InPersonFormView
            form={form}
            quote={quote}
            errors={state.errors}
            onChange={setForm}
            onCheckout={() => checkout(inPersonFormErrors(form))}
          />
        </div>
      );
  }
}
