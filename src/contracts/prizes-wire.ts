import { dollarsToCents } from '../domain/money';
import type { PrizeWindow } from '../domain/prizes/prizes';
import { prizeDeliveries, prizeStates } from '../domain/prizes/prizes';
import type { PrizeWire } from './prizes';
import { isCount, isIsoDateTime, isNonNegative, isObject, isWholeNumber } from './wire-checks';

// The hand reader /donate/card reads GET /api/prizes with, without zod (wire-checks.ts says why);
// prizes-wire.test.ts holds it to prizes.ts's prizeListSchema.

/** What the donation form needs of a prize: its name and when and from how much a donation enters it. */
export interface PrizeOffer extends PrizeWindow {
  id: number;
  name: string;
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    (values as readonly unknown[]).includes(value);
const isDelivery = oneOf(prizeDeliveries);
const isState = oneOf(prizeStates);
const textFields = ['name', 'description', 'imageUrl', 'sponsor'] as const;

const isWinner = (value: unknown) =>
  isObject(value) &&
  typeof value.name === 'string' &&
  isIsoDateTime(value.drawnAt) &&
  typeof value.claimed === 'boolean';

/** One entry as prizeSchema reads it; only what the form shows is kept. */
function readPrize(value: unknown): PrizeWire | undefined {
  if (!isObject(value)) return undefined;
  const { id, minimumDonation, opensAt, closesAt, winners, delivery, state, drawn } = value;
  if (!isWholeNumber(id) || id < 1 || !textFields.every((field) => typeof value[field] === 'string'))
    return undefined;
  if (!isNonNegative(minimumDonation) || !isIsoDateTime(opensAt) || !isIsoDateTime(closesAt))
    return undefined;
  if (!isCount(winners) || winners < 1 || !isDelivery(delivery) || !isState(state)) return undefined;
  if (!Array.isArray(drawn) || !drawn.every(isWinner)) return undefined;
  return value as PrizeWire;
}

/** GET /api/prizes as the donation form needs it (cents, epoch ms); undefined when an entry does not read. */
export function readPrizeOffers(value: unknown): PrizeOffer[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const offers: PrizeOffer[] = [];
  for (const entry of value) {
    const prize = readPrize(entry);
    if (!prize) return undefined;
    offers.push({
      id: prize.id,
      name: prize.name,
      minimumCents: dollarsToCents(prize.minimumDonation),
      opensMs: Date.parse(prize.opensAt),
      closesMs: Date.parse(prize.closesAt),
    });
  }
  return offers;
}

/** The 'prize-won' event as prizes.ts's prizeWonSchema reads it, for the overlay, which loads no zod. */
export function readPrizeWon(value: unknown): { prize: string; winners: string[] } | undefined {
  if (!isObject(value) || typeof value.prize !== 'string' || !Array.isArray(value.winners)) return undefined;
  const winners = value.winners;
  return winners.every((name) => typeof name === 'string') ? { prize: value.prize, winners } : undefined;
}
