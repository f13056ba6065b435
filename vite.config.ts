import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pageChunks } from './scripts/vite/page-chunks';

// One process serves the site with no proxy in front, and compressing on every request would cost CPU:
// each built script, style, image and WebAssembly file gets .br and .gz siblings once, at build time, which
// @fastify/static sends to browsers that accept them (preCompressed in src/server/web/web-pages.ts).
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|wasm)$/.test(fileName)) continue;
        const file = path.join(options.dir ?? '', fileName);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

// The stream overlays are entries of their own (docs/decisions/023-overlay-entry.md). The server sends them at
// /donationbar, /markcell and /ticker filled in; the dev server sends the bare file there, and the page then
// loads its numbers itself.
function overlayDevPath(): Plugin {
  return {
    name: 'overlay-dev-path',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const overlay = /^\/(donationbar|markcell|ticker)\/?(\?.*)?$/.exec(request.url ?? '');
        if (overlay) request.url = `/${overlay[1]}.html${overlay[2] ?? ''}`;
        next();
      });
    },
  };
}

// DIST_DIR lets parallel builds (several developers' browser tests on one machine) stay apart.
const distDir = `../../${process.env.DIST_DIR ?? 'dist'}`;

// `vite build --ssr` builds the app's server side (src/web/server-render.tsx) into dist/render, which the
// server loads to send public pages rendered (docs/decisions/024-own-router-and-server-rendering.md).
// Its imports of images give the same URLs as the browser build's; its styles are the browser build's.
const serverRenderBuild = defineConfig({
  root: 'src/web',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: `${distDir}/render`,
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: fileURLToPath(new URL('src/web/server-render.tsx', import.meta.url)),
      // One file: the server imports it with a query per build (to pick up a rebuild), and a page chunk
      // importing it back by its plain name would get a second copy of the module, with its own
      // contexts and settings (the rendered state, the public configuration) left unset.
      output: { inlineDynamicImports: true },
    },
  },
});

// The web app lives in src/web; edition files (PDFs, icons) are served from content/public so that
// next year's organisers only edit content/.
const browserBuild = defineConfig({
  root: 'src/web',
  publicDir: '../../content/public',
  plugins: [react(), precompress(), overlayDevPath()],
  build: {
    outDir: `${distDir}/web`,
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which files each page loads first, for the benchmark's size figures.
    manifest: true,
    // Every browser the site supports knows modulepreload; the polyfill was one more request on every
    // page, and requests cost most on the slow phones the pages are measured on (decision 044).
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { index: fileURLToPath(new URL('src/web/index.html', import.meta.url)) },
      output: { manualChunks: pageChunks() },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/schedule.ics': 'http://localhost:3000',
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
      '/paypal-emulator': 'http://localhost:3000',
      '/emailblast': 'http://localhost:3000',
      '/program': 'http://localhost:3000',
      '/survey': 'http://localhost:3000',
      '^/live-': 'http://localhost:3000',
    },
  },
});

// `vite build --mode overlays` builds the stream overlays (docs/decisions/023-overlay-entry.md) apart from the
// app, after it, into the same folder: Rollup then keeps of zod only what the overlays' schemas use, where
// in one build with the app they shared its zod chunk, every schema kind any page uses, and went over their
// budget (docs/decisions/041-script-budgets.md). Its manifest has a name of its own, so the app's
// (.vite/manifest.json, which the server reads) stays whole.
const overlaysBuild = defineConfig({
  root: 'src/web',
  publicDir: false,
  plugins: [precompress()],
  build: {
    outDir: `${distDir}/web`,
    emptyOutDir: false,
    sourcemap: true,
    manifest: '.vite/overlays-manifest.json',
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        donationbar: fileURLToPath(new URL('src/web/donationbar.html', import.meta.url)),
        markcell: fileURLToPath(new URL('src/web/markcell.html', import.meta.url)),
        ticker: fileURLToPath(new URL('src/web/ticker.html', import.meta.url)),
      },
    },
  },
});

export default defineConfig(({ isSsrBuild, mode }) => {
  if (isSsrBuild) return serverRenderBuild;
  return mode === 'overlays' ? overlaysBuild : browserBuild;
});
