import { Card } from '../card';
import { TicketCounters, type TicketCountersProps } from './ticket-counters';

interface TicketsCardProps<T extends string> extends TicketCountersProps<T> {
  /** The heading's id (see Card). */
  id: string;
  heading: string;
  /** A line under the counters. */
  notice?: string;
}

/** The ticket form's first card: how many tickets of each type. */
export function TicketsCard<T extends string>({ id, heading, notice, ...counters }: TicketsCardProps<T>) {
  return (
    <Card id={id} level={2} heading={heading}>
      <TicketCounters {...counters} />
      {notice && <p className="ticket-notice">{notice}</p>}
    </Card>
  );
}
