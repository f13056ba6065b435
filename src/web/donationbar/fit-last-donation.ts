// The overlay shows a donor's whole name, up to its 60 characters, at any source size from 800x100 to
// 1920x200 (docs/product/donations-and-incentives.md, "The progress overlay"). CSS alone cannot size text
// to its own width, so this measures, trying layouts in this order until one fits:
//   1. beside the ticket count, at full size, then a little smaller (to 85%);
//   2. on a row of its own, across the whole panel, shrinking to 60%;
//   3. on its own row, wrapped over several lines, at 60%;
//   4. for a wide but short source, where the extra row is too tall: 1 to 3 again with the whole panel
//      5% smaller each time, down to 60%;
//   5. last, wrapped and smaller still (to 40%).
// A layout fits when the line is no wider than its box, the name no wider than its own one-line box
// (donationbar.css clips it there), and the panel ends inside the page, so the name and the amount are
// never clipped.
type LastDonationPlacement = 'beside' | 'own-row' | 'wrapped';

interface FitAttempt {
  placement: LastDonationPlacement;
  /** The whole panel's font size, relative to its size in CSS. */
  panelScale: number;
  /** The line's font size, relative to the panel's. */
  scale: number;
}

function scales(from: number, to: number): number[] {
  const out: number[] = [];
  for (let hundredths = Math.round(from * 100); hundredths >= Math.round(to * 100); hundredths -= 5) {
    out.push(hundredths / 100);
  }
  return out;
}

const atPanelScale = (panelScale: number): FitAttempt[] => [
  ...scales(1, 0.85).map((scale) => ({ placement: 'beside' as const, panelScale, scale })),
  ...scales(1, 0.6).map((scale) => ({ placement: 'own-row' as const, panelScale, scale })),
  { placement: 'wrapped', panelScale, scale: 0.6 },
];

/** Every layout, in the order they are tried (see above). */
const fitAttempts: readonly FitAttempt[] = [
  ...scales(1, 0.6).flatMap(atPanelScale),
  ...scales(0.55, 0.4).map((scale) => ({ placement: 'wrapped' as const, panelScale: 0.6, scale })),
];

const overflows = (element: HTMLElement | null) =>
  // Half a pixel of slack for sub-pixel rounding.
  element !== null && element.scrollWidth > element.clientWidth + 0.5;

function fits(panel: HTMLElement, line: HTMLElement): boolean {
  const lineFits = !overflows(line) && !overflows(line.querySelector<HTMLElement>('.donationbar-name'));
  const box = panel.getBoundingClientRect();
  return lineFits && box.bottom <= window.innerHeight + 0.5 && box.right <= window.innerWidth + 0.5;
}

/**
 * Places and sizes the panel's last-donation line. Synchronous: each attempt is laid out and measured
 * before the browser paints, so nothing flickers. Call it after every change of the panel's content.
 */
export function fitLastDonation(panel: HTMLElement): void {
  const line = panel.querySelector<HTMLElement>('.donationbar-last');
  if (!line) return;
  for (const attempt of fitAttempts) {
    panel.style.setProperty('--panel-scale', String(attempt.panelScale));
    panel.dataset.last = attempt.placement;
    line.style.fontSize = `${attempt.scale}em`;
    if (fits(panel, line)) return;
  }
}

/** Fits again whenever the page resizes or its fonts load. */
export function refitOnResize(panel: HTMLElement): void {
  const place = () => fitLastDonation(panel);
  window.addEventListener('resize', place);
  void document.fonts?.ready.then(place);
}
