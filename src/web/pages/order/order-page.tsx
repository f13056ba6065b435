import { useId } from 'react';
import { orderPageTexts as texts } from '../../../../content/order-page';
import { ticketResendTexts } from '../../../../content/ticket-resend';
import { Link } from '../../router/link';
import { OrderDetails } from './order-details';
import { useOrder } from './use-order';
import './order-page.css';

// The buyer's private order page, /order/{token} (docs/product/order-page-and-retention.md): the order,
// its receipt, badges and stream links, changes until BADGE_EDITS_CLOSE, emails again and a download.
export default function OrderPage() {
  const id = useId();
  const [state, setView, setMoved] = useOrder();
  const ticketOnly = state.kind === 'moved' || (state.kind === 'ready' && state.view.scope === 'ticket');
  // A badge's holder opens their badge alone (docs/decisions/077-ticket-transfers.md).
  const badgeOnly = state.kind === 'ready' && ticketOnly && state.view.kind === 'in-person';
  return (
    <article className="order-page" aria-labelledby={`${id}-heading`}>
      <section className="card">
        <h1 id={`${id}-heading`}>
          {state.kind === 'moved'
            ? texts.movedHeading
            : badgeOnly
              ? texts.badgeHeading
              : ticketOnly
                ? texts.ticketHeading
                : texts.heading}
        </h1>
        {state.kind === 'loading' && <p role="status">{texts.loading}</p>}
        {state.kind === 'missing' && (
          <>
            <p>{texts.notFound}</p>
            <p>
              <Link to="/tickets/resend">{ticketResendTexts.linkText}</Link>
            </p>
          </>
        )}
        {state.kind === 'moved' && <p role="status">{state.message}</p>}
        {state.kind === 'failed' && <p role="alert">{state.message}</p>}
        {state.kind === 'ready' && (
          <p className="order-page__private">
            {badgeOnly ? texts.badgePrivateNote : ticketOnly ? texts.ticketPrivateNote : texts.privateNote}
          </p>
        )}
      </section>
      {state.kind === 'ready' && (
        <OrderDetails token={state.token} view={state.view} onChanged={setView} onMoved={setMoved} />
      )}
    </article>
  );
}
