import { pageDataElementId } from '../../contracts/page-data';
import { escapeHtml } from '../../domain/html';
import { appStartElement } from './app-start';
import { earlyInputElement } from './early-input';
import { jsonBlock } from './json-block';
import type { RenderedPageParts } from './rendered-pages';

// A rendered page's HTML (docs/decisions/024-own-router-and-server-rendering.md): the app's HTML file
// as Vite built it, with the page's markup in #root, every style it needs written in (so its first paint
// waits for no request), the app's scripts downloading from the start and run after that paint
// (app-start.ts, docs/decisions/044-public-pages-without-zod.md).

const styleLink = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\s*/g;
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const preloadLink = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g;

/**
 * The entry's stylesheet links become the same styles written in, and the page's follow them, as the
 * browser build adds a page's style after the entry's: the cascade stays the same.
 *
 * Each written-in style is followed by a disabled link to its file, which the browser neither fetches nor
 * applies. It is there for Vite's loader of lazy code (a page reached by a link, the phone kit), which
 * adds a chunk's styles as links unless a link to the file is already in the document: without it, the
 * entry's style came again after the page's, its general rules won over the page's, and the ticket
 * counters changed shape under the buyer's finger once the phone kit loaded.
 */
function withStyles(html: string, styles: RenderedPageParts['styles']): string {
  const inlined = new Set(styles.map((style) => style.href));
  const tags = styles.map((style) => {
    const href = escapeHtml(style.href);
    return style.css.includes('</')
      ? `<link rel="stylesheet" crossorigin href="${href}">`
      : `<style data-href="${href}">${style.css}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
  return html
    .replace(styleLink, (link, href: string) => (inlined.has(href) ? '' : link))
    .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

/**
 * The entry script and its preloads, and the page's own scripts, download from the start, where the
 * entry's script tag was, and run after the first paint (app-start.ts). The entry comes first: it is the
 * largest, and a browser opens six connections to a host over HTTP/1.1, so the last in line waits for
 * the others. At low priority, they do not compete with what the first paint needs.
 */
function withAppStart(html: string, pagePreloads: string[]): string {
  const entry = entryScript.exec(html);
  if (!entry?.[1]) return html;
  const preloads: string[] = [];
  const rest = html.replace(preloadLink, (_link, href: string) => {
    preloads.push(href);
    return '';
  });
  const links = [entry[1], ...preloads, ...pagePreloads].map(
    (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" fetchpriority="low">`,
  );
  const start = appStartElement(escapeHtml(entry[1]));
  return rest
    .replace(entry[0], () => `${links.join('\n    ')}\n    `)
    .replace('</body>', () => `  ${start}\n  </body>`);
}

/** The answers the page was rendered with, after #root: the browser's first render reads them. */
function withData(data: RenderedPageParts['data']): string {
  return Object.keys(data).length > 0 ? jsonBlock(pageDataElementId, data) : '';
}

/** The app's HTML file with a rendered page in it. */
export function withRendered(shellHtml: string, parts: RenderedPageParts): string {
  return (
    withAppStart(withStyles(shellHtml, parts.styles), parts.preloads)
      // Before the head's tags and styles, after its charset: it must listen before anything can be pressed.
      .replace('<!--page-head-->', (head) => `${earlyInputElement}\n    ${head}`)
      .replace('<body>', parts.layout === 'site' ? '<body class="with-site-background">' : '<body>')
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-rendered-at="${parts.renderedAtMs}">${parts.root}</div>${withData(parts.data)}`,
      )
  );
}
