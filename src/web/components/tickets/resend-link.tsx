import { ticketResendTexts as texts } from '../../../../content/ticket-resend';
import { Link } from '../../router/link';

/** Where a buyer who lost their ticket email gets it again (docs/product/tickets.md). */
export function ResendLink() {
  return (
    <>
      {texts.linkIntro} <Link to="/tickets/resend">{texts.linkText}</Link>.
    </>
  );
}
