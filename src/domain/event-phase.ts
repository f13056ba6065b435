import type { EditionDates } from './edition';

/** The dates the phases are read from (a countdown's default target is not one of them). */
type PhaseDates = Omit<EditionDates, 'defaultCountdownTarget'>;

// Which state the time-dependent parts of the home page are in (docs/product/site-and-pages.md, "Home").

export type EventPhase = 'upcoming' | 'live' | 'ended';

export function eventPhase(dates: PhaseDates, nowMs: number): EventPhase {
  const now = nowMs / 1000;
  if (now < dates.start) return 'upcoming';
  if (now < dates.end) return 'live';
  return 'ended';
}

/**
 * The fundraiser block is on the home page from `fundraiserBlockFrom` until `fundraiserBlockUntil`.
 * Inside that window it counts down to the 24-hour stream, shows 'live now' while it runs, and
 * says the stream ended (with highlights) after it.
 */
export type FundraiserPhase = 'hidden' | 'countdown' | 'live' | 'ended';

export function fundraiserPhase(dates: PhaseDates, nowMs: number): FundraiserPhase {
  const now = nowMs / 1000;
  if (now < dates.fundraiserBlockFrom || now >= dates.fundraiserBlockUntil) return 'hidden';
  if (now < dates.fundraiserStreamStart) return 'countdown';
  if (now < dates.fundraiserStreamEnd) return 'live';
  return 'ended';
}
