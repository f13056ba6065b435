import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { vi } from 'vitest';
import { freePort } from './test-smtp-server';

// A real server process (src/server/main.ts through tsx), for tests that kill or run several servers.

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the signal or exit code once the process is gone. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

export async function startServerProcess(
  env: Record<string, string>,
  /** `clockMs`: the server's clock starts there (tests/e2e/moved-clock.mjs) and runs on from it. */
  { clockMs }: { clockMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const moved = clockMs === undefined ? [] : ['--import', path.join(root, 'tests/e2e/moved-clock.mjs')];
  const child = spawn(process.execPath, ['--import', 'tsx', ...moved, 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...(clockMs === undefined ? {} : { MOVED_CLOCK_MS: String(clockMs) }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit').then(([code, signal]) => String(signal ?? code));
  const url = `http://127.0.0.1:${port}`;
  // Generous: on a busy machine tsx alone can take half a minute to load the server.
  const healthy = vi.waitFor(
    async () => {
      const response = await fetch(`${url}/healthz`);
      if (!response.ok) throw new Error(`/healthz answered ${response.status}`);
    },
    { timeout: 60_000, interval: 150 },
  );
  let starting = true;
  const early = exited.then((how) => {
    if (starting) throw new Error(`server exited early (${how}):\n${output}`);
  });
  try {
    await Promise.race([healthy, early]);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`server did not start: ${(error as Error).message}\n${output}`);
  } finally {
    starting = false;
    early.catch(() => {});
    healthy.catch(() => {});
  }
  return {
    url,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function postJson(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? '' : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** One of scripts/*.ts run as `npm run NAME` runs it (through tsx), to its end: its exit code and output. */
export async function runScript(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}`, ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const [code] = await once(child, 'exit');
  return { code: code as number | null, stdout, stderr };
}
