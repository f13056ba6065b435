import { type RefObject, useEffect, useRef } from 'react';
import { edition } from '../../../../content/edition';
import { formatUsd } from '../../../domain/money';
import { type ProgressState, ticketBarPercent } from '../../../domain/progress';
import { publicEnv } from '../../lib/public-env';
import { useFitLastDonation } from './fit-last-donation';
import { useLiveProgress } from './use-live-progress';
import './donationbar.css';

// The stream overlay (docs/product/donations-and-incentives.md, "The progress overlay"), shown by OBS as a
// browser source over video. It imports no zod and no shared API client so that its code stays small (see
// progress-wire.ts).

/** While the overlay is shown: no page background and never a scroll bar, whatever the source size. */
function useOverlayDocument() {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('overlay-document');
    return () => root.classList.remove('overlay-document');
  }, []);
}

function LastDonation({
  progress,
  line,
}: {
  progress: ProgressState;
  line: RefObject<HTMLParagraphElement | null>;
}) {
  const last = progress.lastDonation;
  // The server already sends an empty name as 'Anonymous' (publicDonorName); donor text is plain text.
  // <bdi> keeps a right-to-left name from pulling the amount and 'by' into its own reading order.
  return (
    <p className="donationbar-last" ref={line}>
      {last ? (
        <>
          Last donation: {formatUsd(last.amountCents)} by <bdi>{last.name}</bdi>
        </>
      ) : (
        'No donations yet'
      )}
    </p>
  );
}

function Tickets({ sold }: { sold: number }) {
  const goal = edition.ticketGoal;
  const percent = ticketBarPercent(sold, goal);
  return (
    <div className="donationbar-tickets">
      <p id="donationbar-tickets-label">
        Tickets sold: {sold} / {goal}
      </p>
      <div
        className="donationbar-track"
        role="progressbar"
        aria-labelledby="donationbar-tickets-label"
        aria-valuemin={0}
        aria-valuemax={goal}
        aria-valuenow={Math.min(sold, goal)}
      >
        <div className="donationbar-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

export default function DonationbarPage() {
  useOverlayDocument();
  const { progress, stale } = useLiveProgress();
  const panel = useRef<HTMLElement>(null);
  const line = useRef<HTMLParagraphElement>(null);
  const last = progress?.lastDonation;
  // Everything on the first row: a change to any of it can move the line's room.
  useFitLastDonation(
    panel,
    line,
    JSON.stringify([last?.name, last?.amountCents, progress?.ticketsSold, progress?.totalRaisedCents]),
  );
  return (
    <main className="donationbar" ref={panel}>
      {progress && (
        <>
          <LastDonation progress={progress} line={line} />
          <Tickets sold={progress.ticketsSold} />
          <p className="donationbar-total">Total raised: {formatUsd(progress.totalRaisedCents)}</p>
          <p className="donationbar-hint">Type !donate for information on how to donate</p>
        </>
      )}
      {/* So nobody streams test-mode totals by mistake; the site pages say the same in their layout. */}
      {publicEnv.paymentsTestMode && (
        <p className="donationbar-test-mode">Test mode: payments are simulated</p>
      )}
      {stale && (
        <span className="donationbar-stale" role="img" aria-label="Reconnecting…" title="Reconnecting…" />
      )}
    </main>
  );
}
