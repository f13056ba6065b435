import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { updateBenchmarkDocParts } from './benchmark-doc';
import { type Figure, markdownTable, summary } from './table';

// `npm run bench -- --only=phone --write-doc` must update the slow phone's rows in docs/benchmark.md
// without losing the rest of the last full run's table.

const api: Figure = {
  section: 'API, 50 connections (1,000 donations stored)',
  name: 'GET /api/schedule p99 latency',
  ours: 2,
  baseline: 1,
  unit: 'ms',
  goal: '< 50 ms',
  holds: true,
};
const phoneSection = (runs: number) =>
  `Slow phone (Chromium: 150 ms latency, 1.6 Mbit/s, CPU 4x; median of ${runs})`;
const oldTap: Figure = {
  section: phoneSection(5),
  name: '/tickets: first tap that counts',
  ours: 1028,
  baseline: null,
  unit: 'ms',
  goal: '<= 1500 ms',
  holds: true,
};
const newTap: Figure = {
  ...oldTap,
  section: phoneSection(3),
  name: '/tickets: first tap that counts, against plain script',
  ours: 3000,
  baseline: 1000,
  goal: '<= 2x baseline',
  holds: false,
};

function docWith(figures: Figure[]): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gg-bench-doc-')), 'benchmark.md');
  const block = ['Last run: full run.', '', markdownTable(figures), '', summary(figures)].join('\n');
  fs.writeFileSync(file, `# Benchmark\n\n<!-- bench:start -->\n${block}\n<!-- bench:end -->\n\nNotes.\n`);
  return file;
}

const rerunPhone = (file: string, runLine: string) =>
  updateBenchmarkDocParts(file, { only: 'phone', figures: [newTap], runLine });

describe('writing a partial run into docs/benchmark.md', () => {
  it('replaces the sections the run measured and keeps the others', () => {
    const file = docWith([api, oldTap]);
    rerunPhone(file, 'later.');
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain('| GET /api/schedule p99 latency | 2.0 ms | 1.0 ms | 2.00x |');
    expect(text).toContain(`| **${phoneSection(3)}** |`);
    expect(text).toContain(
      '| /tickets: first tap that counts, against plain script | 3000 ms | 1000 ms | 3.00x |',
    );
    expect(text).not.toContain(phoneSection(5));
    expect(text).not.toContain('1028 ms');
    expect(text).toMatch(/Notes\.\n$/);
  });

  it('counts the goals again over the whole table', () => {
    const file = docWith([api, oldTap]);
    rerunPhone(file, 'later.');
    expect(fs.readFileSync(file, 'utf8')).toContain(
      '1 of 2 goals hold; missed: /tickets: first tap that counts, against plain script',
    );
  });

  it('says when the part was measured, once however often it is rerun', () => {
    const file = docWith([api, oldTap]);
    rerunPhone(file, 'first rerun.');
    rerunPhone(file, 'second rerun.');
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain('Last run: full run.\nParts rerun since (--only=phone): second rerun.\n');
    expect(text).not.toContain('first rerun');
  });
});
