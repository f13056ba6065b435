import type { PublicEdition } from './public-edition';
import { type Fields, isObject, isWholeNumber } from './wire-checks';

// Hand reader of GET /api/edition (public-edition.ts's publicEditionSchema): every page's layout reads
// it, the form pages' too, whose budget leaves no room for zod's core (wire-checks.ts says why);
// public-edition-wire.test.ts holds it to the schema.

const isText = (value: unknown): value is string => typeof value === 'string';

function readFields<K extends string>(
  value: unknown,
  keys: readonly K[],
  check: (field: unknown) => boolean,
): Record<K, never> | undefined {
  if (!isObject(value)) return undefined;
  const read: Fields = {};
  for (const key of keys) {
    if (!check(value[key])) return undefined;
    read[key] = value[key];
  }
  return read as Record<K, never>;
}

const dateKeys = [
  'start',
  'end',
  'fundraiserBlockFrom',
  'fundraiserBlockUntil',
  'fundraiserStreamStart',
  'fundraiserStreamEnd',
] as const;
const venueKeys = ['name', 'address', 'area', 'nearestStation', 'walkFromStation'] as const;

/** The past editions' years and names; undefined when one of them is not a year and a name. */
function readPastEditions(value: unknown): PublicEdition['pastEditions'] | undefined {
  if (!Array.isArray(value)) return undefined;
  const read: PublicEdition['pastEditions'] = [];
  for (const item of value) {
    if (!isObject(item) || !isWholeNumber(item.year) || !isText(item.name)) return undefined;
    read.push({ year: item.year, name: item.name });
  }
  return read;
}

/** The answer of GET /api/edition, or undefined when it is not one. */
export function readPublicEdition(value: unknown): PublicEdition | undefined {
  if (!isObject(value) || !isWholeNumber(value.id) || !isWholeNumber(value.year)) return undefined;
  const { name, datesText, timeZone, timeZoneLabel } = value;
  if (!isText(name) || !isText(datesText) || !isText(timeZone) || !isText(timeZoneLabel)) return undefined;
  const dates = readFields(value.dates, dateKeys, isWholeNumber);
  const venue = readFields(value.venue, venueKeys, isText);
  const pastEditions = readPastEditions(value.pastEditions);
  if (!dates || !venue || !pastEditions) return undefined;
  return {
    id: value.id,
    year: value.year,
    name,
    datesText,
    timeZone,
    timeZoneLabel,
    dates,
    venue,
    pastEditions,
  };
}
