// A file of its own, not a data URL in the script every page loads first (3.4 KB, 1.9 KB gzipped) and
// again in every page's HTML: the browser fetches it once and keeps it (docs/decisions/085-form-pages-read-with-zod-loaded-on-first-read.md).
import banner from '../../../content/images/banner.svg?no-inline';
import { useEdition } from '../lib/edition/use-edition';
import { Link } from '../router/link';

export function Banner() {
  const edition = useEdition();
  return (
    <Link to="/" className="banner" aria-label={`${edition.name} home`}>
      <img
        src={banner}
        alt={`${edition.name}: sudoku and pencil puzzle convention`}
        width={1200}
        height={240}
      />
    </Link>
  );
}
