import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageRenderer } from '../contracts/page-render';
import { findAppPageRoute, findPageRoute, isRenderedPage, normalisePath } from '../contracts/routes';
import { setServerPublicEnv } from './lib/public-env';
import { pageFiles } from './page-modules';
import { App } from './router/app';
import { loadPage } from './router/page-loader';
import { RenderedStateContext } from './router/rendered-state';

// The server's side of the app (docs/decisions/024-own-router-and-server-rendering.md): built by Vite
// into dist/render and loaded by the server, which sends each public page rendered; the app then takes it
// over. Data a page reads from the API renders from the answers it is sent with (contracts/page-data.ts),
// or else in its loading state, and the page loads it once it runs.

export const renderPage: PageRenderer['renderPage'] = async ({ path, publicEnv, nowMs, data }) => {
  const route = findAppPageRoute(path);
  // A known page that is not public (organiser tools, overlays) is left to the browser; an unknown path
  // renders the not-found page.
  if (findPageRoute(path) && !(route && isRenderedPage(route))) return null;
  setServerPublicEnv(publicEnv);
  if (route) await loadPage(route.page);
  const rendered = { location: { pathname: normalisePath(path), search: '' }, nowMs, data };
  const html = renderToString(
    <StrictMode>
      <RenderedStateContext.Provider value={rendered}>
        <App />
      </RenderedStateContext.Provider>
    </StrictMode>,
  );
  return { html, layout: route?.layout ?? 'site', pageFile: route ? pageFiles[route.page] : null };
};
