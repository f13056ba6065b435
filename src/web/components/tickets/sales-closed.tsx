import type { ReactNode } from 'react';

interface SalesClosedProps {
  heading: string;
  /** The server's own sentence (content/tickets.ts): sales closed, or in-person places sold out. */
  sentence: string;
  /** What the page adds: where else to go. */
  children?: ReactNode;
}

/**
 * Shown by a ticket page instead of its form while no ticket can be bought there. The footer under it
 * already says where to write with questions.
 */
export function SalesClosed({ heading, sentence, children }: SalesClosedProps) {
  return (
    <section className="card ticket-intro ticket-closed" aria-labelledby="ticket-closed-heading">
      <h1 id="ticket-closed-heading">{heading}</h1>
      <p className="ticket-notice ticket-notice--closed">{sentence}</p>
      {children}
    </section>
  );
}
