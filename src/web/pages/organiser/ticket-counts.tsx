import { Card } from '../../components/card';
import { useTicketCounts } from './use-ticket-counts';

/**
 * Live counts of in-person and livestream tickets (docs/product/organisers.md, "The dashboard"). Public data.
 */
export function TicketCounts() {
  const { tally, loaded, error } = useTicketCounts();
  return (
    <Card id="org-tickets-heading" level={2} heading="Tickets sold" className="org-no-print">
      {error && <p className="org-status org-status--error">{error}</p>}
      <ul className="org-counts" aria-busy={!loaded}>
        <li>
          <span>In-person tickets</span> <strong>{loaded ? tally.inPerson : '…'}</strong>
        </li>
        <li>
          <span>Livestream tickets</span> <strong>{loaded ? tally.livestream : '…'}</strong>
        </li>
      </ul>
      <p className="org-hint">Updated live as purchases arrive.</p>
    </Card>
  );
}
