import { Outlet } from 'react-router';
import { useRouteTitle } from './use-route-title';

/** For the stream overlay: no banner, no navigation, no background. */
export function BareLayout() {
  useRouteTitle();
  return <Outlet />;
}
