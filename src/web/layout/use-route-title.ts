import { useMatches } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';

/** What each route carries. Declared here, not in router.tsx: the router imports the layouts, never the reverse. */
export interface RouteHandle {
  title: string;
}

/** Sets the tab title from the deepest matched route's handle. */
export function useRouteTitle() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  useDocumentTitle(handle?.title);
}
