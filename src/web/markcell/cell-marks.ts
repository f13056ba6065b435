import { type CellMark, cellMarkSchema, cellMarksResponseSchema } from '../../contracts/twitch';
import { getJson } from '../lib/api';
import type { LiveQuery } from '../lib/live-data';
import { readWith } from '../lib/socket-readers';

// GET /api/markcell and the socket's 'cell-marked' events, read with the contract's schemas
// (docs/decisions/070-one-validator-per-wire-shape.md).

export interface OverlayMark {
  id: number;
  /** 'r5c5'. */
  cell: string;
  name: string;
  bits: number;
  /** When it stops glowing, on this page's performance.now() clock. */
  endsAt: number;
}

/**
 * A mark as sent, its remaining time counted from `receivedAt` (the server's clock never matters).
 * @internal exported for its tests only
 */
export function overlayMark(mark: CellMark, receivedAt: number): OverlayMark {
  return {
    id: mark.id,
    cell: mark.cell,
    name: mark.name,
    bits: mark.bits,
    endsAt: receivedAt + mark.remainingMs,
  };
}

async function loadMarks(signal: AbortSignal): Promise<OverlayMark[]> {
  const { marks } = await getJson('/api/markcell', cellMarksResponseSchema, signal);
  const receivedAt = performance.now();
  return marks.map((mark) => overlayMark(mark, receivedAt));
}

const readCellMark = readWith(cellMarkSchema);

/**
 * The marks still glowing: read on start and again after every (re)connect, so a cheer that arrived
 * while the overlay was reconnecting still shows for the rest of its time; 'cell-marked' events are held
 * on top, and organisers' "Clear all marks" reads the list again (now empty).
 */
export const marksQuery: LiveQuery<OverlayMark[], OverlayMark> = {
  name: 'the lit cells',
  load: loadMarks,
  reloadOnConnect: true,
  reloadOn: ['cell-marks-cleared'],
  retryDelaysMs: [1_000, 2_000, 5_000, 10_000],
  live: {
    on: {
      'cell-marked': (payload) => {
        const mark = readCellMark(payload);
        return mark && overlayMark(mark, performance.now());
      },
    },
  },
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
