import { about } from '../../../../content/about';
import { focusText } from '../../../../content/home';
import { links } from '../../../../content/links';
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
      <section className="card" aria-labelledby="about-heading">
        <h1 id="about-heading">
          About {edition.name} {edition.year}
        </h1>
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
      </section>

      <div className="about__columns">
        <section className="card" aria-labelledby="activities-heading">
          <h2 id="activities-heading">Activities</h2>
          <ul className="about__activities">
            {about.activities.map((activity) => (
              <li key={activity}>{activity}</li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="guests-heading">
          <h2 id="guests-heading">Expected guests</h2>
          <GuestList guests={about.guests} />
        </section>
      </div>

      <section className="card" aria-labelledby="team-heading">
        <h2 id="team-heading">The team</h2>
        <p>These people make the decisions about {edition.name}:</p>
        <TeamList team={about.team} />
      </section>

      <section className="card" aria-labelledby="watch-heading">
        <h2 id="watch-heading">Watch live</h2>
        <p>
          Everything on the main stage is streamed on{' '}
          <a href={links.eventChannelUrl} target="_blank" rel="noopener noreferrer">
            our Twitch channel
          </a>
          .
        </p>
        <LivePlayer />
      </section>
    </div>
  );
}
