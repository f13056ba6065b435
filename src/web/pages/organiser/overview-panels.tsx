import type { AuditEntry, BlastSummary, MismatchedPayment } from '../../../contracts/organiser';
import { dollarsToCents, formatUsd } from '../../../domain/money';
import { Card } from '../../components/card';
import { OrgTable } from './org-table';
import { OrganiserTime } from './organiser-time';

const audienceText: Record<BlastSummary['audience'], string> = {
  test: 'Test send',
  regular: 'In-person buyers',
  livestream: 'Livestream tickets',
  'regular+livestream': 'In-person and livestream',
  buyers: 'Buyers',
  attendees: 'Attendees',
  viewers: 'Livestream viewers',
};

/** Email blasts with how many of their messages went out so far (from the mail outbox). */
export function BlastsPanel({ blasts }: { blasts: readonly BlastSummary[] }) {
  return (
    <Card id="org-blasts-heading" level={2} heading="Email blasts" className="org-no-print">
      <p>
        Newest first, with how many of each went out. The <a href="/email">email-blast form</a> sends through
        the same outbox, with the password, and can send a test to one address.
      </p>
      {blasts.length === 0 ? (
        <p>No email blasts yet.</p>
      ) : (
        <OrgTable columns={['Sent', 'Subject', 'To', 'Queued', 'Delivered']}>
          {blasts.map((blast) => (
            <tr key={blast.id}>
              <td>
                <OrganiserTime iso={blast.createdAt} />
              </td>
              <td className="org-free">{blast.subject}</td>
              <td>{audienceText[blast.audience]}</td>
              <td>{blast.queued}</td>
              <td>
                {blast.sent}
                {blast.failing > 0 && <span className="org-warning"> ({blast.failing} retrying)</span>}
              </td>
            </tr>
          ))}
        </OrgTable>
      )}
    </Card>
  );
}

/** What organisers changed, newest first. */
export function AuditPanel({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <Card id="org-audit-heading" level={2} heading="Changes" className="org-no-print">
      {entries.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <ol className="org-audit">
          {entries.map((entry) => (
            <li key={entry.id}>
              <OrganiserTime iso={entry.time} /> {entry.what}{' '}
              <span className="org-audit-by">by {entry.by}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** Payments PayPal took that did not match their order: not counted; refund or settle them. */
export function MismatchPanel({ payments }: { payments: readonly MismatchedPayment[] }) {
  if (payments.length === 0) return null;
  return (
    <Card
      id="org-mismatch-heading"
      level={2}
      heading="Payments that did not match their order"
      className="org-no-print"
    >
      <p>These were not counted as paid. Refund them in PayPal or settle them with the payer.</p>
      <ul>
        {payments.map((payment) => (
          <li key={payment.orderId}>
            <OrganiserTime iso={payment.time} /> {payment.kind} order {payment.orderId}: expected{' '}
            {formatUsd(dollarsToCents(payment.expected))}, captured{' '}
            {payment.captured === null ? 'unknown' : formatUsd(dollarsToCents(payment.captured))}{' '}
            {payment.currency ?? ''}
            {payment.payerEmail ? ` (${payment.payerEmail})` : ''}
          </li>
        ))}
      </ul>
    </Card>
  );
}
