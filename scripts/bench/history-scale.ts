import { performance } from 'node:perf_hooks';
import { benchOrganiserPassword } from './processes';
import type { Figure } from './table';

// The progress bar's first load and the organiser dashboard's, with 1,000 and then 100,000 donations
// stored. Each figure is the median of sequential loads on a warm server, so it shows how the cost grows
// with the history rather than the noise of a single request.

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const after = { after: '2024-11-18' };
/** What /donationbar reads: its summary, in its page and once connected (src/web/donationbar/main.ts). */
const progressBar: Call[] = [{ method: 'GET', path: '/api/progress' }];
/** What the organiser dashboard asks for at once after the password (src/web/pages/organiser). */
const pass = { pass: benchOrganiserPassword };
const dashboard: Call[] = [
  { method: 'POST', path: '/api/organiser/donations', body: pass },
  { method: 'POST', path: '/api/organiser/overview', body: pass },
  { method: 'GET', path: '/api/incentives' },
  { method: 'POST', path: '/api/tickets', body: after },
  { method: 'GET', path: '/api/schedule' },
];

interface Load {
  ms: number;
  bytes: number;
}

async function callOnce(baseUrl: string, call: Call): Promise<number> {
  const response = await fetch(`${baseUrl}${call.path}`, {
    method: call.method,
    ...(call.body === undefined
      ? {}
      : { body: JSON.stringify(call.body), headers: { 'content-type': 'application/json' } }),
  });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${call.method} ${call.path} answered ${response.status}`);
  return body.byteLength;
}

async function loadOnce(baseUrl: string, calls: Call[]): Promise<Load> {
  const start = performance.now();
  const sizes = await Promise.all(calls.map((call) => callOnce(baseUrl, call)));
  return { ms: performance.now() - start, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

async function medianLoad(baseUrl: string, calls: Call[], times: number): Promise<Load> {
  await loadOnce(baseUrl, calls);
  const loads: Load[] = [];
  for (let i = 0; i < times; i += 1) loads.push(await loadOnce(baseUrl, calls));
  loads.sort((a, b) => a.ms - b.ms);
  return loads[Math.floor(loads.length / 2)]!;
}

/** The published whole-history call (POST /api/donations), which /donations no longer makes. */
const history: Call[] = [{ method: 'POST', path: '/api/donations', body: after }];
/** What /donations asks for first: the newest page (src/web/pages/donations/use-recent-donations.ts). */
const donationsPage: Call[] = [{ method: 'GET', path: '/api/donations/recent' }];

export interface ScalePoint {
  progress: Load;
  dashboard: Load;
  history: Load;
  donationsPage: Load;
}

/** How many loads each median is of. */
const runs = { progress: 30, dashboard: 10, history: 3, donationsPage: 30 } as const;

export async function measureScalePoint(baseUrl: string): Promise<ScalePoint> {
  return {
    progress: await medianLoad(baseUrl, progressBar, runs.progress),
    dashboard: await medianLoad(baseUrl, dashboard, runs.dashboard),
    history: await medianLoad(baseUrl, history, runs.history),
    donationsPage: await medianLoad(baseUrl, donationsPage, runs.donationsPage),
  };
}

const section = 'Donation history at 100,000 (baseline: the same at 1,000)';

export function scaleFigures(small: ScalePoint, large: ScalePoint): Figure[] {
  /** A time at 100,000 donations, held to `factor` times the time at 1,000. */
  const timeRow = (
    name: string,
    key: 'progress' | 'dashboard' | 'donationsPage',
    factor: number,
  ): Figure => ({
    section,
    name,
    ours: large[key].ms,
    baseline: small[key].ms,
    unit: 'ms',
    goal: `<= ${factor}x the time at 1,000`,
    holds: large[key].ms <= factor * small[key].ms,
    note: `median of ${runs[key]}`,
  });
  /** An answer's size at 100,000 donations, in KB, held under `limitKb` where there is one. */
  const sizeRow = (
    name: string,
    key: 'dashboard' | 'donationsPage',
    note: string,
    limitKb?: number,
  ): Figure => ({
    section,
    name,
    ours: large[key].bytes / 1024,
    baseline: small[key].bytes / 1024,
    unit: 'KB',
    goal: limitKb === undefined ? '' : `< ${limitKb} KB`,
    ...(limitKb === undefined ? {} : { holds: large[key].bytes < limitKb * 1024 }),
    note,
  });
  return [
    {
      section,
      name: 'Progress bar first answer (GET /api/progress), size',
      ours: large.progress.bytes,
      baseline: small.progress.bytes,
      unit: 'bytes',
      goal: '< 10 KB',
      holds: large.progress.bytes < 10 * 1024,
    },
    timeRow('Progress bar first answer, time', 'progress', 2),
    sizeRow(
      'Dashboard first load, size',
      'dashboard',
      'newest 500 donations, overview, incentives, tickets, schedule',
    ),
    timeRow('Dashboard first load, time', 'dashboard', 2),
    sizeRow('/donations first load (GET /api/donations/recent), size', 'donationsPage', 'uncompressed', 50),
    timeRow('/donations first load, time', 'donationsPage', 1.5),
    {
      section,
      name: 'Whole history (POST /api/donations), time',
      ours: large.history.ms,
      baseline: small.history.ms,
      unit: 'ms',
      goal: '',
      note: `${(large.history.bytes / 2 ** 20).toFixed(1)} MB at 100,000; median of ${runs.history}`,
    },
  ];
}
