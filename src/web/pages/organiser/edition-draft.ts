import type * as z from 'zod/mini';
import {
  type EditionTexts,
  type EditionVenue,
  type EditionWire,
  editionCreateSchema,
  editionEditSchema,
} from '../../../contracts/editions';
import { describeZodError } from '../../../contracts/errors';
import { inPersonTicketTypes, livestreamTicketTypes } from '../../../domain/tickets/counts';
import { fromZoneInputValue, toZoneInputValue } from '../../../domain/zone-input';

// The Editions panel's forms as typed (docs/product/organisers.md, "Editions"): text fields, times as
// wall-clock times of the edition's own zone (datetime-local), checked here with the routes' own schemas so
// the organiser sees what to fix before sending. The server checks again (a year taken, a time zone it
// does not know).

type Checked<T> = T | { error: string };

/** Every typed value of the edit form, by its place in the edit body ('venue.name', 'prices.inPerson.adult'). */
export type EditionDraft = Record<string, string>;

export const timeFields = [
  ['startsAt', 'Starts'],
  ['endsAt', 'Ends'],
  ['fundraiserFrom', 'Fundraiser shown on the home page from'],
  ['fundraiserUntil', 'Fundraiser shown until'],
  ['streamStartsAt', 'Fundraiser stream starts'],
  ['streamEndsAt', 'Fundraiser stream ends'],
] as const;
type TimeField = (typeof timeFields)[number][0];

export const venueFields: readonly (readonly [keyof EditionVenue, string])[] = [
  ['name', 'Venue name'],
  ['address', 'Address'],
  ['area', 'Area'],
  ['nearestStation', 'Nearest station'],
  ['walkFromStation', 'Walk from the station'],
];

export const priceKinds = [
  ['inPerson', inPersonTicketTypes],
  ['livestream', livestreamTicketTypes],
] as const;
type PriceKind = (typeof priceKinds)[number][0];
const typesKey = (kind: PriceKind) => (kind === 'inPerson' ? 'inPersonTypes' : 'livestreamTypes');

export const textParts = [
  ['label', 'Label'],
  ['ages', 'Ages (optional)'],
  ['description', 'Description'],
] as const;

/** The draft key of a ticket type's price, or of one of its texts. */
export const priceKey = (kind: PriceKind, type: string) => `prices.${kind}.${type}`;
export const typeTextKey = (kind: PriceKind, type: string, part: string) =>
  `texts.${typesKey(kind)}.${type}.${part}`;

export const kindLabels: Record<PriceKind, string> = { inPerson: 'In-person', livestream: 'Livestream' };
/** 'Adult' for 'adult': the site's own name of a type, whatever an edition's label says. */
export const typeName = (type: string) => `${type.charAt(0).toUpperCase()}${type.slice(1)}`;

/** Each field's name in the form's sentences ('The in-person Adult price must be...'). */
export const fieldLabels: Readonly<Record<string, string>> = {
  year: 'Year',
  name: 'Name',
  datesText: 'Dates as written',
  timeZone: 'Time zone',
  timeZoneLabel: 'Time zone’s name on the pages',
  inPersonCapacity: 'In-person places',
  salesCloseAt: 'Ticket sales close',
  'texts.salesClosed': 'Once sales are closed, the ticket pages say',
  ...Object.fromEntries(timeFields),
  ...Object.fromEntries(venueFields.map(([field, label]) => [`venue.${field}`, label])),
  ...Object.fromEntries(
    priceKinds.flatMap(([kind, types]) =>
      types.flatMap((type) => [
        [priceKey(kind, type), `${kindLabels[kind]} ${typeName(type)} price`],
        ...textParts.map(([part, label]) => [
          typeTextKey(kind, type, part),
          `${kindLabels[kind]} ${typeName(type)} ticket: ${label.toLowerCase()}`,
        ]),
      ]),
    ),
  ),
};

/** Fields that may be left empty (no limit, no closing time, no ages shown). */
const mayBeEmpty = (key: string) =>
  key === 'inPersonCapacity' || key === 'salesCloseAt' || key.endsWith('.ages');

const zoned = (iso: string | null, timeZone: string) =>
  iso === null ? '' : toZoneInputValue(Date.parse(iso) / 1000, timeZone);

/** '150', '12.5' as typed from cents-exact dollars. */
const dollarsText = (dollars: number) => (Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2));

/** The form as the saved edition fills it; times in the edition's saved zone. */
export function editionDraftOf(edition: EditionWire): EditionDraft {
  const draft: EditionDraft = {
    year: String(edition.year),
    name: edition.name,
    datesText: edition.datesText,
    timeZone: edition.timeZone,
    timeZoneLabel: edition.timeZoneLabel,
    inPersonCapacity: edition.inPersonCapacity === null ? '' : String(edition.inPersonCapacity),
    salesCloseAt: zoned(edition.salesCloseAt, edition.timeZone),
    'texts.salesClosed': edition.texts.salesClosed,
  };
  for (const [field] of timeFields) draft[field] = zoned(edition[field], edition.timeZone);
  for (const [field] of venueFields) draft[`venue.${field}`] = edition.venue[field];
  for (const [kind, types] of priceKinds) {
    for (const type of types) {
      draft[priceKey(kind, type)] = dollarsText((edition.prices[kind] as Record<string, number>)[type] ?? 0);
      const text = (
        edition.texts[typesKey(kind)] as Record<string, EditionTexts['livestreamTypes']['adult']>
      )[type];
      for (const [part] of textParts) draft[typeTextKey(kind, type, part)] = text?.[part] ?? '';
    }
  }
  return draft;
}

function instantOf(typed: string, label: string, timeZone: string): Checked<string> {
  const seconds = fromZoneInputValue(typed.trim(), timeZone);
  if (seconds === null) return { error: `${label}: give a date and a time.` };
  return new Date(seconds * 1000).toISOString();
}

function dollarsOf(typed: string, label: string): Checked<number> {
  const text = typed.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { error: `${label} must be dollars, like 150 or 12.50.` };
  return Number(text);
}

function yearOf(typed: string): Checked<number> {
  if (!/^\d{4}$/.test(typed.trim())) return { error: 'The year must be a year such as 2026.' };
  return Number(typed.trim());
}

const failed = <T>(checked: Checked<T>): checked is { error: string } =>
  typeof checked === 'object' && checked !== null && 'error' in checked;

export type EditionEditBody = Omit<z.input<typeof editionEditSchema>, 'pass'>;

/**
 * The edit body (every field, so what the form shows is what is saved), or the first thing to fix.
 * Times are read in `timeZone`, the edition's saved zone the form showed them in.
 */
export function editOfDraft(draft: EditionDraft, timeZone: string): Checked<{ edit: EditionEditBody }> {
  const at = (key: string) => draft[key] ?? '';
  const empty = Object.keys(fieldLabels).find((key) => !mayBeEmpty(key) && at(key).trim() === '');
  if (empty) return { error: `${fieldLabels[empty]}: this cannot be empty.` };
  const year = yearOf(at('year'));
  if (failed(year)) return year;
  const times: Partial<Record<TimeField, string>> = {};
  for (const [field, label] of timeFields) {
    const instant = instantOf(at(field), label, timeZone);
    if (failed(instant)) return instant;
    times[field] = instant;
  }
  let salesCloseAt: string | null = null;
  if (at('salesCloseAt').trim() !== '') {
    const instant = instantOf(at('salesCloseAt'), 'Ticket sales close', timeZone);
    if (failed(instant)) return instant;
    salesCloseAt = instant;
  }
  const capacityText = at('inPersonCapacity').trim();
  if (capacityText !== '' && !/^\d+$/.test(capacityText))
    return { error: 'The in-person capacity must be a whole number of places, or empty for no limit.' };
  const prices: Record<string, Record<string, number>> = { inPerson: {}, livestream: {} };
  const texts: Record<string, unknown> = { salesClosed: at('texts.salesClosed') };
  for (const [kind, types] of priceKinds) {
    const typeTexts: Record<string, Record<string, string>> = {};
    for (const type of types) {
      const price = dollarsOf(
        at(priceKey(kind, type)),
        `The ${kindLabels[kind].toLowerCase()} ${typeName(type)} price`,
      );
      if (failed(price)) return price;
      prices[kind]![type] = price;
      const ages = at(typeTextKey(kind, type, 'ages')).trim();
      typeTexts[type] = {
        label: at(typeTextKey(kind, type, 'label')),
        ...(ages === '' ? {} : { ages }),
        description: at(typeTextKey(kind, type, 'description')),
      };
    }
    texts[typesKey(kind)] = typeTexts;
  }
  const edit = {
    year,
    name: at('name'),
    ...times,
    timeZone: at('timeZone'),
    timeZoneLabel: at('timeZoneLabel'),
    datesText: at('datesText'),
    venue: Object.fromEntries(venueFields.map(([field]) => [field, at(`venue.${field}`)])),
    prices,
    inPersonCapacity: capacityText === '' ? null : Number(capacityText),
    salesCloseAt,
    texts,
  } as EditionEditBody;
  const checked = editionEditSchema.safeParse(edit);
  if (!checked.success) return { error: describeZodError(checked.error) };
  return { edit };
}

/** The "Copy the current edition" form as typed. */
export interface CopyDraft {
  year: string;
  startsAt: string;
  endsAt: string;
  copySchedule: boolean;
  copyIncentives: boolean;
}

/** A year after the newest edition, with the current edition's dates a year on, in its zone. */
export function copyDraftOf(current: EditionWire, newestYear: number): CopyDraft {
  const aYearOn = (iso: string) => {
    const typed = zoned(iso, current.timeZone);
    const year = Number(typed.slice(0, 4)) + (newestYear + 1 - current.year);
    return `${year}${typed.slice(4)}`;
  };
  return {
    year: String(newestYear + 1),
    startsAt: aYearOn(current.startsAt),
    endsAt: aYearOn(current.endsAt),
    copySchedule: false,
    copyIncentives: false,
  };
}

export type EditionCreateBody = Omit<z.input<typeof editionCreateSchema>, 'pass'>;

/** The copy's body, its times read in the current edition's zone; or the first thing to fix. */
export function createOfDraft(draft: CopyDraft, timeZone: string): Checked<{ create: EditionCreateBody }> {
  const year = yearOf(draft.year);
  if (failed(year)) return year;
  const startsAt = instantOf(draft.startsAt, 'Starts', timeZone);
  if (failed(startsAt)) return startsAt;
  const endsAt = instantOf(draft.endsAt, 'Ends', timeZone);
  if (failed(endsAt)) return endsAt;
  const create: EditionCreateBody = {
    year,
    startsAt,
    endsAt,
    copySchedule: draft.copySchedule,
    copyIncentives: draft.copyIncentives,
  };
  const checked = editionCreateSchema.safeParse(create);
  if (!checked.success) {
    // The schema's own sentences ('The edition must end after it starts.') read best alone.
    const custom = checked.error.issues.find((issue) => issue.code === 'custom');
    return { error: custom?.message ?? describeZodError(checked.error) };
  }
  return { create };
}
