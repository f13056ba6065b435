import { useMemo } from 'react';
import {
  applyProgressEvents,
  eventsAfterSummary,
  type ProgressEvent,
  type ProgressState,
  type ProgressSummary,
  progressFromSummary,
} from '../../../domain/progress';
import type { LiveQuery } from '../../lib/live-data';
import { useRealtimeStatus } from '../../lib/socket';
import { useLiveData } from '../../lib/use-live-data';
import { readDonationEvent, readProgressSummary, readTicketEvent, readTotalsChanged } from './progress-wire';

// No API client here: it brings zod, and the overlay's code must stay small (see progress-wire.ts).
async function loadSummary(signal: AbortSignal): Promise<ProgressSummary> {
  const response = await fetch('/api/progress', { headers: { accept: 'application/json' }, signal });
  const summary = response.ok ? readProgressSummary(await response.json()) : undefined;
  if (!summary) throw new Error(`Unexpected answer from /api/progress (${response.status})`);
  return summary;
}

/**
 * The server's summary, loaded on the first render, again after each (re)connect and after each refund
 * ('totals-changed', money that no event takes away), so whatever was recorded while the socket was
 * down (or before it first connected) is in it. 'donation' and 'ticket' events are held until a summary
 * counts them; the reducer skips the ones it already holds.
 */
const summaryQuery: LiveQuery<ProgressSummary, ProgressEvent> = {
  name: 'the progress summary',
  load: loadSummary,
  reloadOnConnect: true,
  reloadOn: { 'totals-changed': readTotalsChanged },
  // Failures are only logged (docs/product/realtime.md); the overlay keeps its last numbers and tries again.
  retryDelaysMs: [1_000, 2_000, 5_000, 10_000, 30_000],
  // On PostgreSQL two payments can commit in the opposite order of their ids; an event skipped because a
  // summary was read between them is counted again by the next summary. A minute bounds that, and one
  // small constant-size request a minute costs nothing.
  refreshEveryMs: 60_000,
  live: { on: { donation: readDonationEvent, ticket: readTicketEvent }, unanswered: eventsAfterSummary },
};

export interface LiveProgress {
  /** null until the first summary has arrived. */
  progress: ProgressState | null;
  /** True while the live connection is down: the numbers may be behind. */
  stale: boolean;
}

/** The overlay's numbers: the server's summary, then every 'donation' and 'ticket' event on top. */
export function useLiveProgress(): LiveProgress {
  const status = useRealtimeStatus();
  const summary = useLiveData(summaryQuery);
  const progress = useMemo(
    () => (summary.data ? applyProgressEvents(progressFromSummary(summary.data), summary.events) : null),
    [summary.data, summary.events],
  );
  return { progress, stale: status.state === 'disconnected' };
}
