import { focusText } from '../../../../content/home';
import { eventPhase, fundraiserPhase } from '../../../domain/event-phase';
import { Card } from '../../components/card';
import { LivePlayer } from '../../components/live-player';
import { useNow } from '../../lib/clock';
import { useEdition } from '../../lib/edition/use-edition';
import { Link } from '../../router/link';
import { EventStatus } from './event-status';
import { FundraiserBlock } from './fundraiser-block';
import { HomeLinks } from './home-links';
import { SponsorStrip } from './sponsor-strip';
import './home-page.css';

export default function HomePage() {
  const now = useNow(1000);
  const edition = useEdition();
  const fundraiser = fundraiserPhase(edition.dates, now);
  return (
    <div className="home">
      <EventStatus now={now} />
      <HomeLinks />
      {fundraiser !== 'hidden' && (
        <FundraiserBlock phase={fundraiser} heroCountsDown={eventPhase(edition.dates, now) === 'upcoming'} />
      )}
      <Card id="focus-heading" level={2} heading={<>What is {edition.name}?</>}>
        <p>{focusText}</p>
        <p>
          See what happens when on the <Link to="/schedule">livestream schedule</Link>.
        </p>
        {/* While the fundraiser is live its block holds the player: two autoplaying players would talk over each other. */}
        {fundraiser !== 'live' && <LivePlayer />}
      </Card>
      <SponsorStrip />
    </div>
  );
}
