import type { WaitingListHold } from './waiting-list';
import { isIsoDateTime, isObject, isWholeNumber } from './wire-checks';

// Hand reader of POST /api/tickets/waiting-list/hold's answer for /tickets (wire-checks.ts says why);
// waiting-list-wire.test.ts holds it to waiting-list.ts's waitingListHoldSchema.

export function readWaitingListHold(value: unknown): WaitingListHold | undefined {
  if (!isObject(value)) return undefined;
  const { places, until } = value;
  if (!isWholeNumber(places) || places < 1 || !isIsoDateTime(until)) return undefined;
  return { places, until };
}

/** POST /api/tickets/waiting-list's 201 answer: the sentence to show. */
export function readWaitingListJoined(value: unknown): { message: string } | undefined {
  if (!isObject(value) || typeof value.message !== 'string') return undefined;
  return { message: value.message };
}
