import fs from 'node:fs';

// `npm run bench -- --write-doc` puts the run's figures between these markers in docs/benchmark.md; the notes on
// what limits a missed goal are written by hand outside them.

const start = '<!-- bench:start -->';
const end = '<!-- bench:end -->';

export function updateBenchmarkDoc(file: string, markdown: string): void {
  const text = fs.readFileSync(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to < from) throw new Error(`${file} has no ${start} ... ${end} block`);
  fs.writeFileSync(file, `${text.slice(0, from + start.length)}\n${markdown}\n${text.slice(to)}`);
}
