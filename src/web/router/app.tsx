import { type ReactNode, Suspense, useEffect } from 'react';
import { findAppPageRoute } from '../../contracts/routes';
import { BareLayout } from '../layout/bare-layout';
import { SiteLayout } from '../layout/site-layout';
import { takeOverEarlyInput } from '../lib/early-input';
import { useDocumentTitle } from '../lib/use-document-title';
import NotFoundPage from '../pages/not-found/not-found-page';
import { loadedPage } from './page-loader';
import { useLocation } from './use-location';

/**
 * The first page's effects run once it is in the browser's hands, the page's own first (they are inside
 * it): what the visitor did before that is handed to it here (docs/decisions/040-early-input.md).
 */
function PageStarted({ children }: { children: ReactNode }) {
  useEffect(() => takeOverEarlyInput(), []);
  return children;
}

/** The page at the address shown, in its layout. Its code was loaded before its address was shown. */
export function App() {
  const route = findAppPageRoute(useLocation().pathname);
  useDocumentTitle(route?.title ?? 'Not found');
  const Page = route ? loadedPage(route.page) : NotFoundPage;
  const Layout = route?.layout === 'bare' ? BareLayout : SiteLayout;
  // The boundary lets React take a server-rendered page over in two steps, the layout then the page,
  // yielding to the browser between them rather than in one long task. Nothing in it suspends.
  return (
    <Layout>
      <Suspense fallback={null}>
        <PageStarted>
          <Page key={route?.path} />
        </PageStarted>
      </Suspense>
    </Layout>
  );
}
