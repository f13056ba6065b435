import type { Cents } from '../money';
import { nextZoneDayStart, zoneDayStart } from './zone-days';

// The "money raised over time" chart (docs/product/organisers.md, "The dashboard"): one bar per day before
// the stream and after it, one per hour while it runs, so the busy hours are readable and the months of
// ticket sales before it do not need hundreds of bars. The server sums the books per UTC hour; these
// rules put the hours into bars, the same for every engine and in tests.

const hourMs = 3_600_000;

/** Money that came in during one UTC hour (starting at a whole hour), net of what was refunded of it. */
export interface HourAmount {
  hourStartMs: number;
  cents: Cents;
}

type Bucket = 'day' | 'hour';

export interface SeriesBar {
  bucket: Bucket;
  startMs: number;
  endMs: number;
  cents: Cents;
  /** Everything up to the end of this bar. */
  runningCents: Cents;
}

export interface StreamWindow {
  startMs: number;
  endMs: number;
}

/** Which bar an instant falls in. */
function barAt(
  ms: number,
  stream: StreamWindow,
  timeZone: string,
): Omit<SeriesBar, 'cents' | 'runningCents'> {
  if (ms >= stream.startMs && ms < stream.endMs) {
    const startMs = stream.startMs + Math.floor((ms - stream.startMs) / hourMs) * hourMs;
    return { bucket: 'hour', startMs, endMs: Math.min(startMs + hourMs, stream.endMs) };
  }
  // The days around the stream stop at its edges, so no bar overlaps the stream's hours.
  let startMs = zoneDayStart(ms, timeZone);
  let endMs = nextZoneDayStart(ms, timeZone);
  if (ms < stream.startMs && endMs > stream.startMs) endMs = stream.startMs;
  if (ms >= stream.endMs && startMs < stream.endMs) startMs = stream.endMs;
  return { bucket: 'day', startMs, endMs };
}

/**
 * The bars from the first money to now (or to the last money, if later), every day and every stream hour
 * in between included with what it raised, zero or not, so the picture keeps time honestly. Once the
 * stream is over the bars stop with the last money: the weeks after it would only add empty days.
 */
export function raisedOverTime(
  hours: readonly HourAmount[],
  stream: StreamWindow,
  timeZone: string,
  nowMs: number,
): SeriesBar[] {
  if (hours.length === 0) return [];
  const sorted = [...hours].sort((a, b) => a.hourStartMs - b.hourStartMs);
  const first = sorted[0]!.hourStartMs;
  const last = Math.max(Math.min(nowMs, stream.endMs - 1), sorted[sorted.length - 1]!.hourStartMs);
  const bars: SeriesBar[] = [];
  let index = 0;
  let running = 0;
  for (let at = first; at <= last; ) {
    const bar = barAt(at, stream, timeZone);
    let cents = 0;
    while (index < sorted.length && sorted[index]!.hourStartMs < bar.endMs) cents += sorted[index++]!.cents;
    running += cents;
    bars.push({ ...bar, cents, runningCents: running });
    at = bar.endMs;
  }
  return bars;
}
