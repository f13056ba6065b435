import { about } from '../../../../content/about';
import { focusText } from '../../../../content/home';
import { links } from '../../../../content/links';
import { Card } from '../../components/card';
import { LivePlayer } from '../../components/live-player';
import { useEdition } from '../../lib/edition/use-edition';
import { Link } from '../../router/link';
import { GuestList, TeamList } from './people-lists';
import './about-page.css';

export default function AboutPage() {
  const edition = useEdition();
  const { venue } = edition;
  return (
    <div className="about">
      <Card
        id="about-heading"
        level={1}
        heading={
          <>
            About {edition.name} {edition.year}
          </>
        }
      >
        <dl className="about__facts">
          <div>
            <dt>Dates</dt>
            <dd>{edition.datesText}</dd>
          </div>
          <div>
            <dt>Venue</dt>
            <dd>
              {venue.name}, {venue.address}
              <br />
              <span className="about__area">
                In {venue.area}. <Link to="/transit">How to get there</Link>
              </span>
            </dd>
          </div>
        </dl>
        <p>{focusText}</p>
        <p>
          See what happens when on the <Link to="/schedule">livestream schedule</Link>.
        </p>
      </Card>

      <div className="about__columns">
        <Card id="activities-heading" level={2} heading="Activities">
          <ul className="about__activities">
            {about.activities.map((activity) => (
              <li key={activity}>{activity}</li>
            ))}
          </ul>
        </Card>
        <Card id="guests-heading" level={2} heading="Expected guests">
          <GuestList guests={about.guests} />
        </Card>
      </div>

      <Card id="team-heading" level={2} heading="The team">
        <p>These people make the decisions about {edition.name}:</p>
        <TeamList team={about.team} />
      </Card>

      <Card id="watch-heading" level={2} heading="Watch live">
        <p>
          Everything on the main stage is streamed on{' '}
          <a href={links.eventChannelUrl} target="_blank" rel="noopener noreferrer">
            our Twitch channel
          </a>
          .
        </p>
        <LivePlayer />
      </Card>
    </div>
  );
}
