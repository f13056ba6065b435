import * as z from 'zod/mini';
import { progressInCentsSchema } from '../../contracts/progress';
import { type TickerState, tickerStateFromWire, tickerStateSchema } from '../../contracts/ticker';
import { escapeHtml } from '../../domain/html';
import { tickerItemMs, weightedTurn } from '../../domain/ticker';
import { ApiError, getJson } from '../lib/api';
import { LiveDataStore, type LiveQuery } from '../lib/live-data';
import { publicEnv } from '../lib/public-env';
import { listenRealtime } from '../lib/socket';
import { readWith } from '../lib/socket-readers';
import { startOverlay } from '../lib/start-overlay';
import { milestoneItem, type OpenPrize, openPrizes, type TickerItem, tickerItems } from './ticker-items';
import '../styles/overlay-document.css';
import '../styles/visually-hidden.css';
import './ticker.css';

// The ticker overlay (docs/product/donations-and-incentives.md, "The ticker"): a 1920×60 browser source
// in OBS that rotates, a few seconds each, through the next run, incentives closing soon, open prizes, the
// latest approved donation and the milestones. Plain DOM like /donationbar, to stay small
// (docs/decisions/023-overlay-entry.md), and like every page it reads answers and events with the
// contracts' schemas (docs/decisions/070-one-validator-per-wire-shape.md). It reads its state again after
// every (re)connect and after each change the server tells of, so it heals itself after any disconnect
// (docs/product/realtime.md); while the connection is down it keeps rotating what it had.

interface Loaded {
  state: TickerState;
  prizes: OpenPrize[];
  /** The server's clock minus this browser's, so closing times count down by the server's clock. */
  clockOffsetMs: number;
}

/** The prizes' list, each entry read on its own by openPrizes: one bad prize leaves out only itself. */
const prizeEntries = z.array(z.unknown());

/**
 * Open prizes, when the site has them: an address that answers an error (404: no prizes on this site)
 * or fails leaves them out, never the rest of the ticker.
 */
async function loadPrizes(signal: AbortSignal, nowMs: number): Promise<OpenPrize[]> {
  try {
    return openPrizes(await getJson('/api/prizes', prizeEntries, signal), nowMs);
  } catch (error) {
    if (signal.aborted) throw error;
    if (!(error instanceof ApiError && error.status >= 400))
      console.error('Could not load the prizes', error);
    return [];
  }
}

async function load(signal: AbortSignal): Promise<Loaded> {
  const state = tickerStateFromWire(await getJson('/api/ticker', tickerStateSchema, signal));
  const prizes = await loadPrizes(signal, state.nowMs);
  return { state, prizes, clockOffsetMs: state.nowMs - Date.now() };
}

const readProgress = readWith(progressInCentsSchema);

const stateQuery: LiveQuery<Loaded> = {
  name: 'the ticker',
  load,
  reloadOnConnect: true,
  // Every change of the totals (a donation, a refund, a screening decision) sends 'progress'.
  reloadOn: ['progress', 'schedule-changed', 'incentives-changed', 'milestones-changed'],
  // The next run and the closing times move on with the clock alone.
  refreshEveryMs: 60_000,
  retryDelaysMs: [1_000, 2_000, 5_000, 10_000, 30_000],
};

/** `?seconds=5` in the browser source's address sets how long each item stays (2 to 60 s). */
function itemMs(): number {
  const asked = Number(new URLSearchParams(location.search).get('seconds'));
  return Number.isFinite(asked) && asked >= 2 && asked <= 60 ? asked * 1000 : tickerItemMs;
}

const panel = document.querySelector<HTMLElement>('main.ticker');
if (!panel) throw new Error('ticker.html has no <main class="ticker">');

const store = new LiveDataStore(() => stateQuery);
/** Milestones just crossed: shown next, each once, before the rotation carries on. */
const celebrations: TickerItem[] = [];
let turn: TickerItem[] = [];
let shownItem: TickerItem | undefined;
let staleNow = false;
let written: string | undefined;

function currentTurn(): TickerItem[] {
  const loaded = store.getSnapshot().data;
  if (!loaded) return [];
  const nowMs = Date.now() + loaded.clockOffsetMs;
  return weightedTurn(
    tickerItems(loaded.state, loaded.prizes, nowMs).map((item) => ({ item, weight: item.weight })),
  );
}

/** Moves on to the next item: a celebration first, else the item after the one shown in the turn. */
function advance() {
  const celebration = celebrations.shift();
  if (celebration) {
    shownItem = celebration;
    return;
  }
  turn = currentTurn();
  if (turn.length === 0) {
    shownItem = undefined;
    return;
  }
  const at = shownItem ? turn.findIndex((item) => item.key === shownItem!.key) : -1;
  shownItem = turn[(at + 1) % turn.length];
}

function draw() {
  const parts: string[] = [];
  const item = shownItem;
  if (item) {
    parts.push(
      `<p class="ticker-item" data-key="${escapeHtml(item.key)}">`,
      `<span class="ticker-label">${escapeHtml(item.label)}</span>`,
      `<span class="ticker-text">${escapeHtml(item.text)}</span></p>`,
    );
  }
  if (publicEnv.paymentsTestMode)
    parts.push('<p class="ticker-test-mode">Test mode: payments are simulated</p>');
  if (staleNow) {
    parts.push(
      '<span class="ticker-stale" role="img" aria-label="Reconnecting…" title="Reconnecting…"></span>',
    );
  }
  const markup = parts.join('');
  if (markup !== written) {
    written = markup;
    panel!.innerHTML = markup;
  }
}

let timer: ReturnType<typeof setInterval> | undefined;
/** Shows the next item now, and the one after it a full item's time later. */
function step() {
  advance();
  draw();
  clearInterval(timer);
  timer = setInterval(step, itemMs());
}

startOverlay('ticker', store, (stale) => {
  staleNow = stale;
  // The first state to arrive starts the rotation; later ones are taken at the next step.
  if (!shownItem && store.getSnapshot().data) step();
  else draw();
});

// A milestone crossed comes with the 'progress' event of the change that crossed it, once.
listenRealtime('progress', readProgress, (summary) => {
  if (summary.milestonesReached.length === 0) return;
  celebrations.push(milestoneItem(summary.milestonesReached, summary.revision));
  step();
});
