import { useState } from 'react';
import { inPersonPageTexts as texts } from '../../../../content/ticket-pages';
import { foodNotice, inPersonPrices, inPersonTerms, soldOutText } from '../../../../content/tickets';
import { editionPrices } from '../../components/tickets/edition-prices';
import { SalesClosed } from '../../components/tickets/sales-closed';
import { TicketSteps } from '../../components/tickets/ticket-steps';
import { useTicketPurchase } from '../../components/tickets/use-ticket-purchase';
import { useTicketSales } from '../../components/tickets/use-ticket-sales';
import { Link } from '../../router/link';
import { codesOf } from './discount-lookup';
import { InPersonApproved } from './in-person-approved';
import { InPersonFormView } from './in-person-form';
import {
  emptyInPersonForm,
  inPersonFormProblems,
  inPersonOrderBody,
  quoteInPersonForm,
} from './in-person-order';
import { InPersonReview } from './in-person-review';
import { useDiscountCode } from './use-discount-code';
import { loadPhoneKit, usePhoneKit } from './use-phone-kit';
import '../../components/tickets/ticket-page.css';

// In-person tickets (docs/product/tickets.md). The form's values live here, above the steps, so
// Go Back returns to the form exactly as the buyer left it.
export default function TicketsPage() {
  const [form, setForm] = useState(emptyInPersonForm);
  const discount = useDiscountCode(form.discount);
  const codes = codesOf(discount.answer);
  // Until the server has answered, the form shows: the server refuses an order made while closed anyway.
  const sales = useTicketSales().data;
  const prices = editionPrices(sales, 'inPerson', inPersonPrices);
  const quote = quoteInPersonForm(form, codes, prices);
  const phoneKit = usePhoneKit();
  const body = inPersonOrderBody(form, codes, phoneKit, prices);
  const purchase = useTicketPurchase('in-person', body);
  const closedSentence =
    sales?.open === false ? sales.closedText : sales?.inPersonLeft === 0 ? soldOutText : null;

  // Checkout waits for the server's word on the code as typed, so its limits are checked with it; a code
  // that could not be checked stops the checkout with the reason.
  // It also waits for the phone check, which loads on its own (use-phone-kit.ts).
  const checkout = async () => {
    const answer = await discount.settle();
    const kit = await loadPhoneKit().catch(() => null);
    if (!kit) {
      purchase.checkout([{ field: 'phone', message: texts.phoneCheckUnavailable }]);
      return;
    }
    purchase.checkout(inPersonFormProblems(form, codesOf(answer), answer, kit));
  };

  return (
    <TicketSteps
      heading={texts.heading}
      terms={inPersonTerms}
      quote={quote}
      purchase={purchase}
      review={<InPersonReview body={body} onChange={purchase.goBack} />}
      approved={<InPersonApproved />}
      pending={<p>{texts.pending}</p>}
      closed={
        closedSentence && (
          <SalesClosed heading={texts.heading} sentence={closedSentence}>
            {sales?.open && (
              <p>
                {texts.livestreamLinkIntro} <Link to="/livestream-tickets">{texts.livestreamLink}</Link>
              </p>
            )}
          </SalesClosed>
        )
      }
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
            prices={prices}
            discountAnswer={discount.answer}
            phoneKit={phoneKit}
            errors={purchase.shownProblems(inPersonFormProblems(form, codes, discount.answer, phoneKit))}
            onChange={setForm}
            onCheckout={() => void checkout()}
          />
        </>
      }
    />
  );
}
