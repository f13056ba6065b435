import { escapeHtml } from '../../domain/html';
import { appStartElement } from './app-start';
import type { RenderedPageParts } from './rendered-pages';

// A rendered page's HTML (docs/decisions/024-own-router-and-server-rendering.md): the app's HTML file
// as Vite built it, with the page's markup in #root, every style it needs written in (so its first paint
// waits for no request) and the app's scripts started after that paint (app-start.ts).

/** The app's HTML file with a rendered page in it. */
export function withRendered(shellHtml: string, parts: RenderedPageParts): string {
  // The entry's stylesheet links are replaced by the same styles written in; the page's follow them,
  // as the browser build adds a page's style after the entry's, so the cascade stays the same.
  const inlined = new Set(parts.styles.map((style) => style.href));
  // The entry script and its preloads wait for the first paint (app-start.ts).
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(shellHtml);
  const entryPreloads: string[] = [];
  const head = [
    ...parts.styles.map((style) =>
      style.css.includes('</')
        ? `<link rel="stylesheet" crossorigin href="${escapeHtml(style.href)}">`
        : `<style data-href="${escapeHtml(style.href)}">${style.css}</style>`,
    ),
    ...(entry
      ? []
      : parts.preloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)),
  ].join('\n    ');
  const started = entry
    ? shellHtml
        .replace(entry[0], '')
        .replace(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g, (_link, href: string) => {
          entryPreloads.push(href);
          return '';
        })
        .replace('</body>', () => {
          const preloads = [...entryPreloads, ...parts.preloads].map(escapeHtml);
          return `  ${appStartElement(escapeHtml(entry[1] ?? ''), preloads)}\n  </body>`;
        })
    : shellHtml;
  return started
    .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\s*/g, (link, href: string) =>
      inlined.has(href) ? '' : link,
    )
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace('<body>', parts.layout === 'site' ? '<body class="with-site-background">' : '<body>')
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-rendered-at="${parts.renderedAtMs}">${parts.root}</div>`,
    );
}
