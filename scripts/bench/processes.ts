import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';

// Child processes the benchmark measures: the built app, and the bare baselines. Each runs alone in its
// own process, as in production, so the load generator in this process competes with it for the same
// two cores exactly as it does with the baseline.

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface Child {
  name: string;
  url: string;
  pid: number;
  output(): string;
  /** Resident memory of the process now, from /proc (Linux). */
  rssBytes(): number;
  stop(): Promise<void>;
}

async function waitForHttp(child: ChildProcess, url: string, output: () => string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url}: the process exited early:\n${output()}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 60 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function readRss(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : Number.NaN;
}

async function startChild(options: {
  name: string;
  args: string[];
  env: Record<string, string>;
  port: number;
  readyPath: string;
}): Promise<Child> {
  const child = spawn(process.execPath, options.args, {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    // Only the tail matters, for an error message.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitForHttp(child, `${url}${options.readyPath}`, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    name: options.name,
    url,
    pid: child.pid!,
    output: () => output,
    rssBytes: () => readRss(child.pid!),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

export interface AppOptions {
  distDir: string;
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Directory for a V8 CPU profile of the whole run of this process (node --cpu-prof). */
  cpuProfileDir?: string | undefined;
  env?: Record<string, string>;
}

/** The built app (`npm run build` output) with a fresh data directory, as `npm start` would run it. */
export function startApp(options: AppOptions): Promise<Child> {
  fs.rmSync(options.dataDir, { recursive: true, force: true });
  fs.mkdirSync(options.dataDir, { recursive: true });
  const profile = options.cpuProfileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options.cpuProfileDir)}`]
    : [];
  return startChild({
    name: 'app',
    args: [...profile, path.join(options.distDir, 'server/main.js')],
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      ORGANISER_PASSWORD: benchOrganiserPassword,
      // The load comes from one address: a rush of thousands of buyers, not one abusive visitor.
      ORDER_CREATE_LIMIT: '999999/1s',
      DISCOUNT_CHECK_LIMIT: '999999/1s',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    port: options.port,
    readyPath: '/healthz',
  });
}

export const benchOrganiserPassword = 'bench-organiser-password';

/** A server from this folder: .mjs files run by plain node, .ts files through tsx. */
export function startBaseline(file: string, port: number, env: Record<string, string> = {}): Promise<Child> {
  return startChild({
    name: file,
    args: [...(file.endsWith('.ts') ? ['--import', 'tsx'] : []), path.join(import.meta.dirname, file)],
    env: { ...env, PORT: String(port) },
    port,
    readyPath: '/ready',
  });
}
