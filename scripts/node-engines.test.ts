import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// package.json's `engines` promises that `npm ci && npm start` works on every Node it admits. Each entry
// below is a reason it cannot admit less: the first version of the 20 line, and of 22, that has it.
const needs = [
  { what: 'zlib.crc32 (PayPal webhook signatures)', from20: '20.15.0', fromNext: '22.2.0' },
  {
    what: 'Vite 7 and its React plugin (npm run build, run by npm start)',
    from20: '20.19.0',
    fromNext: '22.12.0',
  },
];

const root = path.resolve(import.meta.dirname, '..');
const engines = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } }
).engines.node;

type Version = [number, number, number];
const version = (text: string): Version => text.replace(/^v/, '').split('.').map(Number) as Version;
const atLeast = (have: Version, want: Version) =>
  have[0] !== want[0] ? have[0] > want[0] : have[1] !== want[1] ? have[1] > want[1] : have[2] >= want[2];

/** The ranges package.json uses: `^20.x.y` for the 20 line and `>=22.x.y` for every line from there. */
function admits(range: string, node: Version): boolean {
  return range.split('||').some((part) => {
    const match = /^\s*(\^|>=)(\d+\.\d+\.\d+)\s*$/.exec(part);
    if (!match) throw new Error(`engines range not understood: ${part}`);
    const low = version(match[2]!);
    return atLeast(node, low) && (match[1] === '>=' || node[0] === low[0]);
  });
}

/** The first version of a Node line that the range admits, if any. */
function lowestAdmitted(major: number): Version | undefined {
  for (let minor = 0; minor < 100; minor++)
    for (let patch = 0; patch < 100; patch++)
      if (admits(engines, [major, minor, patch])) return [major, minor, patch];
  return undefined;
}

describe('the Node versions package.json admits', () => {
  it.each(needs)('all have $what', ({ from20, fromNext }) => {
    const lowest20 = lowestAdmitted(20);
    expect(lowest20 && atLeast(lowest20, version(from20))).toBe(true);
    // Node 21 never had zlib.crc32.
    expect(lowestAdmitted(21)).toBeUndefined();
    const lowest22 = lowestAdmitted(22);
    expect(lowest22 && atLeast(lowest22, version(fromNext))).toBe(true);
  });

  it('include the Node these tests run on', () => {
    expect(admits(engines, version(process.version))).toBe(true);
  });
});
