import { useMatches } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import type { RouteHandle } from '../router';

/** Sets the tab title from the deepest matched route's handle. */
export function useRouteTitle() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  useDocumentTitle(handle?.title);
}
