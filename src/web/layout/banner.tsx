import { edition } from '../../../content/edition';
import banner from '../../../content/images/banner.svg';
import { Link } from '../router/link';

export function Banner() {
  return (
    <Link to="/" className="banner" aria-label={`${edition.product} home`}>
      <img
        src={banner}
        alt={`${edition.product}: sudoku and pencil puzzle convention`}
        width={1200}
        height={240}
      />
    </Link>
  );
}
