import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type PageData, pageDataElementId } from '../contracts/page-data';
import { findAppPageRoute } from '../contracts/routes';
import { App } from './router/app';
import { getLocation, startBrowserLocation } from './router/location';
import { loadPage } from './router/page-loader';
import { type RenderedState, RenderedStateContext } from './router/rendered-state';
import './styles/global.css';
import './styles/visually-hidden.css';
import './styles/forms.css';
import './styles/disclosure.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container = root;

startBrowserLocation();
// Every form is sent by its page as JSON; a form the browser sent itself would put its fields into the
// address (docs/decisions/040-early-input.md). Rendered pages guard from their first byte as well.
window.addEventListener('submit', (event) => event.preventDefault());

/** The API answers the server rendered the page with; each page takes its own as typed (rendered-state.ts). */
function renderedData(): PageData {
  const text = document.getElementById(pageDataElementId)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null ? data : {};
  } catch {
    return {};
  }
}

async function start() {
  const route = findAppPageRoute(getLocation().pathname);
  const pageCode = route ? loadPage(route.page) : undefined;
  // The server rendered public pages (docs/decisions/024-own-router-and-server-rendering.md): the app
  // takes that HTML over, first rendering what the server rendered, with the server's address and time.
  // It starts with the layout while the page's code still arrives (docs/decisions/066-what-a-phone-
  // loads-first.md); the page is taken over once it has.
  const app = <App />;
  const renderedAt = Number(container.dataset.renderedAt);
  if (container.firstElementChild && Number.isFinite(renderedAt)) {
    const rendered: RenderedState = {
      location: { pathname: getLocation().pathname, search: '' },
      nowMs: renderedAt,
      data: renderedData(),
    };
    hydrateRoot(
      container,
      <StrictMode>
        <RenderedStateContext.Provider value={rendered}>{app}</RenderedStateContext.Provider>
      </StrictMode>,
    );
    return;
  }
  await pageCode;
  createRoot(container).render(<StrictMode>{app}</StrictMode>);
}

start().catch((error: unknown) => {
  // The page's code did not load. A server-rendered page stays readable as sent; otherwise say so.
  console.error('The page could not start', error);
  if (!container.firstElementChild) {
    container.textContent = 'This page could not load. Check your connection and reload the page.';
  }
});
