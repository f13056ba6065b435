import { type Cents, dollarsToCents } from '../domain/money';
import { type Fields, isIsoDateTime, isNonNegative, isObject, isWholeNumber, orNull } from './wire-checks';

// The /ticker overlay's hand reader of GET /api/ticker (ticker.ts's tickerStateSchema): the overlay stays
// small without zod (docs/decisions/023-overlay-entry.md); ticker-wire.test.ts holds it to the schema.
// Amounts in cents and times in epoch ms, as the overlay counts with them.

export interface TickerState {
  nowMs: number;
  nextRun: { title: string; location: string; startMs: number } | null;
  closingIncentives: {
    id: string;
    title: string;
    expiresMs: number;
    raisedCents: Cents;
    goalCents: Cents | null;
  }[];
  latestDonation: { id: number; name: string; amountCents: Cents; message: string } | null;
  milestones: { amountCents: Cents; reached: boolean }[];
  totalRaisedCents: Cents;
  /** The current edition's zone and its label, for the next run's time. */
  zone: { timeZone: string; label: string };
}

const isTime = (value: unknown): value is string => isIsoDateTime(value, { offset: true });
const isText = (value: unknown): value is string => typeof value === 'string';

function readList<T>(value: unknown, read: (item: Fields) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: T[] = [];
  for (const item of value) {
    const read_ = isObject(item) ? read(item) : undefined;
    if (read_ === undefined) return undefined;
    items.push(read_);
  }
  return items;
}

function readNextRun(value: unknown): TickerState['nextRun'] | undefined {
  if (value === null) return null;
  if (!isObject(value) || !isText(value.title) || !isText(value.location) || !isWholeNumber(value.start))
    return undefined;
  return { title: value.title, location: value.location, startMs: value.start * 1000 };
}

function readDonation(value: unknown): TickerState['latestDonation'] | undefined {
  if (value === null) return null;
  if (
    !isObject(value) ||
    !isWholeNumber(value.id) ||
    !isText(value.name) ||
    !isNonNegative(value.amount) ||
    !isText(value.message)
  )
    return undefined;
  return {
    id: value.id,
    name: value.name,
    amountCents: dollarsToCents(value.amount),
    message: value.message,
  };
}

/** The answer of GET /api/ticker, or undefined when it is not one. */
export function readTickerState(value: unknown): TickerState | undefined {
  if (!isObject(value) || !isTime(value.now) || !isNonNegative(value.totalRaised)) return undefined;
  const nextRun = readNextRun(value.nextRun);
  const latestDonation = readDonation(value.latestDonation);
  const closingIncentives = readList(value.closingIncentives, (item) =>
    isText(item.id) &&
    isText(item.title) &&
    isTime(item.expires) &&
    isNonNegative(item.raised) &&
    orNull(isNonNegative)(item.goal)
      ? {
          id: item.id,
          title: item.title,
          expiresMs: Date.parse(item.expires),
          raisedCents: dollarsToCents(item.raised),
          goalCents: item.goal === null ? null : dollarsToCents(item.goal),
        }
      : undefined,
  );
  const milestones = readList(value.milestones, (item) =>
    isNonNegative(item.amount) && typeof item.reached === 'boolean'
      ? { amountCents: dollarsToCents(item.amount), reached: item.reached }
      : undefined,
  );
  const zone = value.zone;
  if (!isObject(zone) || !isText(zone.timeZone) || !isText(zone.label)) return undefined;
  if (nextRun === undefined || latestDonation === undefined || !closingIncentives || !milestones)
    return undefined;
  return {
    nowMs: Date.parse(value.now),
    nextRun,
    closingIncentives,
    latestDonation,
    milestones,
    totalRaisedCents: dollarsToCents(value.totalRaised),
    zone: { timeZone: zone.timeZone, label: zone.label },
  };
}

/** An open prize as the ticker names it. */
export interface OpenPrize {
  name: string;
  /** The least a donation must be to enter, if the answer says. */
  minimumCents: Cents | null;
}

/**
 * The open prizes in an answer of GET /api/prizes (contracts/prizes.ts), read leniently: the ticker names
 * prizes only as a bonus, so an answer it does not understand, or a prize without a name, is left out
 * rather than failing the ticker. Open means the answer's `state` says so and `closesAt` is not yet past.
 */
export function readOpenPrizes(value: unknown, nowMs: number): OpenPrize[] {
  const open: OpenPrize[] = [];
  for (const prize of Array.isArray(value) ? value : []) {
    if (!isObject(prize) || !isText(prize.name) || prize.name.trim() === '' || prize.state !== 'open')
      continue;
    if (isText(prize.closesAt) && Date.parse(prize.closesAt) <= nowMs) continue;
    const minimum = prize.minimumDonation;
    open.push({ name: prize.name, minimumCents: isNonNegative(minimum) ? dollarsToCents(minimum) : null });
  }
  return open;
}
