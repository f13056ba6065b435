// The benchmark's one table: figure, ours, baseline, ratio, goal, holds. Printed for the terminal and
// written as Markdown for docs/benchmark.md.

type Unit = 'req/s' | 'ms' | 'KB' | 'bytes' | 'score' | 'purchases/s' | 'KB/client' | 'count';

export interface Figure {
  section: string;
  name: string;
  ours: number | null;
  baseline: number | null;
  unit: Unit;
  /** Shown as is, e.g. '>= 40% of baseline'; '' when the figure is only reported. */
  goal: string;
  /** undefined: reported only, no goal. */
  holds?: boolean | undefined;
  /** Something the numbers alone do not say (errors, what was checked). */
  note?: string | undefined;
}

function formatValue(value: number | null, unit: Unit): string {
  if (value === null || Number.isNaN(value)) return '-';
  switch (unit) {
    case 'req/s':
    case 'purchases/s':
      return `${value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1)} ${unit}`;
    case 'ms':
      return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ms`;
    case 'KB':
    case 'KB/client':
      return `${value.toFixed(1)} ${unit}`;
    case 'bytes':
      return `${Math.round(value).toLocaleString('en-US')} B`;
    case 'score':
      return String(Math.round(value));
    case 'count':
      return Math.round(value).toLocaleString('en-US');
  }
}

function ratioOf(figure: Figure): string {
  if (figure.ours === null || figure.baseline === null || figure.baseline === 0) return '-';
  const ratio = figure.ours / figure.baseline;
  // Two significant digits for small ratios, so 0.0042x does not read as 0.00x.
  return `${Math.abs(ratio) < 0.1 ? ratio.toPrecision(2) : ratio.toFixed(2)}x`;
}

const holdsText = (figure: Figure) => (figure.holds === undefined ? '' : figure.holds ? 'yes' : 'NO');

const header = ['Figure', 'Ours', 'Baseline', 'Ratio', 'Goal', 'Holds', 'Note'];

function cells(figure: Figure): string[] {
  return [
    figure.name,
    formatValue(figure.ours, figure.unit),
    formatValue(figure.baseline, figure.unit),
    ratioOf(figure),
    figure.goal,
    holdsText(figure),
    figure.note ?? '',
  ];
}

export function textTable(figures: readonly Figure[]): string {
  const rows = figures.map(cells);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  const out: string[] = [line(header), widths.map((width) => '-'.repeat(width)).join('  ')];
  let section = '';
  for (const [index, figure] of figures.entries()) {
    if (figure.section !== section) {
      section = figure.section;
      out.push(`[${section}]`);
    }
    out.push(line(rows[index]!));
  }
  return out.join('\n');
}

export function markdownTable(figures: readonly Figure[]): string {
  const escapePipes = (cell: string) => cell.replace(/\|/g, '\\|');
  const out = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  let section = '';
  for (const figure of figures) {
    if (figure.section !== section) {
      section = figure.section;
      out.push(`| **${escapePipes(section)}** |${' |'.repeat(header.length - 1)}`);
    }
    out.push(`| ${cells(figure).map(escapePipes).join(' | ')} |`);
  }
  return out.join('\n');
}

export function summary(figures: readonly Figure[]): string {
  return summaryOf(
    figures.flatMap((figure) =>
      figure.holds === undefined ? [] : [{ name: figure.name, holds: figure.holds }],
    ),
  );
}

/** The summary of goals read back from a table (docs/benchmark.md's, updated part by part). */
export function summaryOf(goals: readonly { name: string; holds: boolean }[]): string {
  const missed = goals.filter((goal) => !goal.holds);
  return `${goals.length - missed.length} of ${goals.length} goals hold${
    missed.length ? `; missed: ${missed.map((goal) => goal.name).join('; ')}` : ''
  }`;
}
