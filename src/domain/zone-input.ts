import { localParts, zoneOffsetMinutes } from './time-zone';

// The organiser's schedule editor shows times as wall-clock times of the edition's zone in an
// <input type="datetime-local"> ('2025-04-04T12:00'), whatever zone the organiser's computer is in.

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch seconds to '2025-04-04T12:00' in `timeZone`. */
export function toZoneInputValue(epochSeconds: number, timeZone: string): string {
  const p = localParts(epochSeconds * 1000, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * '2025-04-04T12:00' in `timeZone` to epoch seconds; null when it is not such a value. A time that a
 * spring-forward change skips reads as the same wall time before the change (an hour later in fact).
 */
export function fromZoneInputValue(value: string, timeZone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const asUtcMs = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  if (Number.isNaN(asUtcMs)) return null;
  // The zone's offset at the guessed instant, then again at the corrected one (they differ only near a
  // daylight-saving change).
  const first = asUtcMs - zoneOffsetMinutes(asUtcMs, timeZone) * 60_000;
  const corrected = asUtcMs - zoneOffsetMinutes(first, timeZone) * 60_000;
  return Math.floor(corrected / 1000);
}
