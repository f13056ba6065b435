import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  applyProgressEvents,
  eventsAfterSummary,
  type ProgressEvent,
  type ProgressState,
  type ProgressSummary,
  progressFromSummary,
} from '../../../domain/progress';
import { useRealtimeEvent, useRealtimeStatus } from '../../lib/socket';
import { readDonationEvent, readProgressSummary, readTicketEvent, readTotalsChanged } from './progress-wire';

// Failures are only logged (SPEC section 8); the overlay keeps its last numbers and tries again.
const retryDelaysMs = [1_000, 2_000, 5_000, 10_000, 30_000];
// On PostgreSQL two payments can commit in the opposite order of their ids; an event skipped because a
// summary was read between them is counted again by the next summary. A minute bounds that, and one
// small constant-size request a minute costs nothing.
const refreshEveryMs = 60_000;
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

async function loadSummary(signal: AbortSignal): Promise<ProgressSummary | undefined> {
  for (let attempt = 0; !signal.aborted; attempt += 1) {
    try {
      const response = await fetch('/api/progress', { headers: { accept: 'application/json' }, signal });
      const summary = response.ok ? readProgressSummary(await response.json()) : undefined;
      if (summary) return summary;
      console.error(`Progress bar: unexpected answer from /api/progress (${response.status})`);
    } catch (error) {
      if (signal.aborted) return undefined;
      console.error('Progress bar: could not load /api/progress', error);
    }
    await sleep(retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)]!, signal);
  }
  return undefined;
}

export interface LiveProgress {
  /** null until the first summary has arrived. */
  progress: ProgressState | null;
  /** True while the live connection is down: the numbers may be behind. */
  stale: boolean;
}

/**
 * The overlay's numbers: the server's summary, then every 'donation' and 'ticket' event on top. The
 * summary is loaded on the first render, again after each (re)connect and after each refund
 * ('totals-changed'), so whatever was recorded
 * while the socket was down (or before it first connected) is in it; events are kept until a summary
 * counts them, and the reducer skips the ones it already holds.
 */
export function useLiveProgress(): LiveProgress {
  const status = useRealtimeStatus();
  const [summary, setSummary] = useState<ProgressSummary | null>(null);
  const [events, setEvents] = useState<ProgressEvent[]>([]);
  const [refreshes, setRefreshes] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setRefreshes((n) => n + 1), refreshEveryMs);
    return () => clearInterval(timer);
  }, []);

  const keep = useCallback((event: ProgressEvent) => setEvents((held) => [...held, event]), []);
  useRealtimeEvent('donation', readDonationEvent, keep);
  useRealtimeEvent('ticket', readTicketEvent, keep);
  // A refund takes money out of the totals, which no event adds up: the summary is read again.
  const reload = useCallback(() => setRefreshes((n) => n + 1), []);
  useRealtimeEvent('totals-changed', readTotalsChanged, reload);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new connection (each minute, each refund) means a reload.
  useEffect(() => {
    const controller = new AbortController();
    loadSummary(controller.signal).then((loaded) => {
      if (!loaded || controller.signal.aborted) return;
      setSummary(loaded);
      setEvents((held) => eventsAfterSummary(loaded, held));
    });
    // A newer load replaces this one, so an older, slower answer can never overwrite a newer one.
    return () => controller.abort();
  }, [status.connections, refreshes]);

  const progress = useMemo(
    () => (summary ? applyProgressEvents(progressFromSummary(summary), events) : null),
    [summary, events],
  );
  return { progress, stale: status.state === 'disconnected' };
}
