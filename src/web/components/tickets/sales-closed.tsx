import type { ReactNode } from 'react';
import { salesClosedPageTexts as texts } from '../../../../content/ticket-pages';
import { Link } from '../../router/link';
import { Card } from '../card';

interface SalesClosedProps {
  heading: string;
  /** The server's own sentence (content/tickets.ts): sales closed, or in-person places sold out. */
  sentence: string;
  /** The ways still open that belong to this page (livestream tickets while only in-person is sold out). */
  children?: ReactNode;
}

/**
 * Shown by a ticket page instead of its form while no ticket can be bought there (docs/product/tickets.md,
 * "When sales close"): the sentence, then the ways still open (the page's own, and donations) and the
 * organisers' address, so a visitor who came to buy is not left at a dead end.
 */
export function SalesClosed({ heading, sentence, children }: SalesClosedProps) {
  return (
    <Card id="ticket-closed-heading" level={1} heading={heading} className="ticket-intro ticket-closed">
      <p className="ticket-notice ticket-notice--closed">{sentence}</p>
      <h2 className="ticket-closed__ways">{texts.stillOpenHeading}</h2>
      {children}
      <p>
        {texts.donateIntro} <Link to="/donate">{texts.donateLink}</Link>.
      </p>
      <p>
        {texts.contactIntro} <a href={`mailto:${texts.contactEmail}`}>{texts.contactEmail}</a>.
      </p>
    </Card>
  );
}
