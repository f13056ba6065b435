import { Link } from 'react-router';
import { edition } from '../../../../content/edition';
import { links } from '../../../../content/links';
import type { FundraiserPhase } from '../../../domain/event-phase';
import { Countdown } from '../../components/countdown';
import { LivePlayer } from '../../components/live-player';

/**
 * The 24-hour charity livestream, shown on home around the convention (docs/product/site-and-pages.md,
 * "Home").
 */
export function FundraiserBlock({ phase }: { phase: Exclude<FundraiserPhase, 'hidden'> }) {
  return (
    <section className="card fundraiser" aria-labelledby="fundraiser-heading">
      <h2 id="fundraiser-heading">24-hour fundraising livestream</h2>
      {phase === 'countdown' && (
        <>
          <p>Our charity stream runs for a whole day of puzzles. It starts in:</p>
          <Countdown target={edition.dates.fundraiserStreamStart} />
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
    </section>
  );
}
