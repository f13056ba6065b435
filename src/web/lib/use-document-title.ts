import { useEffect, useLayoutEffect } from 'react';
import { pageTitle } from '../../domain/page-title';
import { useEdition } from './edition/use-edition';

// The tab title: the route's, unless the page shown is not what its route names (a past edition's year
// that has none is the not-found page, as the server sends it). React runs every layout effect of a commit
// before its passive effects, so a page's own title, set in a passive effect, always comes after its
// route's and stays, on the first render and whenever the edition's name changes both.

/** The title the route table gives the address. */
export function useRouteTitle(title: string | undefined) {
  const { name } = useEdition();
  useLayoutEffect(() => {
    document.title = pageTitle(title, name);
  }, [title, name]);
}

/** A page's own title, over its route's. */
export function usePageTitle(title: string) {
  const { name } = useEdition();
  useEffect(() => {
    document.title = pageTitle(title, name);
  }, [title, name]);
}
