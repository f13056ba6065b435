import { Suspense } from 'react';
import { findAppPageRoute } from '../../contracts/routes';
import { BareLayout } from '../layout/bare-layout';
import { SiteLayout } from '../layout/site-layout';
import { useDocumentTitle } from '../lib/use-document-title';
import NotFoundPage from '../pages/not-found/not-found-page';
import { loadedPage } from './page-loader';
import { useLocation } from './use-location';

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
        <Page key={route?.path} />
      </Suspense>
    </Layout>
  );
}
