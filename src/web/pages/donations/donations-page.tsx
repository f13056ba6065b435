import { edition } from '../../../../content/edition';
import { formatUsd } from '../../../domain/money';
import { formatZonedTime } from '../../../domain/time-zone';
import { LiveConnectionNotice } from '../../components/live-connection-notice';
import { messageOf } from '../../lib/api';
import { Link } from '../../router/link';
import { type ShownDonation, useRecentDonations } from './use-recent-donations';
import './donations-page.css';

// The donations screen: recent donations, newest first (docs/product/donations-and-incentives.md, "Recent
// donations"; docs/product/where-the-spec-was-silent.md). Donor names and messages are rendered as text,
// never as markup.

function DonationItem({ donation }: { donation: ShownDonation }) {
  return (
    <li className="donation-item">
      <p className="donation-item__head">
        <span className="donation-item__name">{donation.name}</span>
        <span className="donation-item__amount">{formatUsd(donation.amountCents)}</span>
        <time className="donation-item__time" dateTime={new Date(donation.timeMs).toISOString()}>
          {formatZonedTime(donation.timeMs, edition.timeZone)}
        </time>
      </p>
      {donation.message && <p className="donation-item__message">{donation.message}</p>}
    </li>
  );
}

function DonationsBody() {
  const { status, error, donations, retry, hasOlder, loadingOlder, olderError, loadOlder } =
    useRecentDonations();
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
          <DonationItem key={donation.id} donation={donation} />
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
    <section className="card" aria-labelledby="donations-heading">
      <h1 id="donations-heading">Recent donations</h1>
      <p>
        Thank you to everyone who supports the stream! New donations appear here as they arrive, newest first.
        Want to join them? See <Link to="/donate">how to donate</Link>.
      </p>
      <LiveConnectionNotice />
      <DonationsBody />
    </section>
  );
}
