import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type App, type AppDeps, buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config/config';
import type { Engine } from '../../src/server/db/engine';
import { ownUrl } from '../../src/server/payments/own-url';
import { webhookPath } from '../../src/server/payments/paypal-setup';
import type { PayPalOutcomes } from './paypal-outcomes';
import { createTestDatabase, type TestDatabase } from './test-database';

export const testOrganiserPassword = 'test-organiser-password';

export interface TestApp extends App {
  database: TestDatabase;
  /** Where the PayPal emulator answers the test's own calls (approve, settle...): this server's
   * built-in one, or PayPal at its own URL when the test passed `paypal`. */
  emulator: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database, for `app.server.inject(...)`, listening on 127.0.0.1 at a free
 * port. The web root is a stand-in shell so page answers can be checked without a Vite build.
 */
export async function createTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  /**
   * A movable clock; PayPal at its own URL, its outcomes chosen per call (paypal-outcomes.ts); where the
   * log goes (with `LOG_LEVEL` in `env`; the log is silent otherwise); who is told of every route
   * (registered-routes.ts); the web app's server render, for pages sent rendered (page-render.ts).
   */
  {
    now,
    paypal: outcomes,
    logStream,
    onRoute,
    renderDir,
  }: Partial<Pick<AppDeps, 'now' | 'logStream' | 'onRoute' | 'renderDir'>> & { paypal?: PayPalOutcomes } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  // Like PayPal, it tells the app about captures and refunds at the app's webhook (known once it listens).
  let appUrl: string | undefined;
  const paypal = await outcomes?.listen(() => (appUrl ? `${appUrl}${webhookPath}` : undefined));
  const webRoot = path.join(database.dataDir, 'web');
  fs.mkdirSync(webRoot, { recursive: true });
  // The shell and the overlays' own entries (docs/decisions/023-overlay-entry.md, 041-script-budgets.md).
  const shells: Record<string, string> = {
    'index.html':
      '<!doctype html><html><head><!--public-env--></head><body><div id="root"></div></body></html>',
    'donationbar.html':
      '<!doctype html><html><head><!--public-env--><!--progress-summary--></head><body><main class="donationbar"><!--donationbar--></main></body></html>',
    'markcell.html':
      '<!doctype html><html><head><!--public-env--></head><body><main class="markcell"><!--markcell--></main></body></html>',
    'ticker.html':
      '<!doctype html><html><head><!--public-env--></head><body><main class="ticker"></main></body></html>',
  };
  for (const [file, html] of Object.entries(shells)) fs.writeFileSync(path.join(webRoot, file), html);
  // The stand-in build names no page's own files: a rendered page links none.
  if (renderDir) {
    fs.mkdirSync(path.join(webRoot, '.vite'));
    fs.writeFileSync(path.join(webRoot, '.vite/manifest.json'), '{}');
  }
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    LOG_LEVEL: 'silent',
    // Every answer a test sees is checked against its route's declared schema.
    CHECK_ANSWERS: 'true',
    ORGANISER_PASSWORD: testOrganiserPassword,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...paypal?.env,
    ...env,
  });
  const app = await buildApp({
    config,
    database: database.handle,
    organiserPassword: config.organiserPassword ?? testOrganiserPassword,
    webRoot,
    ...(now ? { now } : {}),
    ...(logStream ? { logStream } : {}),
    ...(onRoute ? { onRoute } : {}),
    ...(renderDir ? { renderDir } : {}),
  });
  // A real socket on a free port, not only inject(): in emulator mode the server calls its own PayPal
  // emulator over HTTP, as it would call PayPal.
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  appUrl = ownUrl(app.server);
  return {
    ...app,
    database,
    emulator: paypal?.server ?? app.server,
    async close() {
      await app.server.close();
      await paypal?.close();
      await database.dispose();
    },
  };
}

/**
 * A second server beside `app`, as a load balancer would have: the same configuration, database and
 * PayPal, its own memory (the captures it has in flight, its kept answers). The test must have given
 * `app` PayPal at its own URL: the built-in emulator keeps its orders in its own server's memory.
 * Closing it leaves `app`, its database and PayPal open.
 */
export async function anotherServer(app: TestApp): Promise<TestApp> {
  if (app.emulator === app.server) throw new Error('anotherServer needs PayPal at its own URL (paypal)');
  const { config, now } = app.server;
  const other = await buildApp({
    config,
    database: app.database.handle,
    organiserPassword: config.organiserPassword ?? testOrganiserPassword,
    webRoot: path.join(app.database.dataDir, 'web'),
    now,
  });
  await other.server.listen({ host: '127.0.0.1', port: 0 });
  return {
    ...other,
    database: app.database,
    emulator: app.emulator,
    close: () => other.server.close(),
  };
}
