import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { type APIRequestContext, request as apiRequest, expect } from '@playwright/test';
import { test as fixtures } from './fixtures';

// Playwright's webServer is shared by every spec file, and others make donations and buy tickets on
// it at the same time. A test that must see the totals from zero ('No donations yet') gets a server of
// its own: the same built app, with an empty database of its own, on a free port.
// A test of what open pages do when their server goes away stops it (gently or not) and starts it again
// on the same port with the same data.

const distDir = process.env.DIST_DIR ?? 'dist';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string) {
  if (child.exitCode !== null) throw new Error(`The server stopped while starting:\n${output()}`);
  const context = await apiRequest.newContext();
  let starting = true;
  const stopped = once(child, 'exit').then(() => {
    if (starting) throw new Error(`The server stopped while starting:\n${output()}`);
  });
  const healthy = expect
    .poll(
      () =>
        context
          .get(`${url}/healthz`)
          .then((response) => response.ok())
          .catch(() => false),
      { timeout: 30_000 },
    )
    .toBe(true)
    .catch(() => {
      throw new Error(`The server did not answer /healthz within 30 s:\n${output()}`);
    });
  try {
    await Promise.race([healthy, stopped]);
  } finally {
    starting = false;
    stopped.catch(() => {});
    healthy.catch(() => {});
    await context.dispose();
  }
}

export interface FreshServer {
  /** http://127.0.0.1:port, without a trailing slash. */
  url: string;
  /** Requests to this server (relative paths), for the purchases a test makes. */
  api: APIRequestContext;
  /** Its data folder (site.sqlite3), for a test that writes many rows straight into its database. */
  dataDir: string;
  /**
   * Stops the server process, keeping its port and data: SIGTERM as a deploy stops it (waiting until it
   * has closed), SIGKILL as a crash does.
   */
  halt(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Starts it again after halt(), on the same port with the same data, and waits until it answers. */
  start(): Promise<void>;
}

interface ServerProcess {
  url: string;
  dataDir: string;
  halt: FreshServer['halt'];
  start(): Promise<void>;
  /** Halts it and removes its data. */
  stop(): Promise<void>;
}

async function startFreshServer(
  clockMs: number | undefined,
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.resolve(`.tmp/e2e-fresh-${port}-${process.pid}`);
  await fs.rm(dataDir, { recursive: true, force: true });
  // A moved clock (moved-clock.mjs) for a test of what the server renders at another moment.
  const moved = clockMs === undefined ? [] : ['--import', path.resolve('tests/e2e/moved-clock.mjs')];
  let child: ChildProcess | undefined;

  async function start() {
    const started = spawn(process.execPath, [...moved, `${distDir}/server/main.js`], {
      env: {
        ...process.env,
        ...(clockMs === undefined ? {} : { MOVED_CLOCK_MS: String(clockMs) }),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        ORGANISER_PASSWORD: 'e2e-organiser-password',
        PUBLIC_URL: url,
        ORDER_CREATE_LIMIT: '2000/10m',
        DISCOUNT_CHECK_LIMIT: '2000/10m',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let log = '';
    started.stdout?.on('data', (chunk) => {
      log += chunk;
    });
    started.stderr?.on('data', (chunk) => {
      log += chunk;
    });
    await waitUntilHealthy(url, started, () => log);
  }

  async function halt(signal: 'SIGTERM' | 'SIGKILL') {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    // The server bounds its own shutdown (10 s); this only guards against a wedged process.
    const killer = setTimeout(() => running.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(killer);
  }

  await start();
  return {
    url,
    dataDir,
    halt,
    start,
    async stop() {
      await halt('SIGTERM');
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The site's fixtures plus `freshServer`: a server with an empty database, for this test alone, whose
 * clock starts at `freshServerClockMs` when a spec sets it (test.use), with `freshServerEnv` added to its
 * settings.
 */
export const test = fixtures.extend<{
  freshServer: FreshServer;
  freshServerClockMs: number | undefined;
  /** Settings of its own (IN_PERSON_CAPACITY...), on top of the ones every fresh server has. */
  freshServerEnv: Record<string, string>;
}>({
  freshServerClockMs: [undefined, { option: true }],
  freshServerEnv: [{}, { option: true }],
  freshServer: [
    async ({ freshServerClockMs, freshServerEnv }, use) => {
      const server = await startFreshServer(freshServerClockMs, freshServerEnv);
      const api = await apiRequest.newContext({ baseURL: server.url });
      try {
        await use({ url: server.url, api, dataDir: server.dataDir, halt: server.halt, start: server.start });
      } finally {
        await api.dispose();
        await server.stop();
      }
    },
    // Starting a server of its own takes seconds on a busy machine; that is not the test's time.
    { timeout: 60_000 },
  ],
});
