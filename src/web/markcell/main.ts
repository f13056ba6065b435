import { donateInfo } from '../../../content/donate';
import { markcellMarkup } from '../../contracts/markcell-markup';
import { readGridLayout } from '../../domain/markcell-layout';
import { LiveDataStore } from '../lib/live-data';
import { startOverlay } from '../lib/start-overlay';
import { allMarks, litCells, marksQuery, nextEnd } from './cell-marks';
import '../styles/visually-hidden.css';
import './markcell.css';

// The mark-a-cell overlay (docs/product/donations-and-incentives.md, "The mark-a-cell overlay"): a
// transparent OBS browser source laid over the puzzle being solved. An entry of its own, in plain DOM,
// like the progress overlay (docs/decisions/023-overlay-entry.md), so an OBS machine loads socket.io's
// client and little else. The server sends the grid lines already drawn; this script lights the cells.

const panel = document.querySelector<HTMLElement>('main.markcell');
if (!panel) throw new Error('markcell.html has no <main class="markcell">');

const layout = readGridLayout(window.location.search, donateInfo.markCellGridSize);
const store = new LiveDataStore(() => marksQuery);
let shown: string | undefined;
let wake: ReturnType<typeof setTimeout> | undefined;

/** Writes the grid again when what it shows changed, and wakes up when the next mark goes dark. */
function render(stale: boolean) {
  const snapshot = store.getSnapshot();
  const marks = allMarks(snapshot.data ?? [], snapshot.events);
  const now = performance.now();
  const markup = markcellMarkup({ layout, byCell: litCells(marks, now), stale });
  if (markup !== shown) {
    shown = markup;
    panel!.innerHTML = markup;
  }
  clearTimeout(wake);
  const next = nextEnd(marks, now);
  if (next !== undefined) wake = setTimeout(() => render(stale), Math.max(0, next - performance.now()) + 20);
}

startOverlay('markcell', store, render);
