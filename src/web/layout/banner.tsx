import banner from '../../../content/images/banner.svg';
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
