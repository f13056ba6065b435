import { useMatches } from 'react-router';
import type { RouteHandle } from '../../router';

/** The heading of a page whose content has not been built yet. */
export default function ComingSoonPage() {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return (
    <section className="card">
      <h1>{handle?.title}</h1>
      <p>This page is being prepared.</p>
    </section>
  );
}
