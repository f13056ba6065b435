import { type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { type AppPageKey, findAppPageRoute, notFoundTitle } from '../../contracts/routes';
import { BareLayout } from '../layout/bare-layout';
import { SiteLayout } from '../layout/site-layout';
import { takeOverEarlyInput } from '../lib/early-input';
import { EditionProvider } from '../lib/edition/use-edition';
import { useRouteTitle } from '../lib/use-document-title';
import NotFoundPage from '../pages/not-found/not-found-page';
import { usePageComponent } from './page-loader';
import { useLocation } from './use-location';

/**
 * The first page's effects run once it is in the browser's hands, the page's own first (they are inside
 * it): what the visitor did before that is handed to it here (docs/decisions/040-early-input.md).
 */
function PageStarted({ children }: { children: ReactNode }) {
  useEffect(() => {
    takeOverEarlyInput();
    // From here the page answers the visitor itself (browser tests wait for this mark).
    document.getElementById('root')?.setAttribute('data-started', '');
  }, []);
  return children;
}

/** A page of the site, once its code has loaded. */
function SitePage({ page }: { page: AppPageKey }) {
  const Page = usePageComponent(page);
  return <Page />;
}

/** The page at the address shown, in its layout, naming the edition the site shows. */
export function App() {
  return (
    <EditionProvider>
      <RoutedPage />
    </EditionProvider>
  );
}

function RoutedPage() {
  const route = findAppPageRoute(useLocation().pathname);
  useRouteTitle(route?.title ?? notFoundTitle);
  const Layout = route?.layout === 'bare' ? BareLayout : SiteLayout;
  // The boundary lets React take a server-rendered page over in two steps, the layout then the page,
  // yielding to the browser between them rather than in one long task. On a rendered page's first
  // render the page's code may still be arriving: the page suspends, and React keeps the server's
  // markup for it (and the early-input guard its taps) until it has. The boundary is the same element
  // until the route changes: the layout renders again once it is taken over (the address as the browser
  // has it), and a boundary still waiting that received an update would be rendered anew, the server's
  // markup and what was typed into it thrown away.
  const page = useMemo(
    () => (
      <Suspense fallback={null}>
        <PageStarted>
          {route ? <SitePage key={route.path} page={route.page} /> : <NotFoundPage />}
        </PageStarted>
      </Suspense>
    ),
    [route],
  );
  return <Layout>{page}</Layout>;
}
