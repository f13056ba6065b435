import type { Kysely } from 'kysely';
import type { EditionPreview } from '../../contracts/edition-preview';
import { pricesToWire, typeTextsToWire } from '../../contracts/editions';
import type { PublicEdition } from '../../contracts/public-edition';
import type { Database } from '../db';
import { type Edition, listEditions } from './edition-store';

// What the public pages show of an edition (docs/decisions/082-the-public-site-follows-the-current-edition.md):
// GET /api/edition for the current one, and an organiser's preview of any.

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * `edition`'s public facts; `editions` are all of them, whose years before its own are its past editions
 * (docs/product/site-and-pages.md, "Past editions"). @internal exported for the tests' seeded answer too
 */
export function publicEditionOf(edition: Edition, editions: readonly Edition[]): PublicEdition {
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
    pastEditions: editions
      .filter((other) => other.id !== edition.id && other.year < edition.year)
      .sort((a, b) => b.year - a.year)
      .map((other) => ({ year: other.year, name: other.name })),
  };
}

/** GET /api/edition: the current edition's public facts, with its past editions. */
export async function currentPublicEdition(db: Kysely<Database>): Promise<PublicEdition> {
  const editions = await listEditions(db);
  const current = editions.find((edition) => edition.current);
  if (!current) throw new Error('No current edition: the seed has not run.');
  return publicEditionOf(current, editions);
}

/** An organiser's preview of `edition`: its past editions are those before it, as once it is current. */
export function editionPreviewOf(edition: Edition, editions: readonly Edition[]): EditionPreview {
  return {
    edition: publicEditionOf(edition, editions),
    current: edition.current,
    prices: pricesToWire(edition.prices),
    closedText: edition.texts.salesClosed,
    typeTexts: typeTextsToWire(edition.texts),
  };
}
