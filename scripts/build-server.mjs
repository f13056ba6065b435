// Bundles the server (src/server/main.ts plus contracts, domain, content, and the PayPal emulator in
// emulator/, which src/server/payments/emulator-loader.ts imports by a literal path) into dist/server/main.js.
// npm packages stay external and load from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: `${process.env.DIST_DIR ?? 'dist'}/server/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // Edition images are bundled by Vite for the pages; the server only needs their URLs' existence.
  loader: { '.svg': 'empty' },
  logLevel: 'warning',
});
