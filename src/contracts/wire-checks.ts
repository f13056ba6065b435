import { hasAtMostTwoDecimals, MAX_WIRE_DOLLARS } from './wire-dollars';

// The checks the hand readers of the public pages are made of (answers-wire.ts, ticket-sales-wire.ts,
// discounts-wire.ts, incentives-wire.ts). Those pages must fetch little script on a phone, and even
// zod/mini's core is more than their budget leaves (docs/decisions/044-public-pages-without-zod.md,
// docs/decisions/070-one-validator-per-wire-shape.md): the server still validates every body with the
// contract schemas; on those pages each answer is checked by hand, field by field as its schema does,
// and each reader's test holds it to its schema.

export type Fields = Record<string, unknown>;

export const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isWholeNumber = (value: unknown): value is number => Number.isSafeInteger(value);

export const isCount = (value: unknown): value is number => isWholeNumber(value) && value >= 0;

export const isNonNegative = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** An `amount` in dollars as money.ts's dollarsSchema takes it. */
export const isWireDollars = (value: unknown): value is number =>
  isNonNegative(value) && value <= MAX_WIRE_DOLLARS && hasAtMostTwoDecimals(value);

// zod's z.iso.datetime(): a real calendar date, seconds required, a fraction allowed; 'Z', or with
// { offset: true } also '+hh:mm'.
const isoDateTime =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

function isRealDate(year: number, month: number, day: number): boolean {
  // setUTCFullYear, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isIsoDateTime(value: unknown, options: { offset?: boolean } = {}): value is string {
  if (typeof value !== 'string') return false;
  const match = isoDateTime.exec(value);
  if (!match) return false;
  if (match[5] !== 'Z' && !options.offset) return false;
  return isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

export const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** `check` passes, or the value is null. */
export const orNull =
  <T>(check: (value: unknown) => value is T) =>
  (value: unknown): value is T | null =>
    value === null || check(value);
