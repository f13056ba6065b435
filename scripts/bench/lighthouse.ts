import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './processes';
import type { Figure } from './table';

// Lighthouse's default (mobile) preset on a few pages, one at a time, with Debian's Chromium, three runs
// of each page; the table gives each score's median run (lighthouse 12.x is the last line that runs on
// Node 20).

const run = promisify(execFile);

export interface LighthouseResult {
  path: string;
  performance: number;
  accessibility: number;
  seo: number;
  metrics: Record<string, number>;
  /** Lighthouse's measure of the host's CPU speed during the run; a busy host scores lower. */
  benchmarkIndex: number;
  /** Audits that cost points: failed accessibility checks, performance opportunities and diagnostics. */
  findings: string[];
}

interface Audit {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number };
}
interface Report {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

const metricIds = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

export function chromePath(): string | undefined {
  return process.env.CHROME_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

const maxAttempts = 3;

export async function lighthouse(
  baseUrl: string,
  pagePath: string,
  outDir: string,
): Promise<LighthouseResult> {
  fs.mkdirSync(outDir, { recursive: true });
  const outFile = path.join(
    outDir,
    `${pagePath === '/' ? 'home' : pagePath.slice(1).replace(/\W+/g, '-')}.json`,
  );
  const argv = [
    path.join(repoRoot, 'node_modules/lighthouse/cli/index.js'),
    `${baseUrl}${pagePath}`,
    '--only-categories=performance,accessibility,seo',
    '--output=json',
    `--output-path=${outFile}`,
    '--chrome-flags=--headless=new --no-sandbox',
    '--quiet',
  ];
  const options = { env: { ...process.env, CHROME_PATH: chromePath() }, maxBuffer: 64 * 1024 * 1024 };
  // On a loaded 2-core host Chromium now and then fails to start, loses its connection or records no
  // navigation start (NO_NAVSTART, twice in a row on one page once): a failed run is not a score, so it
  // is run again, up to three times in all.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await run(process.execPath, argv, options);
      break;
    } catch (failure) {
      if (attempt === maxAttempts) throw failure;
      console.warn(
        `Lighthouse ${pagePath} failed (attempt ${attempt} of ${maxAttempts}: ${String(
          (failure as { stderr?: string }).stderr ?? failure,
        )
          .trim()
          .slice(-300)}); running it again`,
      );
    }
  }
  const report = JSON.parse(fs.readFileSync(outFile, 'utf8')) as Report;
  const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const metrics = Object.fromEntries(
    Object.entries(metricIds).map(([name, id]) => [name, report.audits[id]?.numericValue ?? Number.NaN]),
  );
  const findings: string[] = [];
  for (const category of ['accessibility', 'seo'] as const) {
    for (const ref of report.categories[category]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (audit && ref.weight > 0 && audit.score !== null && audit.score < 1)
        findings.push(`${category === 'seo' ? 'seo' : 'a11y'}: ${audit.title}`);
    }
  }
  for (const audit of Object.values(report.audits)) {
    const savings = audit.details?.overallSavingsMs ?? 0;
    if (audit.score !== null && audit.score < 0.9 && savings > 0) {
      findings.push(
        `perf: ${audit.title} (${Math.round(savings)} ms${audit.displayValue ? `, ${audit.displayValue}` : ''})`,
      );
    }
  }
  return {
    path: pagePath,
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    metrics,
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    findings,
  };
}

/** The run whose performance score is the median of a page's runs (its metrics explain that score). */
export function medianRun(runs: LighthouseResult[]): LighthouseResult {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run');
  return median;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

export function lighthouseFigures(runsByPage: LighthouseResult[][]): Figure[] {
  const section = 'Lighthouse, mobile preset (median of 3 runs)';
  return runsByPage.flatMap((runs) => {
    const result = medianRun(runs);
    const m = result.metrics;
    const timing = `FCP ${(m.FCP! / 1000).toFixed(1)} s, LCP ${(m.LCP! / 1000).toFixed(1)} s, TBT ${Math.round(m.TBT!)} ms, CLS ${m.CLS!.toFixed(2)}; host index ${Math.round(result.benchmarkIndex)}; runs ${runs.map((run) => run.performance).join(', ')}`;
    const accessibility = median(runs.map((run) => run.accessibility));
    const seo = median(runs.map((run) => run.seo));
    return [
      {
        section,
        name: `${result.path} performance`,
        ours: result.performance,
        baseline: null,
        unit: 'score' as const,
        goal: '>= 98',
        holds: result.performance >= 98,
        note: timing,
      },
      {
        section,
        name: `${result.path} accessibility`,
        ours: accessibility,
        baseline: null,
        unit: 'score' as const,
        goal: '100',
        holds: accessibility === 100,
      },
      {
        section,
        name: `${result.path} SEO`,
        ours: seo,
        baseline: null,
        unit: 'score' as const,
        goal: '100',
        holds: seo === 100,
      },
    ];
  });
}
