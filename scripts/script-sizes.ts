import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/e2e/chromium';
import { budgetedRoutes, measureScripts } from '../tests/e2e/script-weight';

// Prints each budgeted page's gzipped JavaScript by network idle, as tests/e2e/script-budget.spec.ts
// measures it, on a phone's screen (docs/decisions/041-script-budgets.md). Runs the built server:
//   DIST_DIR=.tmp/dist-budget npx tsx scripts/script-sizes.ts [port]
// DESKTOP=1 measures on a 1280x900 screen instead; VERBOSE=1 lists each script.

const distDir = process.env.DIST_DIR ?? 'dist';
const port = Number(process.argv[2] ?? 4399);
const dataDir = `.tmp/script-sizes-${port}`;
const base = `http://127.0.0.1:${port}`;
const viewport = process.env.DESKTOP ? { width: 1280, height: 900 } : { width: 390, height: 844 };

async function startServer(): Promise<ChildProcess> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server = spawn('node', [`${distDir}/server/main.js`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
    },
  });
  for (let tries = 0; tries < 300; tries++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`The server in ${distDir} did not start on ${base}`);
}

const server = await startServer();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const { route, budgetBytes } of budgetedRoutes()) {
    const page = await browser.newPage({ baseURL: base, viewport });
    const weight = await measureScripts(page, route.path, budgetBytes);
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const over = weight.gzipBytes > budgetBytes ? '  OVER' : '';
    console.log(
      `${route.path.padEnd(22)} ${kb(weight.gzipBytes).padStart(6)} KB / ${kb(budgetBytes)}${over}`,
    );
    if (process.env.VERBOSE)
      for (const s of weight.scripts) console.log(`    ${kb(s.gzipBytes).padStart(6)} ${s.url}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
