import { useState } from 'react';
import { livestreamPageTexts as texts } from '../../../../content/ticket-pages';
import { livestreamTerms } from '../../../../content/tickets';
import { livestreamOrderErrors } from '../../../domain/tickets/validation';
import { TicketSteps } from '../../components/tickets/ticket-steps';
import { useTicketPurchase } from '../../components/tickets/use-ticket-purchase';
import { LivestreamFormView } from './livestream-form';
import { emptyLivestreamOrder, livestreamOrderBody, quoteLivestreamOrder } from './livestream-order';
import '../../components/tickets/ticket-page.css';

// Livestream tickets (docs/product/tickets.md): the same flow as in person, with one email address
// per ticket and no discount code.
export default function LivestreamTicketsPage() {
  const [order, setOrder] = useState(emptyLivestreamOrder);
  const quote = quoteLivestreamOrder(order);
  const purchase = useTicketPurchase(livestreamOrderBody(order));

  return (
    <TicketSteps
      heading={texts.heading}
      terms={livestreamTerms}
      quote={quote}
      purchase={purchase}
      approved={texts.approved.map((line) => <p key={line}>{line}</p>)}
      pending={<p>{texts.pending}</p>}
      form={
        <>
          <section className="card ticket-intro">
            <h1>{texts.heading}</h1>
            <p>{texts.intro}</p>
          </section>
          <LivestreamFormView
            order={order}
            quote={quote}
            errors={purchase.state.errors}
            onChange={setOrder}
            onCheckout={() => purchase.checkout(livestreamOrderErrors(order))}
          />
        </>
      }
    />
  );
}
