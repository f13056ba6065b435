import fs from 'node:fs';
import path from 'node:path';

// Reads a V8 CPU profile (node --cpu-prof) into the places where time went: by package and by
// function, self time only. This is the "profile" behind a note on a missed goal.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

function packageOf(url: string): string {
  if (!url) return '(native or V8)';
  if (url.startsWith('node:')) return 'node internals';
  const inModules = url.split('node_modules/').pop()!;
  if (inModules !== url) {
    const parts = inModules.split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  return url.includes('/server/main.js') ? 'app code (dist/server/main.js)' : path.basename(url);
}

export interface ProfileSummary {
  busyMs: number;
  totalMs: number;
  byPackage: { name: string; ms: number }[];
  byFunction: { name: string; ms: number }[];
}

export function summariseProfile(file: string, top = 15): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const sampleMs = totalMs / Math.max(1, profile.samples.length);
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busyMs = 0;
  for (const node of profile.nodes) {
    const ms = (node.hitCount ?? 0) * sampleMs;
    if (ms === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') continue;
    busyMs += ms;
    const pkg = functionName.startsWith('(') ? functionName : packageOf(url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
    const name =
      `${functionName || '(anonymous)'} ${url ? `${path.basename(url)}:${lineNumber + 1}` : ''}`.trim();
    byFunction.set(`${name} [${pkg}]`, (byFunction.get(`${name} [${pkg}]`) ?? 0) + ms);
  }
  const sorted = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, ms }));
  return { busyMs, totalMs, byPackage: sorted(byPackage), byFunction: sorted(byFunction) };
}

export function formatProfile(title: string, summary: ProfileSummary): string {
  const share = (ms: number) => `${((ms / summary.busyMs) * 100).toFixed(1).padStart(5)}%`;
  return [
    `${title}: ${Math.round(summary.busyMs)} ms on CPU of ${Math.round(summary.totalMs)} ms`,
    '  by package (self time):',
    ...summary.byPackage.map((entry) => `    ${share(entry.ms)}  ${entry.name}`),
    '  by function (self time):',
    ...summary.byFunction.map((entry) => `    ${share(entry.ms)}  ${entry.name}`),
  ].join('\n');
}

/** The newest .cpuprofile in a directory (node names them by time and pid). */
export function newestProfile(dir: string): string | undefined {
  if (!fs.existsSync(dir)) return undefined;
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(dir, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  return files[0];
}
