import { useEffect, useMemo, useState } from 'react';
import type { LiveQuery } from '../../lib/live-data';
import { identifyOverlay } from '../../lib/socket';
import { useLiveData } from '../../lib/use-live-data';
import { useRealtimeStatus } from '../../lib/use-realtime';
import { type OverlayMark, readCellMark, readCellMarks, readClearedNotice } from './markcell-wire';

// No API client here: it brings zod, and an OBS browser source should stay small (see markcell-wire.ts).
async function loadMarks(signal: AbortSignal): Promise<OverlayMark[]> {
  const response = await fetch('/api/markcell', { headers: { accept: 'application/json' }, signal });
  const marks = response.ok ? readCellMarks(await response.json(), performance.now()) : undefined;
  if (!marks) throw new Error(`Unexpected answer from /api/markcell (${response.status})`);
  return marks;
}

/**
 * The marks still glowing: read on the first render and again after every (re)connect, so a cheer that
 * arrived while the overlay was reconnecting still shows for the rest of its time; 'cell-marked'
 * events are held on top, and organisers' "Clear all marks" reads the list again (now empty).
 */
const marksQuery: LiveQuery<OverlayMark[], OverlayMark> = {
  name: 'the lit cells',
  load: loadMarks,
  reloadOnConnect: true,
  reloadOn: { 'cell-marks-cleared': readClearedNotice },
  retryDelaysMs: [1_000, 2_000, 5_000, 10_000],
  live: { on: { 'cell-marked': (payload) => readCellMark(payload, performance.now()) } },
};

export interface CellMarks {
  /** Marks glowing now, by cell ('r5c5'), oldest first. */
  byCell: ReadonlyMap<string, OverlayMark[]>;
  stale: boolean;
}

export function useCellMarks(): CellMarks {
  // Before the connection opens, so its first handshake already tells the dashboard which overlay this is.
  useEffect(() => identifyOverlay('markcell'), []);
  const status = useRealtimeStatus();
  const marks = useLiveData(marksQuery);
  const [now, setNow] = useState(() => performance.now());
  const all = useMemo(() => {
    const byId = new Map<number, OverlayMark>();
    for (const mark of [...(marks.data ?? []), ...marks.events]) byId.set(mark.id, mark);
    return [...byId.values()].sort((a, b) => a.id - b.id);
  }, [marks.data, marks.events]);

  // Wake up when the next mark ends, so it goes dark on time; only the timer moves `now`.
  useEffect(() => {
    const next = Math.min(...all.map((mark) => mark.endsAt).filter((end) => end > now));
    if (!Number.isFinite(next)) return undefined;
    const timer = setTimeout(() => setNow(performance.now()), Math.max(0, next - performance.now()) + 20);
    return () => clearTimeout(timer);
  }, [all, now]);

  const byCell = useMemo(() => {
    const lit = new Map<string, OverlayMark[]>();
    for (const mark of all) {
      if (mark.endsAt <= now) continue;
      lit.set(mark.cell, [...(lit.get(mark.cell) ?? []), mark]);
    }
    return lit;
  }, [all, now]);
  return { byCell, stale: status.state === 'disconnected' };
}
