import { describe, expect, it } from 'vitest';
import { markcellMarkup } from './markcell-markup';

const layout = { size: 9, x: null, y: null, width: null, height: null };

describe("the mark-a-cell overlay's markup", () => {
  it('draws every cell of the grid, with thick lines at the sudoku boxes', () => {
    const html = markcellMarkup({ layout, byCell: new Map(), stale: false });
    expect(html.match(/data-cell=/g)).toHaveLength(81);
    expect(html).toContain(
      '<div class="markcell-cell markcell-cell--box-right markcell-cell--box-bottom" data-cell="r3c3">',
    );
    expect(html).not.toContain('data-marked');
    expect(html).not.toContain('markcell-stale');
  });

  it('lights a marked cell with each name beside it, names as plain text', () => {
    const byCell = new Map([
      [
        'r2c8',
        [
          { name: '<b>Laura</b>', bits: 60 },
          { name: 'Ed', bits: 75 },
        ],
      ],
    ]);
    const html = markcellMarkup({ layout, byCell, stale: false });
    expect(html).toContain('data-cell="r2c8" data-marked=""');
    expect(html).toContain('<li>&lt;b&gt;Laura&lt;/b&gt; <span class="markcell-bits">60 bits</span></li>');
    expect(html).toContain('<li>Ed <span class="markcell-bits">75 bits</span></li>');
    // Right half of the grid: the names go right of it, two cell widths from the cell.
    expect(html).toContain(
      'class="markcell-names markcell-names--right" style="--from-edge:2;--names-above:0"',
    );
  });

  it('puts a later name in the same row and side below the earlier ones', () => {
    const byCell = new Map([
      [
        'r1c1',
        [
          { name: 'A', bits: 50 },
          { name: 'B', bits: 50 },
        ],
      ],
      ['r1c3', [{ name: 'C', bits: 50 }]],
    ]);
    const html = markcellMarkup({ layout, byCell, stale: false });
    expect(html).toContain('markcell-names--left" style="--from-edge:3;--names-above:2"');
  });

  it('shows the reconnecting dot while the connection is down', () => {
    expect(markcellMarkup({ layout, byCell: new Map(), stale: true })).toContain(
      'aria-label="Reconnecting…"',
    );
  });
});
