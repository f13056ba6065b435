import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app lives in src/web; edition files (PDFs, icons) are served from content/public so that
// next year's organisers only edit content/.
export default defineConfig({
  root: 'src/web',
  publicDir: '../../content/public',
  plugins: [react()],
  build: {
    // DIST_DIR lets parallel builds (several developers' browser tests on one machine) stay apart.
    outDir: `../../${process.env.DIST_DIR ?? 'dist'}/web`,
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which files each page loads first, for the benchmark's size figures.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/schedule.ics': 'http://localhost:3000',
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
      '/paypal-emulator': 'http://localhost:3000',
    },
  },
});
