import type { Cents } from './money';

// The stream overlay's numbers (docs/product/donations-and-incentives.md, "The progress overlay"). The page
// starts from a summary the server computed up to some donation and ticket id, then folds in the socket's
// 'donation' and 'ticket' events. An event can arrive before or after the summary that already counts it,
// twice (a reconnect replays nothing, but a reload of the summary overlaps the events held), or out of id
// order (two captures committing at once), so every event is counted at most once by its id.

export interface LastDonation {
  id: number;
  /** As the donor gave it; the page shows an empty name as the anonymous name. */
  name: string;
  amountCents: Cents;
}

/** What the server counted up to its last donation and ticket ids (0 when there are none). */
export interface ProgressSummary {
  lastDonation: LastDonation | null;
  ticketsSold: number;
  /** Donations plus tickets. */
  totalRaisedCents: Cents;
  lastDonationId: number;
  lastTicketId: number;
}

export type ProgressEvent =
  | { kind: 'donation'; id: number; name: string; amountCents: Cents; timeMs: number }
  | { kind: 'ticket'; id: number; count: number; amountCents: Cents; timeMs: number };

export interface ProgressState extends ProgressSummary {
  /** Ids above the summary's marks that are already in the numbers. */
  countedDonationIds: readonly number[];
  countedTicketIds: readonly number[];
}

export function progressFromSummary(summary: ProgressSummary): ProgressState {
  return { ...summary, countedDonationIds: [], countedTicketIds: [] };
}

/** True when the summary (or an earlier event) already holds this event. */
function isCounted(state: ProgressState, event: ProgressEvent): boolean {
  return event.kind === 'donation'
    ? event.id <= state.lastDonationId || state.countedDonationIds.includes(event.id)
    : event.id <= state.lastTicketId || state.countedTicketIds.includes(event.id);
}

/** Folds one event in, unless the summary or an earlier event already holds it. */
function applyProgressEvent(state: ProgressState, event: ProgressEvent): ProgressState {
  if (isCounted(state, event)) return state;
  const totalRaisedCents = state.totalRaisedCents + event.amountCents;
  if (event.kind === 'ticket') {
    return {
      ...state,
      ticketsSold: state.ticketsSold + event.count,
      totalRaisedCents,
      countedTicketIds: [...state.countedTicketIds, event.id],
    };
  }
  // Ids follow the order in which donations were recorded, so the highest id is the latest donation
  // even when two events arrive swapped.
  const isLatest = state.lastDonation === null || event.id > state.lastDonation.id;
  return {
    ...state,
    lastDonation: isLatest
      ? { id: event.id, name: event.name, amountCents: event.amountCents }
      : state.lastDonation,
    totalRaisedCents,
    countedDonationIds: [...state.countedDonationIds, event.id],
  };
}

const byTime = (a: ProgressEvent, b: ProgressEvent) => a.timeMs - b.timeMs || a.id - b.id;

/** Folds events in time order (the order they happened, not the order they arrived). */
export function applyProgressEvents(state: ProgressState, events: readonly ProgressEvent[]): ProgressState {
  return [...events].sort(byTime).reduce(applyProgressEvent, state);
}

/** The events a summary does not yet hold: the ones worth keeping until the next summary. */
export function eventsAfterSummary(
  summary: ProgressSummary,
  events: readonly ProgressEvent[],
): ProgressEvent[] {
  return events.filter((event) =>
    event.kind === 'donation' ? event.id > summary.lastDonationId : event.id > summary.lastTicketId,
  );
}

/** Width of the ticket bar in percent of the goal, from 0 to 100 (with a goal of 100: the count). */
export function ticketBarPercent(ticketsSold: number, goal: number): number {
  if (goal <= 0) return ticketsSold > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (ticketsSold / goal) * 100));
}
