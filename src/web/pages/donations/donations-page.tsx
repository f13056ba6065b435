import type { Incentive } from '../../../domain/incentives/incentive';
import { parentIdOf } from '../../../domain/incentives/incentive';
import { formatUsd } from '../../../domain/money';
import { formatZonedTime } from '../../../domain/time-zone';
import { Card } from '../../components/card';
import { LiveConnectionNotice } from '../../components/live-connection-notice';
import { messageOf } from '../../lib/api';
import { useEdition } from '../../lib/edition/use-edition';
import { Link } from '../../router/link';
import { useIncentives } from '../donate-card/use-incentives';
import { type ShownDonation, useRecentDonations } from './use-recent-donations';
import './donations-page.css';

// The donations screen: recent donations, newest first (docs/product/donations-and-incentives.md, "Recent
// donations"; docs/product/where-the-spec-was-silent.md). Donor names and messages are rendered as text,
// never as markup.

/**
 * 'Killer sudoku (Which puzzle genre ends the stream?)': the incentive a donation backed, by the public list of incentives
 * (a hidden one, absent from it, is not named).
 */
function incentiveLabel(id: string | null, incentives: readonly Incentive[]): string | null {
  if (id === null) return null;
  const own = incentives.find((incentive) => incentive.id === id);
  if (!own) return null;
  const parentId = parentIdOf(id);
  const parent = parentId === null ? undefined : incentives.find((incentive) => incentive.id === parentId);
  return parent ? `${own.title} (${parent.title})` : own.title;
}

function DonationItem({ donation, incentive }: { donation: ShownDonation; incentive: string | null }) {
  const { timeZone } = useEdition();
  return (
    <li className="donation-item">
      <p className="donation-item__head">
        <span className="donation-item__name">{donation.name}</span>
        <span className="donation-item__amount">{formatUsd(donation.amountCents)}</span>
        <time className="donation-item__time" dateTime={new Date(donation.timeMs).toISOString()}>
          {formatZonedTime(donation.timeMs, timeZone)}
        </time>
      </p>
      {incentive && <p className="donation-item__incentive">For: {incentive}</p>}
      {donation.message && <p className="donation-item__message">{donation.message}</p>}
    </li>
  );
}

function DonationsBody() {
  const { status, error, donations, retry, hasOlder, loadingOlder, olderError, loadOlder } =
    useRecentDonations();
  const incentives = useIncentives().data ?? [];
  if (status === 'loading') return <p role="status">Loading donations...</p>;
  if (status === 'error') {
    return (
      <>
        <p role="alert">{messageOf(error, 'The donations could not be loaded. Please try again.')}</p>
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      </>
    );
  }
  if (donations.length === 0) return <p>No donations yet. Yours could be the first!</p>;
  return (
    <>
      <ol className="donation-list" aria-label="Donations, newest first">
        {donations.map((donation) => (
          <DonationItem
            key={donation.id}
            donation={donation}
            incentive={incentiveLabel(donation.incentiveId, incentives)}
          />
        ))}
      </ol>
      {/* The newest 100 come first; older ones a page at a time, so the first load stays small. */}
      {olderError && <p role="alert">{olderError}</p>}
      {hasOlder && (
        <button
          type="button"
          className="button donation-list__older"
          disabled={loadingOlder}
          onClick={loadOlder}
        >
          {loadingOlder ? 'Loading older donations...' : 'Show older donations'}
        </button>
      )}
    </>
  );
}

export default function DonationsPage() {
  return (
    <Card id="donations-heading" level={1} heading="Recent donations">
      <p>
        Thank you to everyone who supports the stream! New donations appear here as they arrive, newest first.
        Want to join them? See <Link to="/donate">how to donate</Link>.
      </p>
      <LiveConnectionNotice />
      <DonationsBody />
    </Card>
  );
}
