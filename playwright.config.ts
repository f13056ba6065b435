import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/chromium';

// Browser tests drive the built app (npm run build) in Debian's Chromium; Playwright's own browser
// downloads cannot work on these machines.
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = `.tmp/e2e-data-${port}`;
const distDir = process.env.DIST_DIR ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: `rm -rf ${dataDir} && node ${distDir}/server/main.js`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ORGANISER_PASSWORD: 'e2e-organiser-password',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Every spec buys from 127.0.0.1 on this one server: far more orders than one visitor makes.
      ORDER_CREATE_LIMIT: '2000/10m',
      DISCOUNT_CHECK_LIMIT: '2000/10m',
      // The demo edition's changes closed in 2025 (a week before its start): tests/e2e/order-page.spec.ts
      // corrects a badge name, so this server takes changes.
      BADGE_EDITS_CLOSE: '2099-01-01T00:00:00Z',
      // Cheers connected, so tests/e2e/markcell.spec.ts can send cheers signed as Twitch signs them.
      TWITCH_EVENTSUB_SECRET: 'e2e-twitch-eventsub-secret',
      TWITCH_BROADCASTER_ID: '424242',
    },
  },
});
