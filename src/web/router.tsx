import { createBrowserRouter, type RouteObject } from 'react-router';
import { type AppPageKey, isOwnEntryPage, type PageRoute, pageRoutes } from '../contracts/routes';
import { BareLayout } from './layout/bare-layout';
import { SiteLayout } from './layout/site-layout';
import type { RouteHandle } from './layout/use-route-title';
import { pageModules } from './page-modules';
import NotFoundPage from './pages/not-found/not-found-page';

type AppPageRoute = PageRoute & { page: AppPageKey };

// The overlay is served from its own HTML file; the router never sees its path.
const appRoutes = pageRoutes.filter((route): route is AppPageRoute => !isOwnEntryPage(route.page));

function toRouteObject(route: AppPageRoute): RouteObject {
  const handle: RouteHandle = { title: route.title };
  return {
    path: route.path,
    handle,
    lazy: async () => ({ Component: (await pageModules[route.page]()).default }),
  };
}

// While the first page's code loads, show nothing rather than a flash of an empty layout.
const HydrateFallback = () => null;

export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    HydrateFallback,
    children: [
      ...appRoutes.filter((route) => route.layout === 'site').map(toRouteObject),
      { path: '*', element: <NotFoundPage />, handle: { title: 'Not found' } satisfies RouteHandle },
    ],
  },
  {
    element: <BareLayout />,
    HydrateFallback,
    children: appRoutes.filter((route) => route.layout === 'bare').map(toRouteObject),
  },
]);
