import { links } from '../../../../content/links';
import type { FundraiserPhase } from '../../../domain/event-phase';
import { formatZonedTime } from '../../../domain/time-zone';
import { Card } from '../../components/card';
import { Countdown } from '../../components/countdown';
import { LivePlayer } from '../../components/live-player';
import { useEdition } from '../../lib/edition/use-edition';
import { Link } from '../../router/link';

interface FundraiserBlockProps {
  phase: Exclude<FundraiserPhase, 'hidden'>;
  /** The hero above counts down to the doors: this block then gives its start as a date, not a second countdown. */
  heroCountsDown: boolean;
}

/**
 * The 24-hour charity livestream, shown on home around the convention (docs/product/site-and-pages.md,
 * "Home": one countdown at a time).
 */
export function FundraiserBlock({ phase, heroCountsDown }: FundraiserBlockProps) {
  const edition = useEdition();
  const streamStart = formatZonedTime(edition.dates.fundraiserStreamStart * 1000, edition.timeZone, 'long');
  return (
    <Card id="fundraiser-heading" level={2} heading="24-hour fundraising livestream" className="fundraiser">
      {phase === 'countdown' && (
        <>
          {heroCountsDown ? (
            <p>
              Our charity stream runs for a whole day of puzzles. It starts on {streamStart} (
              {edition.timeZoneLabel}).
            </p>
          ) : (
            <>
              <p>Our charity stream runs for a whole day of puzzles. It starts in:</p>
              <Countdown target={edition.dates.fundraiserStreamStart} />
            </>
          )}
          <p className="fundraiser__links">
            <Link to="/schedule">See the schedule</Link> · <Link to="/donate">How to donate</Link>
          </p>
        </>
      )}
      {phase === 'live' && (
        <>
          <p className="fundraiser__live">
            <span className="live-dot" aria-hidden="true" /> The fundraising livestream is live now!
          </p>
          <p className="fundraiser__links">
            <Link to="/schedule">See the schedule</Link> ·{' '}
            <a href={links.eventChannelUrl} target="_blank" rel="noopener noreferrer">
              Watch on Twitch
            </a>{' '}
            · <Link to="/donate">Donate</Link>
          </p>
          <LivePlayer />
        </>
      )}
      {phase === 'ended' && (
        <p>
          The fundraising livestream has ended. Thank you to everyone who watched and gave!{' '}
          <a href={links.highlightsChannel} target="_blank" rel="noopener noreferrer">
            Watch the highlights
          </a>
        </p>
      )}
    </Card>
  );
}
