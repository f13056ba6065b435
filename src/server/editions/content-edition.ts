import { edition } from '../../../content/edition';
import {
  inPersonCapacity,
  inPersonPrices,
  inPersonTicketText,
  livestreamPrices,
  livestreamTicketText,
  salesCloseAt,
  salesClosedText,
} from '../../../content/tickets';
import { venue } from '../../../content/venue';
import type { EditionFields } from './edition-store';

// The first edition, as content/ describes it: written once into an empty editions table on first start
// (src/server/seed.ts), so a fresh clone's `npm start` shows the demo edition
// (docs/decisions/075-editions-as-data.md). Afterwards the database is the one source.
export function contentEdition(): EditionFields {
  const s = 1000;
  return {
    year: edition.year,
    name: edition.product,
    startsMs: edition.dates.start * s,
    endsMs: edition.dates.end * s,
    timeZone: edition.timeZone,
    timeZoneLabel: edition.timeZoneLabel,
    datesText: edition.datesText,
    venue: { ...venue },
    prices: { inPerson: { ...inPersonPrices }, livestream: { ...livestreamPrices } },
    texts: {
      salesClosed: salesClosedText,
      inPersonTypes: structuredClone(inPersonTicketText),
      livestreamTypes: structuredClone(livestreamTicketText),
    },
    inPersonCapacity,
    salesCloseMs: salesCloseAt === null ? null : salesCloseAt * s,
    fundraiserFromMs: edition.dates.fundraiserBlockFrom * s,
    fundraiserUntilMs: edition.dates.fundraiserBlockUntil * s,
    streamStartsMs: edition.dates.fundraiserStreamStart * s,
    streamEndsMs: edition.dates.fundraiserStreamEnd * s,
    schedule: null,
  };
}
