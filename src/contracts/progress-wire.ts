import { dollarsToCents } from '../domain/money';
import type { ProgressSummary } from '../domain/progress';

// Hand-written readers for the overlay's wire shapes: GET /api/progress, the summary the page is served
// with and the socket's 'progress' event (all progressSummarySchema), and the 'ticket' event
// (ticketRecordSchema), which the ticket pages take as a cue to read their places again.
// Why not the contract schemas: they bring zod, which would be most of this page's code, and the
// overlay's code must stay small (at most 30 KB gzipped, docs/decisions/023-overlay-entry.md). The
// checks cover the fields the pages read; progress-wire.test.ts holds them to the contract schemas.

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isId = (value: unknown): value is number => Number.isSafeInteger(value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const timeOf = (value: unknown): number => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

function readLastDonation(value: unknown): ProgressSummary['lastDonation'] | undefined {
  if (value === null) return null;
  if (!isObject(value) || !isId(value.id) || typeof value.name !== 'string' || !isAmount(value.amount))
    return undefined;
  return { id: value.id, name: value.name, amountCents: dollarsToCents(value.amount) };
}

/** The totals at one revision: the answer of GET /api/progress and the payload of 'progress'. */
export function readProgressSummary(value: unknown): ProgressSummary | undefined {
  if (!isObject(value)) return undefined;
  const lastDonation = readLastDonation(value.lastDonation);
  const reached = value.milestonesReached;
  if (
    lastDonation === undefined ||
    !isCount(value.ticketsSold) ||
    !isAmount(value.totalRaised) ||
    !isCount(value.revision) ||
    !Array.isArray(reached) ||
    !reached.every(isAmount)
  )
    return undefined;
  return {
    lastDonation,
    ticketsSold: value.ticketsSold,
    totalRaisedCents: dollarsToCents(value.totalRaised),
    revision: value.revision,
    milestonesReached: reached.map(dollarsToCents),
  };
}

/** One ticket purchase, as the 'ticket' event carries it. */
export interface TicketEvent {
  id: number;
  count: number;
  amountCents: number;
  timeMs: number;
}

export function readTicketEvent(value: unknown): TicketEvent | undefined {
  if (
    !isObject(value) ||
    !isId(value.id) ||
    !isCount(value.count) ||
    value.count < 1 ||
    !isAmount(value.amount)
  )
    return undefined;
  const timeMs = timeOf(value.time);
  if (Number.isNaN(timeMs)) return undefined;
  return { id: value.id, count: value.count, amountCents: dollarsToCents(value.amount), timeMs };
}
