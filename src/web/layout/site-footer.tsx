import { edition } from '../../../content/edition';
import { socialLinks } from '../../../content/links';
import { useEdition } from '../lib/edition/use-edition';
import { Link } from '../router/link';

export function SiteFooter() {
  // The contact address is the site's, not an edition's (content/edition.ts).
  const { year, name } = useEdition();
  return (
    <footer className="site-footer">
      <p>
        Questions? Write to us at <a href={`mailto:${edition.email}`}>{edition.email}</a>.
      </p>
      <ul className="social-links" aria-label="Follow us">
        {socialLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <p className="site-footer__small">
        © {year} {name} · <Link to="/policy">Policy</Link> ·{' '}
        <Link to="/tickets/resend">Lost your ticket email?</Link>
      </p>
    </footer>
  );
}
