import { links } from '../../../../content/links';
import { Card } from '../../components/card';
import { LivePlayer } from '../../components/live-player';
import { useEdition } from '../../lib/edition/use-edition';
import { Link } from '../../router/link';
import './stream-page.css';

export default function StreamPage() {
  const edition = useEdition();
  return (
    <div className="stream">
      <Card id="stream-heading" level={1} heading={<>Watch {edition.name} live</>}>
        <p>
          During the convention, {edition.datesText}, everything on the main stage is streamed live on{' '}
          <a href={links.eventChannelUrl} target="_blank" rel="noopener noreferrer">
            our Twitch channel
          </a>
          . Livestream ticket holders also get a private link to the full stream by email.
        </p>
        <nav className="stream__links" aria-label="Streaming">
          <Link className="button button--primary" to="/livestream-tickets">
            Livestream tickets
          </Link>
          <Link className="button" to="/schedule">
            Livestream schedule
          </Link>
        </nav>
        <LivePlayer />
      </Card>
      <Card id="past-streams-heading" level={2} heading="Past streams">
        <ul className="stream__past">
          {/* The editions in the database before the current one (docs/product/site-and-pages.md, "Past editions"). */}
          {edition.pastEditions.map((past) => (
            <li key={past.year}>
              <Link to={`/editions/${past.year}`}>
                {past.name} {past.year} highlights
              </Link>
            </li>
          ))}
          <li>
            <Link to="/stream2024">2024 24-hour livestream</Link>
          </li>
          <li>
            <Link to="/stream2023">2023 fundraiser highlights</Link>
          </li>
        </ul>
      </Card>
    </div>
  );
}
