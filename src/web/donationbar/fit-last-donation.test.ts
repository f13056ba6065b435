import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fitLastDonation } from './fit-last-donation';

// Which layout the overlay settles on for the last donation, and the order in which it tries them, with
// the browser's measuring played by a small model of the panel: a line of text `widthPx` wide at full
// size, in a box 300 px wide beside the ticket count, 600 px on a row of its own, or two such rows when
// wrapped, the text scaling with the panel and the line. The real measuring is covered by the browser
// tests in tests/e2e/donationbar.spec.ts.

interface Layout {
  placement: string | undefined;
  panelScale: number;
  scale: number;
}

const boxPx: Record<string, number> = { beside: 300, 'own-row': 600, wrapped: 1200 };

/** The panel and its last-donation line as fitLastDonation sees them, measured by `fits`. */
function modelledPanel(fits: (layout: Layout) => boolean) {
  const properties = new Map<string, string>();
  const dataset: Record<string, string> = {};
  const line = {
    style: { fontSize: '' },
    clientWidth: 100,
    /** Measured once per layout tried, after the layout was set. */
    get scrollWidth() {
      const layout = current();
      tried.push(layout);
      return fits(layout) ? 100 : 101;
    },
    querySelector: () => null,
  };
  const panel = {
    style: { setProperty: (name: string, value: string) => properties.set(name, value) },
    dataset,
    querySelector: (selector: string) => (selector === '.donationbar-last' ? line : null),
    // A panel 100 px tall and 700 px wide at full size, its top left corner at the page's.
    getBoundingClientRect: () => ({ bottom: 100 * current().panelScale, right: 700 * current().panelScale }),
  };
  const current = (): Layout => ({
    placement: dataset.last,
    panelScale: Number(properties.get('--panel-scale')),
    scale: Number.parseFloat(line.style.fontSize),
  });
  const tried: Layout[] = [];
  fitLastDonation(panel as unknown as HTMLElement);
  return { settled: current(), tried };
}

/** A last donation whose text is `widthPx` wide at full size. */
const textOf = (widthPx: number) => (layout: Layout) =>
  widthPx * layout.panelScale * layout.scale <= (boxPx[layout.placement ?? ''] ?? 0);

const named = ({ placement, panelScale, scale }: Layout) => `${placement} ${panelScale} ${scale}`;

describe('the last donation on the overlay', () => {
  beforeEach(() => {
    // The page the panel must end inside: 800x100, the smallest source size.
    vi.stubGlobal('window', { innerWidth: 800, innerHeight: 100 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is first tried at full size beside the ticket count, and stays there when it fits', () => {
    const { settled, tried } = modelledPanel(textOf(250));
    expect(tried.map(named)).toEqual(['beside 1 1']);
    expect(settled).toEqual({ placement: 'beside', panelScale: 1, scale: 1 });
  });

  it('settles on the first layout its text fits, from beside the count to wrapped on a smaller panel', () => {
    const settled = (widthPx: number) => named(modelledPanel(textOf(widthPx)).settled);
    expect(settled(330)).toBe('beside 1 0.9');
    expect(settled(500)).toBe('own-row 1 1');
    expect(settled(900)).toBe('own-row 1 0.65');
    expect(settled(1500)).toBe('wrapped 1 0.6');
    expect(settled(3000)).toBe('wrapped 0.65 0.6');
  });

  it('shrinks, then moves to a row of its own and shrinks to 60%, then wraps, before the panel shrinks', () => {
    const { tried } = modelledPanel(() => false);
    const fullPanel = tried.filter((layout) => layout.panelScale === 1);
    expect(fullPanel.map((a) => `${a.placement} ${a.scale}`)).toEqual([
      'beside 1',
      'beside 0.95',
      'beside 0.9',
      'beside 0.85',
      'own-row 1',
      'own-row 0.95',
      'own-row 0.9',
      'own-row 0.85',
      'own-row 0.8',
      'own-row 0.75',
      'own-row 0.7',
      'own-row 0.65',
      'own-row 0.6',
      'wrapped 0.6',
    ]);
    expect(tried.slice(0, fullPanel.length)).toEqual(fullPanel);
  });

  it('ends at the smallest layout: wrapped, at 40% of a panel at 60%', () => {
    const { settled, tried } = modelledPanel(() => false);
    expect(tried.at(-1)).toEqual({ placement: 'wrapped', panelScale: 0.6, scale: 0.4 });
    expect(settled).toEqual({ placement: 'wrapped', panelScale: 0.6, scale: 0.4 });
  });

  it('shrinks the whole panel on a source too short for it, until the panel ends inside the page', () => {
    vi.stubGlobal('window', { innerWidth: 1920, innerHeight: 70 });
    expect(modelledPanel(textOf(250)).settled).toEqual({ placement: 'beside', panelScale: 0.7, scale: 1 });
  });
});
