import { useState } from 'react';
import { livestreamPageTexts as texts, ticketFlowTexts } from '../../../../content/ticket-pages';
import { livestreamPrices, livestreamTerms, livestreamTicketText } from '../../../../content/tickets';
import { livestreamOrderProblems } from '../../../domain/tickets/validation';
import { editionPrices } from '../../components/tickets/edition-prices';
import { useEditionTicketTexts } from '../../components/tickets/edition-ticket-texts';
import { ResendLink } from '../../components/tickets/resend-link';
import { SalesClosed } from '../../components/tickets/sales-closed';
import { TicketSteps } from '../../components/tickets/ticket-steps';
import { useTicketPurchase } from '../../components/tickets/use-ticket-purchase';
import { useTicketSales } from '../../components/tickets/use-ticket-sales';
import { useEdition, useEditionPreview } from '../../lib/edition/use-edition';
import { LivestreamFormView } from './livestream-form';
import { emptyLivestreamOrder, livestreamOrderBody, quoteLivestreamOrder } from './livestream-order';
import { LivestreamReview } from './livestream-review';
import '../../components/tickets/ticket-page.css';

// Livestream tickets (docs/product/tickets.md): the same flow as in person, with one email address
// per ticket and no discount code.
export default function LivestreamTicketsPage() {
  const [order, setOrder] = useState(emptyLivestreamOrder);
  const sales = useTicketSales();
  // An organiser's preview of another edition shows its prices and sells nothing (decision 082).
  const preview = useEditionPreview();
  const shown = useEdition();
  const heading = texts.heading(shown);
  const prices = editionPrices(preview ?? sales.data, 'livestream', livestreamPrices);
  const typeTexts = useEditionTicketTexts(preview ?? sales.data, 'livestream', livestreamTicketText);
  const quote = quoteLivestreamOrder(order, prices);
  const problems = livestreamOrderProblems(order, typeTexts);
  const body = livestreamOrderBody(order, prices);
  const purchase = useTicketPurchase('livestream', body);

  return (
    <TicketSteps
      heading={heading}
      terms={livestreamTerms}
      quote={quote}
      purchase={purchase}
      review={<LivestreamReview body={body} typeTexts={typeTexts} onChange={purchase.goBack} />}
      approved={
        <>
          {texts.approved.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>
            <ResendLink />
          </p>
        </>
      }
      pending={<p>{texts.pending}</p>}
      closed={
        preview === null &&
        sales.data?.open === false && (
          <SalesClosed heading={heading} sentence={sales.data.closedText}>
            <p>{texts.closedHolders}</p>
          </SalesClosed>
        )
      }
      form={
        <>
          <section className="card ticket-intro">
            <h1>{heading}</h1>
            <p>{texts.intro(shown)}</p>
          </section>
          <LivestreamFormView
            order={order}
            quote={quote}
            prices={prices}
            typeTexts={typeTexts}
            errors={purchase.shownProblems(problems)}
            onChange={setOrder}
            onCheckout={() => {
              if (!preview) purchase.checkout(problems);
            }}
            checkoutRefused={preview ? ticketFlowTexts.previewRefused(preview.edition.year) : undefined}
          />
        </>
      }
    />
  );
}
