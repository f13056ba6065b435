import { createBrowserRouter, type RouteObject } from 'react-router';
import { type PageRoute, pageRoutes } from '../contracts/routes';
import { BareLayout } from './layout/bare-layout';
import { SiteLayout } from './layout/site-layout';
import type { RouteHandle } from './layout/use-route-title';
import { pageModules } from './page-modules';
import NotFoundPage from './pages/not-found/not-found-page';

function toRouteObject(route: PageRoute): RouteObject {
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
      ...pageRoutes.filter((route) => route.layout === 'site').map(toRouteObject),
      { path: '*', element: <NotFoundPage />, handle: { title: 'Not found' } satisfies RouteHandle },
    ],
  },
  {
    element: <BareLayout />,
    HydrateFallback,
    children: pageRoutes.filter((route) => route.layout === 'bare').map(toRouteObject),
  },
]);
