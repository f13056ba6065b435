import { inPersonPageTexts as texts } from '../../../../content/ticket-pages';
import { ResendLink } from '../../components/tickets/resend-link';
import { Link } from '../../router/link';

/** Approved in person (docs/product/tickets.md, "After the purchase"). */
export function InPersonApproved() {
  return (
    <>
      {texts.approved.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <ul className="ticket-next">
        <li>
          {texts.transitLinkIntro} <Link to="/transit">{texts.transitLink}</Link>.
        </li>
        <li>
          {texts.hotelLinkIntro}{' '}
          <a href={texts.hotelBooking} target="_blank" rel="noopener noreferrer">
            {texts.hotelLink}
          </a>
          . {texts.hotelBlockNote}
        </li>
        <li>
          <ResendLink />
        </li>
      </ul>
    </>
  );
}
