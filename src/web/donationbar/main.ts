import { edition } from '../../../content/edition';
import { donationbarMarkup, progressSummaryElementId } from '../../contracts/donationbar-markup';
import { progressInCentsSchema } from '../../contracts/progress';
import type { Cents } from '../../domain/money';
import { newestProgress, type ProgressSummary } from '../../domain/progress';
import { getJson } from '../lib/api';
import { LiveDataStore, type LiveQuery } from '../lib/live-data';
import { publicEnv } from '../lib/public-env';
import { listenRealtime } from '../lib/socket';
import { readWith } from '../lib/socket-readers';
import { startOverlay } from '../lib/start-overlay';
import { fitLastDonation, refitOnResize } from './fit-last-donation';
import { showPrizeWinners } from './prize-news';
import '../styles/overlay-document.css';
import './donationbar.css';

// The stream overlay (docs/product/donations-and-incentives.md, "The progress overlay"), shown by OBS as a
// browser source over video. An entry of its own, in plain DOM, without React or the router, so that its
// code stays small (docs/decisions/023-overlay-entry.md); it reads the server's summaries with the
// contract's schema, as every page does (docs/decisions/070-one-validator-per-wire-shape.md). The server
// sends the page with the numbers already in it and the summary they came from; this script shows the
// newer ones the server sends.

/** A summary as progressSummarySchema reads it, in cents; undefined when it does not read. */
const readProgressSummary = readWith(progressInCentsSchema);

async function loadSummary(signal: AbortSignal): Promise<ProgressSummary> {
  return getJson('/api/progress', progressInCentsSchema, signal);
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
 * The server's totals (docs/product/donations-and-incentives.md, "The progress overlay"): the summary in
 * the page, then each 'progress' event the server sends after a change, and the summary loaded again after
 * each (re)connect, for the changes sent while the connection was down. Every one carries the database's
 * revision; the highest seen is shown, so a late event never moves the numbers back. Nothing is added here
 * (docs/decisions/069-totals-with-a-revision.md).
 */
const summaryQuery: LiveQuery<ProgressSummary> = {
  name: 'the progress summary',
  load: loadSummary,
  initial: servedSummary(),
  reloadOnConnect: true,
  pushed: { progress: readProgressSummary },
  newest: newestProgress,
  // Failures are only logged (docs/product/realtime.md); the overlay keeps its last numbers and tries again.
  retryDelaysMs: [1_000, 2_000, 5_000, 10_000, 30_000],
};

const panel = document.querySelector<HTMLElement>('main.donationbar');
if (!panel) throw new Error('donationbar.html has no <main class="donationbar">');

const store = new LiveDataStore(() => summaryQuery);
/** Milestones just crossed, shown under the panel for a while (docs/decisions/072-milestones-announced-once.md). */
let celebrating: readonly Cents[] = [];
const celebrateForMs = 15_000;
let celebrationEnds: ReturnType<typeof setTimeout> | undefined;
let lastStale = false;
// What the panel was last written with; the first render writes the served markup again, the same.
let shown: string | undefined;

/** Writes the panel again when what it shows changed, then fits the last donation before the paint. */
function render(stale: boolean) {
  lastStale = stale;
  const markup = donationbarMarkup({
    progress: store.getSnapshot().data ?? null,
    ticketGoal: edition.ticketGoal,
    paymentsTestMode: publicEnv.paymentsTestMode,
    stale,
    milestonesReached: celebrating,
  });
  if (markup !== shown) {
    shown = markup;
    panel!.innerHTML = markup;
  }
  fitLastDonation(panel!);
}

startOverlay('donationbar', store, render);
// A milestone crossed comes once, with the 'progress' event of the change that crossed it.
listenRealtime('progress', readProgressSummary, (summary) => {
  if (summary.milestonesReached.length === 0) return;
  celebrating = summary.milestonesReached;
  render(lastStale);
  clearTimeout(celebrationEnds);
  celebrationEnds = setTimeout(() => {
    celebrating = [];
    render(lastStale);
  }, celebrateForMs);
});
refitOnResize(panel);
showPrizeWinners();
