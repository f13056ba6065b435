import { checkInSummarySchema } from '../../../contracts/check-in';
import { Card } from '../../components/card';
import { useOrganiserData } from './organiser-api';

/**
 * Checked in / sold on the dashboard (docs/product/organisers.md, "Check-in at the door"), kept live by the
 * organiser room's check-in events, purchases and refunds; with the way to the door's page.
 */
export function CheckInPanel({ token }: { token: string }) {
  const { data, error } = useOrganiserData(
    '/api/organiser/check-in/summary',
    token,
    checkInSummarySchema,
    0,
    {
      reloadOn: ['badge-checked-in', 'ticket', 'totals-changed'],
    },
  );
  return (
    <Card id="org-check-in-heading" level={2} heading="Check-in at the door" className="org-no-print">
      {error && <p className="org-status org-status--error">{error}</p>}
      <ul className="org-counts" aria-busy={!data}>
        <li>
          <span>Checked in</span> <strong>{data ? data.checkedIn : '…'}</strong>
        </li>
        <li>
          <span>Sold</span> <strong>{data ? data.sold : '…'}</strong>
        </li>
      </ul>
      <p className="org-hint">
        In-person badges of orders not refunded, updated live. Volunteers at the door use{' '}
        <a href="/organiser/check-in">the check-in page</a> on their phones.
      </p>
    </Card>
  );
}
