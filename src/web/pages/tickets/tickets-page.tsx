import { useState } from 'react';
import { Link } from 'react-router';
import { inPersonPageTexts as texts } from '../../../../content/ticket-pages';
import { foodNotice, inPersonTerms } from '../../../../content/tickets';
import { TicketSteps } from '../../components/tickets/ticket-steps';
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
  const purchase = useTicketPurchase(inPersonOrderBody(form));

  return (
    <TicketSteps
      heading={texts.heading}
      terms={inPersonTerms}
      quote={quote}
      purchase={purchase}
      approved={<InPersonApproved />}
      errorExtra={
        <p>
          {texts.backupIntro}{' '}
          <a href={texts.backupRegistration} target="_blank" rel="noopener noreferrer">
            {texts.backupLink}
          </a>
          .
        </p>
      }
      form={
        <>
          <section className="card ticket-intro">
            <h1>{texts.heading}</h1>
            <p>{texts.intro}</p>
            <p className="ticket-notice ticket-notice--food">{foodNotice}</p>
            <p>
              {texts.livestreamLinkIntro} <Link to="/livestream-tickets">{texts.livestreamLink}</Link>
            </p>
          </section>
          <InPersonFormView
            form={form}
            quote={quote}
            errors={purchase.state.errors}
            onChange={setForm}
            onCheckout={() => purchase.checkout(inPersonFormErrors(form))}
          />
        </>
      }
    />
  );
}
