// The current edition's public facts (docs/product/site-and-pages.md, "The edition a page shows";
// docs/decisions/082-the-public-site-follows-the-current-edition.md): GET /api/edition, and carried in every
// rendered page (page-data.ts) so its first paint names the right year. In zod/mini, as every shape a
// public page reads (docs/decisions/070-one-validator-per-wire-shape.md); the pages read it by hand with
// public-edition-wire.ts, since it is read by the layout of every page, the form pages included.
import * as z from 'zod/mini';

const text = () => z.string();
/** Epoch seconds, as content/edition.ts wrote the dates. */
const seconds = () => z.int();

export const publicEditionSchema = z.object({
  id: z.int(),
  year: z.int(),
  /** The convention's name as pages show it ('Grid Gathering'). */
  name: text(),
  /** 'April 3-6, 2025'. */
  datesText: text(),
  /** IANA zone the convention happens in; times are shown in it by default. */
  timeZone: text(),
  /** 'Boston time'. */
  timeZoneLabel: text(),
  dates: z.object({
    start: seconds(),
    end: seconds(),
    /** The home page shows the fundraiser block from here until `fundraiserBlockUntil`. */
    fundraiserBlockFrom: seconds(),
    fundraiserBlockUntil: seconds(),
    fundraiserStreamStart: seconds(),
    fundraiserStreamEnd: seconds(),
  }),
  venue: z.object({
    name: text(),
    address: text(),
    area: text(),
    nearestStation: text(),
    walkFromStation: text(),
  }),
  /**
   * The other editions of a year before this one, latest first: each has its highlights page at
   * /editions/{year} (docs/product/site-and-pages.md, "Past editions"), which /stream lists.
   */
  pastEditions: z.array(z.object({ year: z.int(), name: text() })),
});
export type PublicEdition = z.infer<typeof publicEditionSchema>;
