import { localParts } from '../time-zone';

// Calendar days as read in the edition's time zone, for charts that count per day: a donation at 11 PM
// in Boston belongs to that Boston day, whatever the server's or the organiser's clock says.

const hourMs = 3_600_000;

/** The first instant of the zone day holding `epochMs` (its local midnight; exact for whole-hour zones). */
export function zoneDayStart(epochMs: number, timeZone: string): number {
  const p = localParts(epochMs, timeZone);
  const intoDay = ((p.hour * 60 + p.minute) * 60 + p.second) * 1000 + (epochMs % 1000);
  const guess = epochMs - intoDay;
  // A change of offset that day (spring forward, fall back) moves midnight by the difference.
  const q = localParts(guess, timeZone);
  if (q.hour === 0) return guess;
  return q.hour === 23 ? guess + hourMs : guess - hourMs;
}

/** The start of the zone day after the one holding `epochMs` (23, 24 or 25 hours later). */
export function nextZoneDayStart(epochMs: number, timeZone: string): number {
  const start = zoneDayStart(epochMs, timeZone);
  // Noon of the next day is always inside it, whatever the offset does.
  return zoneDayStart(start + 36 * hourMs, timeZone);
}
