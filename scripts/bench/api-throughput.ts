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

// The ratio to the bare server is a floor that catches a regression, not a goal to tune toward: what is
// left between the two is within this machine's noise, and no visitor notices it (docs/benchmark.md).
const regressionFloor = 0.25;

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

  // The baseline and each endpoint in turns, three rounds: on this shared 2-core machine the bare
  // server's own rate moves by a third from one run to the next, more than the differences measured.
  // Each round's ratio compares two runs a few seconds apart; the round with the median ratio is shown.
  // Which goes first alternates by round, so a drift of the machine's speed favours neither.
  const rounds = 3;
  const runs: LoadResult[] = [];
  const figures: Figure[] = [];
  for (const target of targets) {
    const pairs: { run: LoadResult; baseline: LoadResult }[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const measureBaseline = () => runLoad({ label: 'bare node:http', url: options.baselineUrl }, load);
      let baseline: LoadResult;
      let run: LoadResult;
      if (round % 2 === 0) {
        baseline = await measureBaseline();
        run = await runLoad(target, load);
      } else {
        run = await runLoad(target, load);
        baseline = await measureBaseline();
      }
      pairs.push({ run, baseline });
      runs.push(baseline, run);
    }
    const ratio = (pair: (typeof pairs)[number]) =>
      pair.run.requestsPerSecond / pair.baseline.requestsPerSecond;
    pairs.sort((a, b) => ratio(a) - ratio(b));
    const { run, baseline } = pairs[Math.floor(rounds / 2)]!;
    // Every round must answer without failures, not only the one shown.
    const failed = pairs.reduce((sum, pair) => sum + pair.run.failures, 0);
    const ratios = `${rounds} rounds in turns with the baseline: ${pairs.map((pair) => `${ratio(pair).toFixed(2)}x`).join(', ')}`;
    options.log(
      `  ${run.label}: ${Math.round(run.requestsPerSecond)} req/s against ${Math.round(baseline.requestsPerSecond)}, p99 ${run.p99Ms} ms, ${Math.round(run.bytesPerRequest)} B/answer (${ratios})`,
    );
    const failures = failed ? `${failed} failed, ` : '';
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
        note: `${failures}${size}, no accept-encoding; p99 ${run.p99Ms} ms; ${ratios}`,
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
        goal: `>= ${regressionFloor.toFixed(2)}x baseline (floor)`,
        holds: failed === 0 && run.requestsPerSecond >= regressionFloor * baseline.requestsPerSecond,
        note: `${failures}${size}${encoding ? `, accept-encoding: ${encoding} (as browsers send)` : ''}; ${ratios}`,
      },
      {
        section,
        name: `${run.label} p99 latency`,
        ours: run.p99Ms,
        baseline: baseline.p99Ms,
        unit: 'ms',
        goal: '< 50 ms',
        holds: failed === 0 && pairs.every((pair) => pair.run.p99Ms < 50),
      },
    );
  }
  return { figures, runs };
}
