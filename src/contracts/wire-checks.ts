import { hasAtMostTwoDecimals, MAX_WIRE_DOLLARS } from './wire-dollars';

// The checks the one hand reader left is made of (ticket-sales-wire.ts): both ticket pages read the sales
// answer at every connection, and zod's core with it would put them over their script budget
// (docs/decisions/085-form-pages-read-with-zod-loaded-on-first-read.md). The server still validates with
// the contract schema, and the reader's test holds it to that schema.

export type Fields = Record<string, unknown>;

export const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isWholeNumber = (value: unknown): value is number => Number.isSafeInteger(value);

export const isCount = (value: unknown): value is number => isWholeNumber(value) && value >= 0;

const isNonNegative = (value: unknown): value is number =>
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
