import { edition } from '../../../content/edition';
import { donationbarMarkup, progressSummaryElementId } from '../../contracts/donationbar-markup';
import {
  readDonationEvent,
  readProgressSummary,
  readTicketEvent,
  readTotalsChanged,
} from '../../contracts/progress-wire';
import {
  applyProgressEvents,
  eventsAfterSummary,
  type ProgressEvent,
  type ProgressSummary,
  progressFromSummary,
} from '../../domain/progress';
import { LiveDataStore, type LiveQuery } from '../lib/live-data';
import { publicEnv } from '../lib/public-env';
import { startOverlay } from '../lib/start-overlay';
import { fitLastDonation, refitOnResize } from './fit-last-donation';
import './donationbar.css';

// The stream overlay (docs/product/donations-and-incentives.md, "The progress overlay"), shown by OBS as a
// browser source over video. An entry of its own, in plain DOM, without React, the router, zod or the
// shared API client, so that its code stays small (docs/decisions/023-overlay-entry.md). The server sends
// the page with the numbers already in it and the summary they came from; this script keeps them live.

// No API client here: it brings zod (see progress-wire.ts).
async function loadSummary(signal: AbortSignal): Promise<ProgressSummary> {
  const response = await fetch('/api/progress', { headers: { accept: 'application/json' }, signal });
  const summary = response.ok ? readProgressSummary(await response.json()) : undefined;
  if (!summary) throw new Error(`Unexpected answer from /api/progress (${response.status})`);
  return summary;
}

/** The summary the server put in the page; undefined under the Vite dev server, or if it could not. */
function servedSummary(): ProgressSummary | undefined {
  const text = document.getElementById(progressSummaryElementId)?.textContent;
  if (!text) return undefined;
  const summary = readProgressSummary(JSON.parse(text));
  if (!summary) console.error('The page was served with an invalid progress summary', text);
  return summary;
}

/**
 * The server's summary: the one in the page, then loaded again after each (re)connect and after each
 * refund ('totals-changed'; docs/product/donations-and-incentives.md, "The progress overlay"). 'donation' and
 * 'ticket' events are held until a summary counts them; the reducer skips the ones it already holds.
 */
const summaryQuery: LiveQuery<ProgressSummary, ProgressEvent> = {
  name: 'the progress summary',
  load: loadSummary,
  initial: servedSummary(),
  reloadOnConnect: true,
  // A refund changes the totals; a screening decision shows (or keeps hiding) the last donor's name.
  reloadOn: { 'totals-changed': readTotalsChanged, 'donations-screened': readTotalsChanged },
  // Failures are only logged (docs/product/realtime.md); the overlay keeps its last numbers and tries again.
  retryDelaysMs: [1_000, 2_000, 5_000, 10_000, 30_000],
  // On PostgreSQL two payments can commit in the opposite order of their ids; an event skipped because a
  // summary was read between them is counted again by the next summary. A minute bounds that, and one
  // small constant-size request a minute costs nothing.
  refreshEveryMs: 60_000,
  live: { on: { donation: readDonationEvent, ticket: readTicketEvent }, unanswered: eventsAfterSummary },
};

const panel = document.querySelector<HTMLElement>('main.donationbar');
if (!panel) throw new Error('donationbar.html has no <main class="donationbar">');

const store = new LiveDataStore(() => summaryQuery);
// What the panel was last written with; the first render writes the served markup again, the same.
let shown: string | undefined;

/** Writes the panel again when what it shows changed, then fits the last donation before the paint. */
function render(stale: boolean) {
  const snapshot = store.getSnapshot();
  const progress = snapshot.data
    ? applyProgressEvents(progressFromSummary(snapshot.data), snapshot.events)
    : null;
  const markup = donationbarMarkup({
    progress,
    ticketGoal: edition.ticketGoal,
    paymentsTestMode: publicEnv.paymentsTestMode,
    stale,
  });
  if (markup !== shown) {
    shown = markup;
    panel!.innerHTML = markup;
  }
  fitLastDonation(panel!);
}

startOverlay('donationbar', store, render);
refitOnResize(panel);
