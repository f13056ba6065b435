import { links } from '../../../../content/links';
import { Link } from '../../router/link';

export function HomeLinks() {
  return (
    <nav className="home-links" aria-label="Get involved">
      <Link className="button button--primary" to="/tickets">
        Tickets
      </Link>
      <Link className="button" to="/livestream-tickets">
        Livestream tickets
      </Link>
      <Link className="button" to="/schedule">
        Schedule
      </Link>
      <Link className="button" to="/transit">
        Getting here
      </Link>
      <a className="button" href={links.merch} target="_blank" rel="noopener noreferrer">
        Merch store
      </a>
      <a className="button" href={links.newsletter} target="_blank" rel="noopener noreferrer">
        Newsletter
      </a>
    </nav>
  );
}
