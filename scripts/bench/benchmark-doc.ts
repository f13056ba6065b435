import fs from 'node:fs';
import { type Figure, markdownTable, summaryOf } from './table';

// `npm run bench -- --write-doc` puts the run's figures between these markers in docs/benchmark.md; the notes on
// what limits a missed goal are written by hand outside them. A run of some parts only (`--only=phone`)
// replaces the sections of the table it measured and keeps the others from the run before.

const start = '<!-- bench:start -->';
const end = '<!-- bench:end -->';

function replaceBlock(file: string, change: (block: string) => string): void {
  const text = fs.readFileSync(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to < from) throw new Error(`${file} has no ${start} ... ${end} block`);
  const block = text.slice(from + start.length, to).trim();
  fs.writeFileSync(file, `${text.slice(0, from + start.length)}\n${change(block)}\n${text.slice(to)}`);
}

export function updateBenchmarkDoc(file: string, markdown: string): void {
  replaceBlock(file, () => markdown);
}

interface Section {
  /** The title up to its first '(', ',' or ':', which does not change with a run's settings. */
  key: string;
  lines: string[];
}

const cellsOf = (row: string) =>
  row
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

function sectionsOf(rows: string[]): Section[] {
  const sections: Section[] = [];
  for (const row of rows) {
    const title = /^\| \*\*(.*)\*\* \|/.exec(row)?.[1];
    if (title !== undefined) sections.push({ key: title.split(/[(,:]/)[0]!.trim(), lines: [row] });
    else sections.at(-1)?.lines.push(row);
  }
  return sections;
}

/**
 * The figures of a run of some parts (`only`, e.g. 'phone') in place of the same sections of the table,
 * the goals' summary counted again over the whole table, and a line under the last full run's saying when
 * they were measured (`runLine`).
 */
export function updateBenchmarkDocParts(
  file: string,
  run: { only: string; figures: readonly Figure[]; runLine: string },
): void {
  replaceBlock(file, (block) => {
    const lines = block.split('\n');
    const tableFrom = lines.findIndex((line) => line.startsWith('| Figure |'));
    if (tableFrom === -1) throw new Error(`${file}: no table between the markers to update`);
    let tableTo = tableFrom;
    while (lines[tableTo]?.startsWith('|')) tableTo += 1;
    const sections = sectionsOf(lines.slice(tableFrom + 2, tableTo));
    const [header = '', rule = '', ...fresh] = markdownTable(run.figures).split('\n');
    for (const section of sectionsOf(fresh)) {
      const at = sections.findIndex((old) => old.key === section.key);
      if (at === -1) sections.push(section);
      else sections[at] = section;
    }
    const goals = sections
      .flatMap((section) => section.lines.slice(1).map(cellsOf))
      .filter((cells) => cells[5] === 'yes' || cells[5] === 'NO')
      .map((cells) => ({ name: cells[0]!.replace(/\\\|/g, '|'), holds: cells[5] === 'yes' }));
    const partLine = `Parts rerun since (--only=${run.only}): ${run.runLine}`;
    const oldSummary = (line: string) => /^\d+ of \d+ goals hold/.test(line);
    return [
      ...lines
        .slice(0, tableFrom)
        .filter((line) => !line.startsWith(`Parts rerun since (--only=${run.only}):`))
        .flatMap((line) => (line.startsWith('Last run:') ? [line, partLine] : [line])),
      header,
      rule,
      ...sections.flatMap((section) => section.lines),
      ...lines.slice(tableTo).map((line) => (oldSummary(line) ? summaryOf(goals) : line)),
    ].join('\n');
  });
}
