import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { measureApi } from './api-throughput';
import { updateBenchmarkDoc, updateBenchmarkDocParts } from './benchmark-doc';
import { bundleFigures, measureBundles } from './bundle-size';
import { checkoutRush, rushFigures } from './checkout-rush';
import { formatProfile, newestProfile, summariseProfile } from './cpu-profile';
import { createPostgresDatabase, donationQueryPlans, seedDonations } from './database';
import { fanOut, fanOutFigures } from './fan-out';
import { measureScalePoint, scaleFigures } from './history-scale';
import { chromePath, type LighthouseResult, lighthouse, lighthouseFigures, medianRun } from './lighthouse';
import { type Child, repoRoot, startApp, startBaseline } from './processes';
import { measureSlowPhone, plainScripts, slowPhoneFigures } from './slow-phone';
import { type Figure, markdownTable, summary, textTable } from './table';

// npm run bench [-- --no-build] [--profile] [--write-doc] [--only=api,history,fanout,rush,bundle,lighthouse,phone]
// Builds the app, then measures each figure of the benchmark against a baseline measured in the same
// run, and prints one table. Missed goals are reported, never turned into a failing exit code: this is
// a benchmark, not a test. --write-doc with --only replaces only the measured parts' rows of the doc's table.

const args = new Set(process.argv.slice(2));
const only = [...args]
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wants = (phase: string) => !only || only.includes(phase);
const profileRun = args.has('--profile');
const clients = Number(process.env.BENCH_CLIENTS ?? 2_000);
const portBase = Number(process.env.BENCH_PORT_BASE ?? 4300);
const distDir = path.resolve(repoRoot, process.env.DIST_DIR ?? 'dist');
// BENCH_WORK_DIR: two runs at once (other ports, other DIST_DIR) must not share data and profile folders.
const workDir = path.resolve(repoRoot, process.env.BENCH_WORK_DIR ?? '.tmp/bench');
const profileDir = path.join(workDir, 'profiles');

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const log = (line: string) => console.log(`[${elapsed()}] ${line}`);

/** 2,000 clients and the server's 2,000 sockets need more descriptors than the usual 1,024. */
function ensureOpenFiles(): void {
  // This process holds the clients of both servers at once; each server holds its own.
  const needed = 2 * clients + 1_000;
  const limits = fs.existsSync('/proc/self/limits') ? fs.readFileSync('/proc/self/limits', 'utf8') : '';
  const match = /Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)/.exec(limits);
  if (!match || match[1] === 'unlimited' || Number(match[1]) >= needed) return;
  if (process.env.BENCH_ULIMIT_RAISED) {
    log(`warning: only ${match[1]} open files allowed; the fan-out may fail (run "ulimit -n ${needed}")`);
    return;
  }
  const target = match[2] === 'unlimited' ? needed : Math.min(needed, Number(match[2]));
  const result = spawnSync(
    'sh',
    [
      '-c',
      `ulimit -n ${target} && exec "$0" "$@"`,
      process.execPath,
      ...process.execArgv,
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit', env: { ...process.env, BENCH_ULIMIT_RAISED: '1' } },
  );
  process.exit(result.status ?? 1);
}

async function withApp<T>(
  name: string,
  port: number,
  use: (app: Child, dataDir: string) => Promise<T>,
  extra: { databaseUrl?: string | undefined; env?: Record<string, string> } = {},
): Promise<T> {
  const dataDir = path.join(workDir, `data-${name}`);
  const cpuProfileDir = profileRun ? path.join(profileDir, name) : undefined;
  const app = await startApp({ distDir, port, dataDir, cpuProfileDir, ...extra });
  try {
    return await use(app, dataDir);
  } finally {
    await app.stop();
    const file = cpuProfileDir && newestProfile(cpuProfileDir);
    if (file) {
      const text = formatProfile(`CPU profile of the app during "${name}"`, summariseProfile(file));
      fs.writeFileSync(path.join(profileDir, `${name}.txt`), `${text}\n`);
      profiles.push(text);
      console.log(text);
    }
  }
}

async function withBaseline<T>(
  file: string,
  port: number,
  use: (child: Child) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const child = await startBaseline(file, port, env);
  try {
    return await use(child);
  } finally {
    await child.stop();
  }
}

const figures: Figure[] = [];
const details: string[] = [];
const profiles: string[] = [];

async function phase(name: string, run: () => Promise<void>) {
  if (!name.split('+').some(wants)) return;
  log(`${name}...`);
  try {
    await run();
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    log(`${name} failed: ${message}`);
    figures.push({
      section: name,
      name: `${name} did not run`,
      ours: null,
      baseline: null,
      unit: 'count',
      goal: 'runs',
      holds: false,
      note: message,
    });
  }
}

async function main() {
  ensureOpenFiles();
  fs.mkdirSync(workDir, { recursive: true });
  fs.rmSync(profileDir, { recursive: true, force: true });
  const loadBefore = os.loadavg()[0]!;

  if (!args.has('--no-build') || !fs.existsSync(path.join(distDir, 'server/main.js'))) {
    log(`building into ${path.relative(repoRoot, distDir)}...`);
    // Quiet unless it fails: Vite's warnings are not the benchmark's business.
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: repoRoot,
      env: { ...process.env, DIST_DIR: path.relative(repoRoot, distDir) },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
  }

  // One app for both: the API figures with 1,000 donations, then the same app grown to 100,000.
  await phase('api+history', async () => {
    await withBaseline('baseline-http.mjs', portBase + 10, (baseline) =>
      withApp('api', portBase, async (app, dataDir) => {
        seedDonations(path.join(dataDir, 'site.sqlite3'), 1_000);
        if (wants('api')) {
          const api = await measureApi({
            appUrl: app.url,
            baselineUrl: baseline.url,
            seconds: 3,
            warmupSeconds: 1,
            log,
          });
          figures.push(...api.figures);
        }
        if (wants('history')) {
          log('history: 1,000 donations...');
          const small = await measureScalePoint(app.url);
          log(
            `  progress ${small.progress.ms.toFixed(1)} ms ${small.progress.bytes} B; dashboard ${small.dashboard.ms.toFixed(1)} ms ${small.dashboard.bytes} B`,
          );
          const seedStart = performance.now();
          seedDonations(path.join(dataDir, 'site.sqlite3'), 100_000);
          log(`  seeded 100,000 donations in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
          const large = await measureScalePoint(app.url);
          log(
            `  progress ${large.progress.ms.toFixed(1)} ms ${large.progress.bytes} B; dashboard ${large.dashboard.ms.toFixed(1)} ms ${large.dashboard.bytes} B`,
          );
          figures.push(...scaleFigures(small, large));
          details.push(
            'Query plans at 100,000 donations (SQLite):',
            ...donationQueryPlans(path.join(dataDir, 'site.sqlite3')).map((line) => `  ${line}`),
          );
        }
      }),
    );
  });

  await phase('fanout', async () => {
    const { ours, bare } = await withBaseline('baseline-socket.mjs', portBase + 11, (baseline) =>
      withApp('fanout', portBase + 1, (app) =>
        fanOut({
          app: { url: app.url, rssBytes: () => app.rssBytes() },
          bare: { url: baseline.url, rssBytes: () => baseline.rssBytes() },
          clients,
          rounds: 30,
        }),
      ),
    );
    log(
      `  capture to last client p50 ${Math.round(median(ours.fromRequestMs))} ms; bare emit to last client p50 ${Math.round(median(bare.fromRequestMs))} ms`,
    );
    figures.push(...fanOutFigures(ours, bare, clients));
  });

  await phase('rush', async () => {
    const buyers = 200;
    // The app as shipped in test mode, with its built-in emulator: the rush checks that every purchase is
    // recorded once under load. The emulator is a test double, so its speed has no goal
    // (docs/decisions/039-emulator-own-folder-and-database.md); the rates are shown for the app's sake.
    const appPort = portBase + 2;
    for (const engine of ['SQLite', 'PostgreSQL'] as const) {
      const database = engine === 'PostgreSQL' ? await createPostgresDatabase() : undefined;
      try {
        const result = await withApp(
          `rush-${engine.toLowerCase()}`,
          appPort,
          (app, dataDir) =>
            checkoutRush({
              appUrl: app.url,
              where: database
                ? { databaseUrl: database.url }
                : { sqliteFile: path.join(dataDir, 'site.sqlite3') },
              buyers,
            }),
          { databaseUrl: database?.url },
        );
        log(
          `  ${engine}: ${result.purchasesPerSecond.toFixed(1)} purchases/s, p95 ${Math.round(result.p95Ms)} ms`,
        );
        figures.push(...rushFigures(engine, result, buyers));
      } finally {
        await database?.drop();
      }
    }
  });

  await phase('bundle', async () => {
    const report = measureBundles(repoRoot, path.join(distDir, 'web'));
    figures.push(...bundleFigures(report));
    details.push(
      'Entry chunk (loaded by every route) by source, gzip KB:',
      ...report.entryProfile
        .filter((entry) => entry.gzipBytes >= 512)
        .map((entry) => `  ${(entry.gzipBytes / 1024).toFixed(1).padStart(6)}  ${entry.group}`),
    );
  });

  await phase('lighthouse', async () => {
    if (!chromePath()) throw new Error('no Chromium: set CHROME_PATH (Debian: apt-get install chromium)');
    const runsByPage: LighthouseResult[][] = [];
    await withApp('lighthouse', portBase + 4, async (app) => {
      for (const page of ['/', '/tickets', '/donate', '/schedule', '/about']) {
        const runs: LighthouseResult[] = [];
        for (let run = 1; run <= 3; run += 1) {
          const result = await lighthouse(app.url, page, path.join(workDir, 'lighthouse'));
          log(
            `  ${page} run ${run}: performance ${result.performance}, accessibility ${result.accessibility}, SEO ${result.seo}`,
          );
          runs.push(result);
        }
        runsByPage.push(runs);
      }
    });
    figures.push(...lighthouseFigures(runsByPage));
    for (const result of runsByPage.map(medianRun).filter((one) => one.findings.length)) {
      details.push(`Lighthouse ${result.path}:`, ...result.findings.map((finding) => `  ${finding}`));
    }
  });

  await phase('phone', async () => {
    if (!chromePath()) throw new Error('no Chromium: set CHROME_PATH (Debian: apt-get install chromium)');
    const runs = Number(process.env.BENCH_PHONE_RUNS ?? 5);
    // The baseline serves the app's own rendered pages, with plain script instead of the app's.
    const results = await withApp('phone', portBase + 5, (app) =>
      withBaseline(
        'baseline-page.mjs',
        portBase + 12,
        (plain) => measureSlowPhone({ baseUrl: app.url, plainUrl: plain.url, runs, log }),
        { APP_URL: app.url, PLAIN_PAGES: JSON.stringify(plainScripts()) },
      ),
    );
    figures.push(...slowPhoneFigures(results, runs));
  });

  const totalSeconds = (performance.now() - started) / 1000;
  const machine = `${os.cpus().length} x ${os.cpus()[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${loadBefore.toFixed(1)} at start and ${os.loadavg()[0]!.toFixed(1)} at end`;
  const when = new Date().toISOString().replace(/\.\d+Z$/, 'Z');

  console.log(`\n${textTable(figures)}\n`);
  if (details.length) console.log(`${details.join('\n')}\n`);
  console.log(summary(figures));
  console.log(`Run ${when} on ${machine}; took ${totalSeconds.toFixed(0)} s.`);

  const markdown = [
    `Last run: ${when}, ${totalSeconds.toFixed(0)} s, on ${machine}.`,
    '',
    markdownTable(figures),
    '',
    summary(figures),
    ...(details.length ? ['', '```text', ...details, '```'] : []),
    ...(profiles.length ? ['', '```text', ...profiles, '```'] : []),
  ].join('\n');
  fs.writeFileSync(path.join(workDir, 'results.md'), `${markdown}\n`);
  fs.writeFileSync(
    path.join(workDir, 'results.json'),
    `${JSON.stringify({ when, machine, totalSeconds, figures, details }, null, 2)}\n`,
  );
  log(`written to ${path.relative(repoRoot, workDir)}/results.md and results.json`);
  if (args.has('--write-doc')) {
    const doc = path.join(repoRoot, 'docs/benchmark.md');
    if (only) {
      const runLine = `${when}, ${totalSeconds.toFixed(0)} s, on ${machine}.`;
      updateBenchmarkDocParts(doc, { only: only.join(','), figures, runLine });
      log(`docs/benchmark.md: the sections of ${only.join(', ')} replaced, the others kept`);
    } else {
      updateBenchmarkDoc(doc, markdown);
      log('docs/benchmark.md: benchmark figures replaced');
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
