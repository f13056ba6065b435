import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageRenderer } from '../../src/contracts/page-render';
import { renderPage } from '../../src/web/server-render';

// The web app's server render, from its sources in this test process, where the server expects its build
// (dist/render/server-render.js, web/rendered-pages.ts): a test of the app then reads pages rendered as a
// visitor gets them, without a Vite build. The server still never imports the web app; the file it
// loads hands each page to the render loaded here.

const key = '__testRenderPage';

/** A directory to give the app as its `renderDir`. */
export function sourceRenderDir(): string {
  (globalThis as Record<string, unknown>)[key] = renderPage satisfies PageRenderer['renderPage'];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-source-render-'));
  fs.writeFileSync(
    path.join(dir, 'server-render.js'),
    `export const renderPage = (request) => globalThis.${key}(request);\n`,
  );
  return dir;
}
