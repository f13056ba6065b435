import { type OrganiserDonation, organiserDonationsSchema } from '../../../contracts/organiser-edits';
import { publicDonorName } from '../../../domain/incentives/donation-rules';
import { dollarsToCents, formatUsd } from '../../../domain/money';
import { Card } from '../../components/card';
import { useOrganiserData } from './organiser-api';
import { OrganiserTime } from './organiser-time';
import { dashboardPageSize, Pager, usePageCursor } from './page-cursor';
import { RefundControl } from './refund-control';

interface DonationsPanelProps {
  pass: string;
  version: number;
  onRefunded(): void;
}

/**
 * Donations newest first, with the answers to incentive prompts (private, so read with the password),
 * what was refunded of each, and a way to refund one. A 'donation' event carries only the public fields,
 * so it makes the list load again.
 */
/** Said beside a donation whose name and message the public does not see (docs/product/screening.md). */
const screeningFlags: Record<OrganiserDonation['screening'], string | null> = {
  published: null,
  approved: null,
  held: 'Waiting for screening',
  approving: 'Approved: shown in a few seconds',
  denied: 'Denied: shown as Anonymous',
};

type Cursor = { time: string; id: number };

export function DonationsPanel({ pass, version, onRefunded }: DonationsPanelProps) {
  const cursor = usePageCursor<Cursor>();
  const donations = useOrganiserData('/api/organiser/donations', pass, organiserDonationsSchema, version, {
    // A new donation shows on the first page; another moderator's decision changes a flag on any.
    reloadOn: ['donation', 'screening-changed'],
    input: { limit: dashboardPageSize + 1, ...(cursor.before ? { before: cursor.before } : {}) },
  });
  const list = (donations.data ?? []).slice(0, dashboardPageSize);
  const last = list.at(-1);
  const olderFrom =
    last && (donations.data?.length ?? 0) > dashboardPageSize ? { time: last.time, id: last.id } : undefined;
  const pager = <Pager cursor={cursor} olderFrom={olderFrom} what="donations" />;
  return (
    <Card id="org-donations-heading" level={2} heading="Donations" className="org-no-print">
      <p className="org-hint">Newest first, {dashboardPageSize} at a time.</p>
      {donations.error && <p className="org-status org-status--error">{donations.error}</p>}
      {list.length === 0 ? (
        <p>No donations yet.</p>
      ) : (
        <ol className="org-donations">
          {list.map((donation) => (
            <li key={donation.id}>
              <p className="org-donation__head">
                <strong>{formatUsd(dollarsToCents(donation.amount))}</strong> by{' '}
                <bdi>{publicDonorName(donation.name)}</bdi>{' '}
                <OrganiserTime className="org-hint" iso={donation.time} />
                {donation.disputed > 0 && (
                  <strong className="org-warning">
                    {' '}
                    Disputed at PayPal: {formatUsd(dollarsToCents(donation.disputed))} held
                  </strong>
                )}
                {screeningFlags[donation.screening] && (
                  <strong className="org-warning"> {screeningFlags[donation.screening]}</strong>
                )}
                {donation.refunded > 0 && (
                  <strong className="org-warning">
                    {' '}
                    {donation.refunded >= donation.amount
                      ? 'Refunded in full'
                      : `Refunded ${formatUsd(dollarsToCents(donation.refunded))}`}
                  </strong>
                )}
              </p>
              {donation.message && <p className="org-donation__message">{donation.message}</p>}
              {donation.incentiveTitle && <p className="org-hint">For: {donation.incentiveTitle}</p>}
              {Object.keys(donation.extraInfo).length > 0 && (
                <dl className="org-answers">
                  {Object.entries(donation.extraInfo).map(([prompt, answer]) => (
                    <div key={prompt}>
                      <dt>{prompt}</dt>
                      <dd>{answer}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {donation.orderId === null ? (
                // A cheer: Twitch holds the money, so there is nothing to refund here.
                <p className="org-hint">Twitch cheer of {donation.bits ?? 0} bits</p>
              ) : (
                <RefundControl
                  pass={pass}
                  orderId={donation.orderId}
                  what={`the ${formatUsd(dollarsToCents(donation.amount))} donation by ${publicDonorName(donation.name)}`}
                  refundable={donation.refundable}
                  onRefunded={onRefunded}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {pager}
    </Card>
  );
}
