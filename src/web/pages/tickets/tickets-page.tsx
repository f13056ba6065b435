import { useState } from 'react';
import { inPersonPageTexts as texts, ticketFlowTexts } from '../../../../content/ticket-pages';
import {
  foodNotice,
  inPersonPrices,
  inPersonTerms,
  inPersonTicketText,
  soldOutText,
} from '../../../../content/tickets';
import { waitingListTexts } from '../../../../content/waiting-list';
import { formatReceiptTime } from '../../../domain/tickets/receipt';
import { editionPrices } from '../../components/tickets/edition-prices';
import { useEditionTicketTexts } from '../../components/tickets/edition-ticket-texts';
import { SalesClosed } from '../../components/tickets/sales-closed';
import { TicketSteps } from '../../components/tickets/ticket-steps';
import { useTicketPurchase } from '../../components/tickets/use-ticket-purchase';
import { useTicketSales } from '../../components/tickets/use-ticket-sales';
import { useEdition, useEditionPreview } from '../../lib/edition/use-edition';
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
import { type HoldState, useWaitingListHold } from './use-waiting-list-hold';
import { WaitingListForm } from './waiting-list-form';
import '../../components/tickets/ticket-page.css';

// In-person tickets (docs/product/tickets.md). The form's values live here, above the steps, so
// Go Back returns to the form exactly as the buyer left it.
export default function TicketsPage() {
  const [form, setForm] = useState(emptyInPersonForm);
  const discount = useDiscountCode(form.discount);
  const codes = codesOf(discount.answer);
  // Until the server has answered, the form shows: the server refuses an order made while closed anyway.
  const sales = useTicketSales().data;
  // An organiser's preview of another edition shows its prices and sells nothing (decision 082).
  const preview = useEditionPreview();
  const shown = useEdition();
  const heading = texts.heading(shown);
  const prices = editionPrices(preview ?? sales, 'inPerson', inPersonPrices);
  const typeTexts = useEditionTicketTexts(preview ?? sales, 'inPerson', inPersonTicketText);
  const quote = quoteInPersonForm(form, codes, prices);
  const phoneKit = usePhoneKit();
  // Opened from a waiting-list email: the places held for this buyer are theirs to buy, sold out or not.
  const hold = useWaitingListHold();
  const holding = hold.kind === 'held' || hold.kind === 'checking';
  const orderBody = inPersonOrderBody(form, codes, phoneKit, prices);
  const body = hold.kind === 'held' ? { ...orderBody, hold: hold.token } : orderBody;
  const purchase = useTicketPurchase('in-person', body);
  const soldOut = sales?.open === true && sales.inPersonLeft === 0 && !holding;
  const closedSentence =
    preview !== null ? null : sales?.open === false ? sales.closedText : soldOut ? soldOutText : null;

  // Checkout waits for the server's word on the code as typed, so its limits are checked with it; a code
  // that could not be checked stops the checkout with the reason.
  // It also waits for the phone check, which loads on its own (use-phone-kit.ts).
  const checkout = async () => {
    if (preview) return;
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
      heading={heading}
      terms={inPersonTerms}
      quote={quote}
      purchase={purchase}
      review={<InPersonReview body={body} typeTexts={typeTexts} onChange={purchase.goBack} />}
      approved={<InPersonApproved />}
      pending={<p>{texts.pending}</p>}
      closed={
        closedSentence && (
          <SalesClosed heading={heading} sentence={closedSentence}>
            {sales?.open && (
              <p>
                {texts.livestreamLinkIntro} <Link to="/livestream-tickets">{texts.livestreamLink}</Link>
              </p>
            )}
            {soldOut && hold.kind === 'ended' && <p className="ticket-notice">{hold.message}</p>}
            {soldOut && <WaitingListForm />}
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
            <h1>{heading}</h1>
            <p>{texts.intro(shown)}</p>
            <p className="ticket-notice ticket-notice--food">{foodNotice}</p>
            <HoldNotice hold={hold} />
            <p>
              {texts.livestreamLinkIntro} <Link to="/livestream-tickets">{texts.livestreamLink}</Link>
            </p>
          </section>
          <InPersonFormView
            form={form}
            quote={quote}
            prices={prices}
            typeTexts={typeTexts}
            discountAnswer={discount.answer}
            phoneKit={phoneKit}
            errors={purchase.shownProblems(inPersonFormProblems(form, codes, discount.answer, phoneKit))}
            onChange={setForm}
            onCheckout={() => void checkout()}
            checkoutRefused={preview ? ticketFlowTexts.previewRefused(preview.edition.year) : undefined}
          />
        </>
      }
    />
  );
}

/** The places a waiting-list link holds, above the form (docs/product/tickets.md, "The waiting list"). */
function HoldNotice({ hold }: { hold: HoldState }) {
  const edition = useEdition();
  if (hold.kind === 'checking')
    return (
      <p className="ticket-notice" role="status">
        {waitingListTexts.holdChecking}
      </p>
    );
  if (hold.kind === 'ended') return <p className="ticket-notice">{hold.message}</p>;
  if (hold.kind !== 'held') return null;
  const until = formatReceiptTime(Date.parse(hold.until), edition.timeZone);
  return (
    <section
      className="ticket-notice ticket-notice--hold"
      aria-labelledby="ticket-hold-heading"
      role="status"
    >
      <h2 id="ticket-hold-heading">{waitingListTexts.holdHeading}</h2>
      <p>{waitingListTexts.held(hold.places, until)}</p>
    </section>
  );
}
