import type { PageData } from './page-data';
import type { PublicEnv } from './public-env';

// What the server asks of the web app's server build (src/web/server-render.tsx, built into dist/render):
// the HTML of one page (docs/decisions/024-own-router-and-server-rendering.md).

interface PageRenderRequest {
  /** The requested path; its query is not rendered. */
  path: string;
  publicEnv: PublicEnv;
  /** The time the page shows; the browser's first render uses it too. */
  nowMs: number;
  /** The API answers the page shows at once (contracts/page-data.ts); the browser's first render reads them too. */
  data: PageData;
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  layout: 'site' | 'bare';
  /** The page's module as the build's manifest names it, to link its script and style; null for the not-found page. */
  pageFile: string | null;
}

export interface PageRenderer {
  /** Null for a page the browser renders alone (the organiser tools, the overlays). */
  renderPage(request: PageRenderRequest): Promise<RenderedPage | null>;
}
