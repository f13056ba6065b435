import { notFoundTitle } from '../../../contracts/routes';
import { usePageTitle } from '../../lib/use-document-title';
import { Link } from '../../router/link';

export default function NotFoundPage() {
  usePageTitle(notFoundTitle);
  return (
    <section className="card not-found">
      <h1>404</h1>
      <p>
        There is no page at this address. Try the <Link to="/">home page</Link> or the{' '}
        <Link to="/schedule">schedule</Link>.
      </p>
    </section>
  );
}
