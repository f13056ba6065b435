import fc from 'fast-check';
import { expect } from 'vitest';

// For the test that holds a JSON Schema form's reading (json-schema-reader.ts) to its contract schema: answers that are mostly
// well formed, with now and then a field missing, of the wrong type, out of range or not a real date, so
// that both what the schema accepts and what it refuses come up.

const junk = fc.constantFrom<unknown>(
  undefined,
  null,
  '',
  'x',
  -1,
  0,
  1.5,
  0.001,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  {},
  [],
  [1],
  '2025-02-30T10:00:00Z',
  '2025-01-01T10:00Z',
  '2025-01-01T10:00:00',
  '2025-01-01T10:00:00+01:00',
  '2024-02-29T23:59:59.5Z',
  'INSTRUMENT_DECLINED',
);

/** `valid` most of the time, otherwise something a schema may refuse. */
export const mostly = <T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: junk, weight: 1 });

const instant = fc.integer({
  min: Date.parse('2000-01-01T00:00:00Z'),
  max: Date.parse('2040-01-01T00:00:00Z'),
});

/** ISO 8601 with 'Z', as the server writes times. */
export const isoTime = instant.map((ms) => new Date(ms).toISOString());

/** ISO 8601 with an offset, with or without a fraction of a second. */
/** Dollars with at most two decimals, and now and then more. */
export const wireDollars = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100), weight: 8 },
  { arbitrary: fc.double({ min: 0, max: 1_000, noNaN: true }), weight: 1 },
);

/** Now and then `value`, mostly nothing. */
const sometimes = <T>(value: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 7 }, { arbitrary: value, weight: 1 });

/** An object with `fields`, now and then one of them left out, and now and then one more (zod drops it). */
export const answerRecord = <T extends Record<string, fc.Arbitrary<unknown>>>(fields: T) =>
  fc
    .tuple(fc.record(fields), sometimes(fc.constantFrom(...Object.keys(fields))), sometimes(fc.string()))
    .map(([record, dropped, extra]) => {
      const value: Record<string, unknown> = { ...record };
      if (dropped !== undefined) delete value[dropped];
      if (extra !== undefined) value.extra = extra;
      return value;
    });

interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * Over many answers from `answers`, `read` gives what `schema` parses (through `convert`, the page's
 * own conversion) and refuses what it refuses; both must have come up.
 */
export function expectReadsAsSchema<P, R>(
  answers: fc.Arbitrary<unknown>,
  schema: Schema<P>,
  read: (value: unknown) => R | undefined,
  convert: (parsed: P) => R,
): void {
  let accepted = 0;
  let refused = 0;
  fc.assert(
    fc.property(answers, (value) => {
      const parsed = schema.safeParse(value);
      if (parsed.success) accepted += 1;
      else refused += 1;
      expect(read(value)).toEqual(parsed.success ? convert(parsed.data) : undefined);
    }),
    { numRuns: 400 },
  );
  expect(accepted, 'answers the schema accepts').toBeGreaterThan(20);
  expect(refused, 'answers the schema refuses').toBeGreaterThan(20);
}
