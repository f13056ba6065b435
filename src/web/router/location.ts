import { findAppPageRoute, findPageRoute, isOwnEntryPage } from '../../contracts/routes';
import { loadPage } from './page-loader';

// The address the app shows, kept in step with the browser's history. The app's routes are a flat table
// of fixed paths (contracts/routes.ts), so the router is this store, a link that calls navigate, and the
// table lookup in app.tsx (docs/decisions/024-own-router-and-server-rendering.md).

export interface AppLocation {
  pathname: string;
  search: string;
}

export interface NavigateOptions {
  replace?: boolean;
  /** Keep the scroll position, for links that only change how the same page is shown. */
  preventScrollReset?: boolean;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let current: AppLocation = { pathname: '/', search: '' };
// Which navigation is the latest: a slower page load must not win over a later click.
let navigationId = 0;

function readBrowserLocation(): AppLocation {
  return { pathname: window.location.pathname, search: window.location.search };
}

function publish(next: AppLocation) {
  current = next;
  for (const listener of listeners) listener();
}

export function getLocation(): AppLocation {
  return current;
}

export function subscribeLocation(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page code a path needs; resolved before the address changes, so the old page stays until then. */
async function preparePath(pathname: string): Promise<void> {
  const route = findAppPageRoute(pathname);
  if (route) await loadPage(route.page);
}

/** Resolves a link target ('/tickets', '?zone=local', '') against the current address. */
function resolveTarget(to: string): URL {
  return new URL(to, `${window.location.origin}${current.pathname}${current.search}`);
}

export async function navigate(to: string, options: NavigateOptions = {}): Promise<void> {
  const url = resolveTarget(to);
  // A page of its own entry (the overlay) or another site: the browser loads it.
  const route = findPageRoute(url.pathname);
  if (url.origin !== window.location.origin || (route && isOwnEntryPage(route.page))) {
    window.location.assign(url.href);
    return;
  }
  const id = ++navigationId;
  try {
    await preparePath(url.pathname);
  } catch {
    // The page's code could not load (a new deploy renamed it, or the network dropped): a full load of the
    // address shows the page or the browser's own error, rather than a click that does nothing.
    window.location.assign(url.href);
    return;
  }
  if (id !== navigationId) return;
  const href = `${url.pathname}${url.search}${url.hash}`;
  if (options.replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  publish({ pathname: url.pathname, search: url.search });
  if (!options.preventScrollReset) window.scrollTo(0, 0);
}

/** Follows the browser's address: the first one, and back and forward. */
export function startBrowserLocation(): void {
  current = readBrowserLocation();
  window.addEventListener('popstate', () => {
    const next = readBrowserLocation();
    const id = ++navigationId;
    preparePath(next.pathname).then(
      () => {
        if (id === navigationId) publish(next);
      },
      () => window.location.reload(),
    );
  });
}
