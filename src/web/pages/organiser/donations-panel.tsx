import { donationRecordSchema } from '../../../contracts/donations';
import { organiserDonationsSchema } from '../../../contracts/organiser-edits';
import { publicDonorName } from '../../../domain/incentives/donation-rules';
import { dollarsToCents, formatUsd } from '../../../domain/money';
import { useRealtimeEvent } from '../../lib/socket';
import { readWith } from '../../lib/socket-readers';
import { useOrganiserData } from './organiser-api';

const readDonation = readWith(donationRecordSchema);
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Donations newest first, with the answers to incentive prompts (private, so read with the password).
 * A 'donation' event carries only the public fields, so it makes the list load again.
 */
export function DonationsPanel({ pass, version }: { pass: string; version: number }) {
  const donations = useOrganiserData('/api/organiser/donations', pass, organiserDonationsSchema, version);
  useRealtimeEvent('donation', readDonation, donations.reload);
  const list = donations.data ?? [];
  return (
    <section className="card org-no-print" aria-labelledby="org-donations-heading">
      <h2 id="org-donations-heading">Donations</h2>
      {donations.error && <p className="org-status org-status--error">{donations.error}</p>}
      {list.length === 0 ? (
        <p>No donations yet.</p>
      ) : (
        <ol className="org-donations">
          {list.map((donation) => (
            <li key={donation.id}>
              <p className="org-donation__head">
                <strong>{formatUsd(dollarsToCents(donation.amount))}</strong> by{' '}
                {publicDonorName(donation.name)}{' '}
                <time className="org-hint" dateTime={donation.time}>
                  {when.format(new Date(donation.time))}
                </time>
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
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
