import { useContext, useSyncExternalStore } from 'react';
import { type AppLocation, getLocation, subscribeLocation } from './location';
import { RenderedStateContext } from './rendered-state';

const unknownLocation: AppLocation = { pathname: '/', search: '' };

/** The address shown; on the server and while taking over its HTML, the address the server rendered. */
export function useLocation(): AppLocation {
  const rendered = useContext(RenderedStateContext);
  return useSyncExternalStore(subscribeLocation, getLocation, () => rendered?.location ?? unknownLocation);
}

/** The query of the address shown, read-only (a link changes it). */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return new URLSearchParams(search);
}
