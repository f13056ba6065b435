import { dollarsToCents } from '../domain/money';
import type { ProgressEvent, ProgressSummary } from '../domain/progress';

// Hand-written readers for the overlay's wire shapes: GET /api/progress and the summary the page is
// served with (progressSummarySchema), and the socket's 'donation' (donationRecordSchema), 'ticket'
// (ticketRecordSchema) and 'totals-changed' (changeNoticeSchema) events.
// Why not the contract schemas: they bring zod, which would be most of this page's code, and the
// overlay's code must stay small (at most 30 KB gzipped, docs/decisions/023-overlay-entry.md). The
// checks cover the fields the overlay reads; progress-wire.test.ts holds them to the contract schemas.

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

/** A mark of the summary: null (nothing counted yet) reads as 0, below every real id. */
function readMark(value: unknown): number | undefined {
  if (value === null) return 0;
  return isId(value) ? value : undefined;
}

export function readProgressSummary(value: unknown): ProgressSummary | undefined {
  if (!isObject(value)) return undefined;
  const lastDonation = readLastDonation(value.lastDonation);
  const lastDonationId = readMark(value.lastDonationId);
  const lastTicketId = readMark(value.lastTicketId);
  if (
    lastDonation === undefined ||
    lastDonationId === undefined ||
    lastTicketId === undefined ||
    !isCount(value.ticketsSold) ||
    !isAmount(value.totalRaised)
  )
    return undefined;
  return {
    lastDonation,
    ticketsSold: value.ticketsSold,
    totalRaisedCents: dollarsToCents(value.totalRaised),
    lastDonationId,
    lastTicketId,
  };
}

export function readDonationEvent(value: unknown): ProgressEvent | undefined {
  if (!isObject(value) || !isId(value.id) || typeof value.name !== 'string' || !isAmount(value.amount))
    return undefined;
  const timeMs = timeOf(value.time);
  if (Number.isNaN(timeMs)) return undefined;
  return {
    kind: 'donation',
    id: value.id,
    name: value.name,
    amountCents: dollarsToCents(value.amount),
    timeMs,
  };
}

export function readTicketEvent(value: unknown): ProgressEvent | undefined {
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
  return {
    kind: 'ticket',
    id: value.id,
    count: value.count,
    amountCents: dollarsToCents(value.amount),
    timeMs,
  };
}

/** 'totals-changed' (a refund): only that it came matters; the overlay then reads the summary again. */
export function readTotalsChanged(value: unknown): true | undefined {
  return isObject(value) && !Number.isNaN(timeOf(value.time)) ? true : undefined;
}
