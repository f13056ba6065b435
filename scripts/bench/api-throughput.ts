import { type LoadResult, type LoadTarget, runLoad } from './http-load';
import type { Figure } from './table';

// API throughput and latency at 50 connections, each endpoint against a bare node:http server that
// answers a fixed small JSON body, measured in the same run on the same machine.

export interface ApiOptions {
  appUrl: string;
  baselineUrl: string;
  seconds: number;
  warmupSeconds: number;
  log(line: string): void;
}

const section = 'API, 50 connections (1,000 donations stored)';

/** What Chrome, Firefox and Safari send on every request. */
const browserAcceptEncoding = 'gzip, deflate, br';

export async function measureApi(options: ApiOptions): Promise<{ figures: Figure[]; runs: LoadResult[] }> {
  const load = { connections: 50, seconds: options.seconds, warmupSeconds: options.warmupSeconds };
  const targets: (LoadTarget & { informational?: boolean })[] = [
    { label: 'GET /api/incentives', url: `${options.appUrl}/api/incentives` },
    { label: 'GET /api/schedule', url: `${options.appUrl}/api/schedule` },
    // The whole public history, asked as every browser asks it: compressed. The same without
    // accept-encoding (120 KB at 1,000) is the informational row after it.
    {
      label: 'POST /api/donations',
      url: `${options.appUrl}/api/donations`,
      method: 'POST',
      body: { after: '2024-11-18' },
      headers: { 'accept-encoding': browserAcceptEncoding },
    },
    {
      label: 'POST /api/donations, uncompressed',
      url: `${options.appUrl}/api/donations`,
      method: 'POST',
      body: { after: '2024-11-18' },
      informational: true,
    },
    // The home page as the server renders it (docs/decisions/024), asked as a browser asks for a page.
    {
      label: 'GET / (rendered page)',
      url: `${options.appUrl}/`,
      headers: { 'accept-encoding': browserAcceptEncoding },
    },
  ];

  const baseline = await runLoad({ label: 'bare node:http', url: options.baselineUrl }, load);
  options.log(`  baseline: ${Math.round(baseline.requestsPerSecond)} req/s, p99 ${baseline.p99Ms} ms`);
  const runs: LoadResult[] = [baseline];
  const figures: Figure[] = [];
  for (const target of targets) {
    const run = await runLoad(target, load);
    runs.push(run);
    options.log(
      `  ${run.label}: ${Math.round(run.requestsPerSecond)} req/s, p99 ${run.p99Ms} ms, ${Math.round(run.bytesPerRequest)} B/answer`,
    );
    const failures = run.failures ? `${run.failures} failed, ` : '';
    const size = `${(run.bytesPerRequest / 1024).toFixed(1)} KB/answer`;
    const encoding = target.headers?.['accept-encoding'];
    if (target.informational) {
      figures.push({
        section,
        name: `${run.label} throughput`,
        ours: run.requestsPerSecond,
        baseline: baseline.requestsPerSecond,
        unit: 'req/s',
        goal: '',
        note: `${failures}${size}, no accept-encoding; p99 ${run.p99Ms} ms`,
      });
      continue;
    }
    figures.push(
      {
        section,
        name: `${run.label} throughput`,
        ours: run.requestsPerSecond,
        baseline: baseline.requestsPerSecond,
        unit: 'req/s',
        goal: '>= 0.40x baseline',
        holds: run.failures === 0 && run.requestsPerSecond >= 0.4 * baseline.requestsPerSecond,
        note: `${failures}${size}${encoding ? `, accept-encoding: ${encoding} (as browsers send)` : ''}`,
      },
      {
        section,
        name: `${run.label} p99 latency`,
        ours: run.p99Ms,
        baseline: baseline.p99Ms,
        unit: 'ms',
        goal: '< 50 ms',
        holds: run.failures === 0 && run.p99Ms < 50,
      },
    );
  }
  return { figures, runs };
}
