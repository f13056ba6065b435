import type { EditionPreview } from '../../contracts/edition-preview';
import { pricesToWire, typeTextsToWire } from '../../contracts/editions';
import type { PublicEdition } from '../../contracts/public-edition';
import type { Edition } from './edition-store';

// What the public pages show of an edition (docs/decisions/082-the-public-site-follows-the-current-edition.md):
// GET /api/edition for the current one, and an organiser's preview of any.

const seconds = (ms: number) => Math.floor(ms / 1000);

export function publicEditionOf(edition: Edition): PublicEdition {
  return {
    id: edition.id,
    year: edition.year,
    name: edition.name,
    datesText: edition.datesText,
    timeZone: edition.timeZone,
    timeZoneLabel: edition.timeZoneLabel,
    dates: {
      start: seconds(edition.startsMs),
      end: seconds(edition.endsMs),
      fundraiserBlockFrom: seconds(edition.fundraiserFromMs),
      fundraiserBlockUntil: seconds(edition.fundraiserUntilMs),
      fundraiserStreamStart: seconds(edition.streamStartsMs),
      fundraiserStreamEnd: seconds(edition.streamEndsMs),
    },
    venue: { ...edition.venue },
  };
}

export function editionPreviewOf(edition: Edition): EditionPreview {
  return {
    edition: publicEditionOf(edition),
    current: edition.current,
    prices: pricesToWire(edition.prices),
    closedText: edition.texts.salesClosed,
    typeTexts: typeTextsToWire(edition.texts),
  };
}
