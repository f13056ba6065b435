import type { LiveQuery } from '../lib/live-data';
import { type OverlayMark, readCellMark, readCellMarks, readClearedNotice } from './markcell-wire';

// No API client here: it brings zod, and an OBS browser source should stay small (see markcell-wire.ts).
async function loadMarks(signal: AbortSignal): Promise<OverlayMark[]> {
  const response = await fetch('/api/markcell', { headers: { accept: 'application/json' }, signal });
  const marks = response.ok ? readCellMarks(await response.json(), performance.now()) : undefined;
  if (!marks) throw new Error(`Unexpected answer from /api/markcell (${response.status})`);
  return marks;
}

/**
 * The marks still glowing: read on start and again after every (re)connect, so a cheer that arrived
 * while the overlay was reconnecting still shows for the rest of its time; 'cell-marked' events are held
 * on top, and organisers' "Clear all marks" reads the list again (now empty).
 */
export const marksQuery: LiveQuery<OverlayMark[], OverlayMark> = {
  name: 'the lit cells',
  load: loadMarks,
  reloadOnConnect: true,
  reloadOn: { 'cell-marks-cleared': readClearedNotice },
  retryDelaysMs: [1_000, 2_000, 5_000, 10_000],
  live: { on: { 'cell-marked': (payload) => readCellMark(payload, performance.now()) } },
};

/** The loaded marks and the ones received since, each once, oldest first. */
export function allMarks(loaded: readonly OverlayMark[], received: readonly OverlayMark[]): OverlayMark[] {
  const byId = new Map<number, OverlayMark>();
  for (const mark of [...loaded, ...received]) byId.set(mark.id, mark);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The marks glowing at `now`, by cell ('r5c5'), oldest first. */
export function litCells(marks: readonly OverlayMark[], now: number): Map<string, OverlayMark[]> {
  const lit = new Map<string, OverlayMark[]>();
  for (const mark of marks) {
    if (mark.endsAt <= now) continue;
    lit.set(mark.cell, [...(lit.get(mark.cell) ?? []), mark]);
  }
  return lit;
}

/** When the next of these marks goes dark after `now`, or undefined when none will. */
export function nextEnd(marks: readonly OverlayMark[], now: number): number | undefined {
  const next = Math.min(...marks.map((mark) => mark.endsAt).filter((end) => end > now));
  return Number.isFinite(next) ? next : undefined;
}
